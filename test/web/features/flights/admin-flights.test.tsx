import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  FlightResponse,
  FlightViewResponse,
} from '../../../../core/flights/api/flight-responses.schema.js';
import AdminFlightsPage from '../../../../web/features/flights/admin-flights.page.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

const ID = '00000000-0000-4000-8000-000000000051';
const FLIGHT: FlightResponse = {
  id: ID,
  flightNumber: 'ET509',
  mawb: '706-12345675',
  origin: 'ILG',
  destination: 'NBO',
  state: 'planned',
  etd: '2026-12-08T22:30:00.000Z',
  eta: '2026-12-09T18:45:00.000Z',
  originZone: 'America/New_York',
  destinationZone: 'Africa/Nairobi',
  atd: null,
  ata: null,
  closedAt: null,
  clearedAt: null,
  createdAt: '2026-12-01T09:00:00.000Z',
};
const EMPTY_TOTALS = {
  shipments: 0,
  parcels: 0,
  pieces: 0,
  actualKg: 0,
  chargeableKg: 0,
  declaredValueCents: 0,
};

describe('the flights page', () => {
  it('opens a flight, loads a shipment by scan and closes loading', async () => {
    let view: FlightViewResponse = { ...FLIGHT, shipments: [], totals: EMPTY_TOTALS, reschedules: [] };
    const loadedWith: unknown[] = [];
    server.use(
      http.get('/api/admin/flights', () => HttpResponse.json({ flights: [FLIGHT], nextCursor: null })),
      http.get(`/api/admin/flights/${ID}`, () => HttpResponse.json(view)),
      http.post(`/api/admin/flights/${ID}/shipments`, async ({ request }) => {
        loadedWith.push(await request.json());
        view = {
          ...view,
          shipments: [
            {
              reference: 'KS2000001',
              kind: 'box',
              parcels: ['KP1000001', 'KP1000002'],
              actualKg: 30,
              chargeableKg: 30,
              declaredValueCents: 0,
              loadedAt: '2026-12-08T10:00:00.000Z',
            },
          ],
          totals: {
            shipments: 1,
            parcels: 2,
            pieces: 1,
            actualKg: 30,
            chargeableKg: 30,
            declaredValueCents: 0,
          },
        };
        return HttpResponse.json(view);
      }),
      http.post(`/api/admin/flights/${ID}/close`, () => {
        view = { ...view, state: 'closed' };
        return HttpResponse.json(view);
      }),
    );
    renderWithApp(<AdminFlightsPage />, '/admin-flights');
    await userEvent.click(await screen.findByRole('button', { name: 'Open ET509' }));
    const load = await screen.findByRole('form', { name: 'Load onto ET509' });
    await userEvent.type(within(load).getByLabelText(/Scan a box/), 'KS2000001{Enter}');
    expect(await screen.findByText('KP1000001, KP1000002')).toBeInTheDocument();
    expect(loadedWith).toEqual([{ reference: 'KS2000001' }]);
    expect(screen.getByText(/1 shipments \(1 pieces, 2 parcels\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close loading' }));
    expect(await screen.findByText(/· closed ·/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Load onto ET509' })).not.toBeInTheDocument();
  });
});
