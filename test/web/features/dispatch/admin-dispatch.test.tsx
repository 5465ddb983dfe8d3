import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const RIDER = {
  id: '3f0c2a7e-8d1b-4c6e-9f2a-5b7d1e0c4a98',
  name: 'Otieno Ouma',
  phone: '+254722000111',
  active: true,
};
const STOP = {
  reference: 'KS2000001',
  accountId: 'KX100001',
  ownerName: 'Amina Wanjiru',
  parcels: ['KP1000001', 'KP1000002'],
  pieces: 2,
  readyAt: '2026-12-02T08:00:00.000Z',
  dueCents: 1250,
  riderId: null,
  failures: 1,
};
const LIST = {
  day: '2026-12-04',
  points: [
    {
      point: { id: 'nairobi', name: 'Nairobi', address: 'Moi Avenue', hours: 'Mon–Fri' },
      waiting: 3,
      oldestReadyAt: '2026-12-01T08:00:00.000Z',
      stops: [{ ...STOP, reference: 'KP1000009' }],
    },
  ],
  counties: [
    {
      county: 'Kisumu',
      towns: [
        {
          town: 'Milimani',
          stops: [
            {
              ...STOP,
              address: {
                county: 'Kisumu',
                town: 'Milimani',
                street: 'Aga Khan Road 7',
                landmark: 'behind the mosque',
                phone: '+254712345678',
              },
            },
          ],
        },
      ],
    },
  ],
  unchosen: [],
  riders: [RIDER],
};

/** The page's server: the list, and what was assigned or recorded. */
function dispatchServer() {
  const sent: { assigned: unknown[]; failed: unknown[] } = { assigned: [], failed: [] };
  server.use(
    http.get('/api/session', () => HttpResponse.json({ user: aStaffMember({ roles: ['dispatch'] }) })),
    http.get('/api/admin/dispatch', () => HttpResponse.json(LIST)),
    http.post('/api/admin/dispatch/assignments', async ({ request }) => {
      sent.assigned.push(await request.json());
      return HttpResponse.json({ rider: RIDER, references: ['KS2000001'] });
    }),
    http.post('/api/admin/dispatch/failures', async ({ request }) => {
      sent.failed.push(await request.json());
      return HttpResponse.json(
        { reference: 'KS2000001', attempts: 2, backOn: '2026-12-05', movedTo: null },
        { status: 201 },
      );
    }),
  );
  return sent;
}

describe('the dispatch page', () => {
  it('shows each point’s wait and each door under its county and town, with address, landmark, phone and due', async () => {
    dispatchServer();
    renderSite('/admin-dispatch');
    const points = await screen.findByRole('table', { name: 'Pickup points' });
    expect(await within(points).findByText('Nairobi')).toBeInTheDocument();
    expect(within(points).getByText('3')).toBeInTheDocument();
    expect(within(points).getByText('3 days')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kisumu County' })).toBeInTheDocument();
    const doors = screen.getByRole('table', { name: 'Door deliveries in Milimani, Kisumu' });
    expect(within(doors).getByText('KS2000001')).toBeInTheDocument();
    expect(within(doors).getByText('behind the mosque')).toBeInTheDocument();
    expect(within(doors).getByText('+254712345678')).toBeInTheDocument();
    expect(within(doors).getByText('$12.50')).toBeInTheDocument();
    expect(within(doors).getByText('none (1 failed)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Printable page' })).toHaveAttribute(
      'href',
      `/admin-run-sheet?rider=${RIDER.id}&date=2026-12-04`,
    );
  });

  it('gives chosen doors to a rider for the day, and records a failed delivery with its reason', async () => {
    const sent = dispatchServer();
    renderSite('/admin-dispatch');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Choose KS2000001' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rider' }), RIDER.id);
    await userEvent.click(screen.getByRole('button', { name: 'Assign chosen (1)' }));
    expect(await screen.findByText('1 given to Otieno Ouma; each customer is mailed.')).toBeInTheDocument();
    expect(sent.assigned).toEqual([{ riderId: RIDER.id, day: '2026-12-04', references: ['KS2000001'] }]);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Record a failed delivery of KS2000001' }),
      'no-one-home',
    );
    expect(await screen.findByText('KS2000001: failed delivery recorded.')).toBeInTheDocument();
    expect(sent.failed).toEqual([{ reference: 'KS2000001', day: '2026-12-04', reason: 'no-one-home' }]);
  });
});
