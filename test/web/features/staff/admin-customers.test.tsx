import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const signedIn = () =>
  server.use(http.get('/api/session', () => HttpResponse.json({ user: aStaffMember() })));

const hit = (n: number) => ({
  accountId: `KX1000${String(n).padStart(2, '0')}`,
  firstName: 'Amina',
  lastName: `Otieno ${String(n)}`,
  email: n === 1 ? null : `amina${String(n)}@example.com`,
  phoneNumber: '+254712345678',
  source: n === 1 ? 'imported' : 'site-account',
});

const PAGE = {
  customer: hit(2),
  account: {
    email: 'amina2@example.com',
    isEmailVerified: true,
    blockedReason: null,
    destination: 'kenya',
    destinationChangeable: false,
    delivery: 'Pickup point westlands',
    parcels: [
      {
        number: 'KP1000001',
        trackingNumber: 'TBA000000000001',
        status: 'departed',
        statusText: 'On its way',
        chargeCents: 3000,
        shipmentNumber: null,
        receivedAt: '2026-12-01T10:00:00.000Z',
        handedOver: null,
      },
    ],
    shipments: [],
    statement: {
      balanceCents: 3000,
      dueCents: 3000,
      dueKes: 3900,
      kesPerUsd: 129.5,
      rateDate: '2026-12-01',
      entries: [
        {
          id: 'e1',
          kind: 'charge',
          amountCents: 3000,
          description: 'Shipping KP1000001',
          method: null,
          reference: null,
          subject: 'KP1000001',
          reverses: null,
          reversedBy: null,
          reason: null,
          shillings: null,
          postedAt: '2026-12-01T10:00:00.000Z',
          signedCents: 3000,
          subjects: ['KP1000001'],
        },
      ],
      nextCursor: null,
    },
    notices: [
      { subject: 'Your parcel arrived', queuedAt: '2026-12-01T10:00:00.000Z', state: 'sent', sentAt: null },
    ],
  },
  notes: [
    { id: 'n1', text: 'Called on Monday.', staffEmail: 'desk@example.com', at: '2026-12-02T08:00:00.000Z' },
  ],
};

describe('/admin-customers', () => {
  it('searches, lists both kinds with links to their pages, and asks for the next page', async () => {
    signedIn();
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/customers', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('q') ?? ''}|${url.searchParams.get('cursor') ?? ''}`);
        return url.searchParams.get('cursor')
          ? HttpResponse.json({ customers: [hit(3)], nextCursor: null })
          : HttpResponse.json({ customers: [hit(1), hit(2)], nextCursor: 'KX100002' });
      }),
    );
    renderSite('/admin-customers');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'otieno');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Customers found' });
    expect(within(table).getByRole('link', { name: 'KX100001' })).toHaveAttribute(
      'href',
      '/admin-customers/KX100001',
    );
    expect(within(table).getByText('Imported')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByRole('link', { name: 'KX100003' })).toBeInTheDocument();
    expect(asked).toEqual(['otieno|', 'otieno|KX100002']);
  });
});

describe('/admin-customers/:accountId', () => {
  it('shows parcels, balance, notices and notes, and blocks sign-in with the reason typed', async () => {
    signedIn();
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/customers/KX100002', () => HttpResponse.json(PAGE)),
      http.put('/api/admin/customers/KX100002/sign-in-block', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ blocked: true, reason: 'Fraud check' });
      }),
    );
    renderSite('/admin-customers/KX100002');
    expect(await screen.findByRole('heading', { name: 'Amina Otieno 2' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Parcels' })).toHaveTextContent('KP1000001');
    expect(screen.getByText('Balance owed: $30.00')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Notices sent' })).toHaveTextContent('Your parcel arrived');
    expect(screen.getByText('Called on Monday.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change destination to South Sudan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reverse' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason to block sign-in'), 'Fraud check');
    await userEvent.click(screen.getByRole('button', { name: 'Block sign-in' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Fraud check' }]));
  });
});
