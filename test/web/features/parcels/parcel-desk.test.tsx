import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ParcelResponse } from '../../../../core/parcels/api/parcel-responses.schema.js';
import type {
  DeskParcelResponse,
  UnclaimedParcelResponse,
} from '../../../../core/parcels/api/parcel-desk.endpoints.js';
import { DeskSearch } from '../../../../web/features/parcels/desk-search.js';
import { ReceiveParcelForm } from '../../../../web/features/parcels/receive-parcel-form.js';
import { UnclaimedParcels } from '../../../../web/features/parcels/unclaimed-parcels.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';
import { aParcelResponse } from './parcel-answer.mother.js';

const RECEIVED = { status: 'received' as const, at: '2026-11-26T10:00:00.000Z' };
/** A parcel as staff are answered it: its steps with their reasons. */
const staffResponse = (overrides: Partial<ParcelResponse>) => ({
  ...aParcelResponse(overrides),
  events: [{ ...RECEIVED, reason: null }],
});
const listed = (number: string, overrides: Partial<DeskParcelResponse> = {}): DeskParcelResponse => ({
  number,
  trackingNumber: `TBA${number.slice(2)}`,
  status: 'received',
  owner: { accountId: 'KX100001', name: 'Amina Yusuf' },
  receivedAt: '2026-11-26T10:00:00.000Z',
  chargeableKg: 2,
  ...overrides,
});

describe('receiving with a barcode scanner', () => {
  it('moves on at each scanned code’s Enter, and sends the form at the last Enter', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/admin/parcels', async ({ request }) => {
        sent = await request.json();
        const parcel = staffResponse({ number: 'KP1000007', accountId: null, charge: 0 });
        return HttpResponse.json(parcel, { status: 201 });
      }),
    );
    renderWithApp(<ReceiveParcelForm onReceived={() => undefined} />, '/admin-parcels');
    const form = screen.getByRole('form', { name: 'Receive a parcel' });
    // The suite label is missing (left out of what is sent): the scan starts at the tracking number.
    await userEvent.click(within(form).getByLabelText(/Tracking number/));
    await userEvent.keyboard('1Z999AA10123456784{Enter}');
    expect(within(form).getByLabelText(/Carrier/)).toHaveFocus();
    expect(sent).toBeUndefined();
    await userEvent.keyboard('UPS{Enter}');
    expect(within(form).getByLabelText(/Weight/)).toHaveFocus();
    for (const figure of ['2', '30', '20']) await userEvent.keyboard(`${figure}{Enter}`);
    expect(within(form).getByLabelText(/Height/)).toHaveFocus();
    await userEvent.keyboard('10{Enter}');
    await waitFor(() =>
      expect(sent).toEqual({
        trackingNumber: '1Z999AA10123456784',
        carrier: 'UPS',
        weightKg: 2,
        lengthCm: 30,
        widthCm: 20,
        heightCm: 10,
      }),
    );
  });
});

describe('the desk’s list', () => {
  it('searches, shows more, and moves the selected parcels at once, naming those that did not move', async () => {
    const queries: string[] = [];
    let moved: unknown;
    server.use(
      http.get('/api/admin/parcels', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        return HttpResponse.json(
          query.get('cursor') === 'next'
            ? { parcels: [listed('KP1000001', { owner: null })], nextCursor: null }
            : { parcels: [listed('KP1000003'), listed('KP1000002')], nextCursor: 'next' },
        );
      }),
      http.post('/api/admin/parcels/moves', async ({ request }) => {
        moved = await request.json();
        return HttpResponse.json({
          moved: 1,
          results: [
            { number: 'KP1000003', moved: true, reason: null },
            { number: 'KP1000001', moved: false, reason: 'This parcel is unclaimed' },
          ],
        });
      }),
    );
    // Moving a selection is for the roles its endpoint names: a warehouse member's.
    server.use(http.get('/api/session', () => HttpResponse.json({ user: aStaffMember() })));
    renderWithApp(<DeskSearch version={0} onMoved={() => undefined} />, '/admin-parcels');
    const list = await screen.findByRole('list', { name: 'Parcels found' });
    await within(list).findByText('KP1000003');
    await userEvent.type(screen.getByRole('searchbox'), 'kx100001{Enter}');
    await waitFor(() => expect(queries).toContain('q=kx100001'));
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('Unclaimed')).toBeInTheDocument();
    expect(queries.at(-1)).toBe('q=kx100001&cursor=next');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Select parcels above, then move them to')).toBeInTheDocument();
    await userEvent.click(within(list).getByLabelText('KP1000003'));
    await userEvent.click(within(list).getByLabelText('KP1000001'));
    await userEvent.selectOptions(screen.getByLabelText(/Move the 2 selected to/), 'departed');
    await userEvent.click(screen.getByRole('button', { name: 'Move selected' }));
    await waitFor(() => expect(moved).toEqual({ numbers: ['KP1000003', 'KP1000001'], status: 'departed' }));
    // Moved: the next move starts from no status.
    await waitFor(() => expect(screen.getByLabelText(/(selected|move them) to$/)).toHaveValue(''));
  });
});

describe('printing labels at the desk', () => {
  it('offers each parcel’s label, the box’s, and one PDF (or ZPL) of the selected parcels’ labels', async () => {
    server.use(
      http.get('/api/admin/parcels', () =>
        HttpResponse.json({
          parcels: [listed('KP1000003', { shipmentNumber: 'KS2000001' }), listed('KP1000002')],
          box: {
            number: 'KS2000001',
            parcels: ['KP1000003'],
            status: 'received',
            charge: 30,
            due: 30,
            howToPay: null,
          },
          nextCursor: null,
        }),
      ),
    );
    // Moving a selection is for the roles its endpoint names: a warehouse member's.
    server.use(http.get('/api/session', () => HttpResponse.json({ user: aStaffMember() })));
    renderWithApp(<DeskSearch version={0} onMoved={() => undefined} />, '/admin-parcels');
    const list = await screen.findByRole('list', { name: 'Parcels found' });
    const one = await within(list).findByRole('link', { name: 'Print label of KP1000003' });
    expect(one).toHaveAttribute('href', '/api/admin/parcels/KP1000003/label');
    expect(one).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Print box label of KS2000001' })).toHaveAttribute(
      'href',
      '/api/admin/shipments/KS2000001/label',
    );
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeDisabled();
    await userEvent.click(within(list).getByLabelText('KP1000003'));
    await userEvent.click(within(list).getByLabelText('KP1000002'));
    expect(screen.getByRole('link', { name: 'Print 2 labels' })).toHaveAttribute(
      'href',
      '/api/admin/labels?numbers=KP1000003%2CKP1000002',
    );
    expect(screen.getByRole('link', { name: 'ZPL for a thermal printer' })).toHaveAttribute(
      'href',
      '/api/admin/labels?numbers=KP1000003%2CKP1000002&format=zpl',
    );
  });
});

describe('unclaimed parcels at the desk', () => {
  it('offers the customer who pre-alerted one, assigned in one click', async () => {
    const stray: UnclaimedParcelResponse = {
      ...listed('KP1000009', { owner: null }),
      carrier: 'UPS',
      description: null,
      preAlertedBy: [{ accountId: 'KX100002', name: 'Baraka Lado' }],
    };
    let waiting = [stray];
    let assigned: unknown;
    server.use(
      http.get('/api/admin/parcels/unclaimed', () => HttpResponse.json({ parcels: waiting })),
      http.post('/api/admin/parcels/KP1000009/assign', async ({ request }) => {
        assigned = await request.json();
        waiting = [];
        return HttpResponse.json(staffResponse({ number: 'KP1000009', accountId: 'KX100002' }));
      }),
    );
    renderWithApp(<UnclaimedParcels version={0} onAssigned={() => undefined} />, '/admin-parcels');
    expect(await screen.findByText('Pre-alerted by KX100002 (Baraka Lado)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign to KX100002' }));
    expect(await screen.findByText('No unclaimed parcels.')).toBeInTheDocument();
    expect(assigned).toEqual({ accountId: 'KX100002' });
  });
});
