import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import TrackPage from '../../../../web/features/parcels/track.page.js';
import { Parcels } from '../../../../web/features/parcels/parcels-list.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';
import { aParcelResponse } from './parcel-answer.mother.js';

const ON_FLIGHT = {
  flightNumber: 'ET509',
  destination: 'NBO',
  etd: '2026-12-10T22:30:00.000Z',
  eta: '2026-12-11T18:45:00.000Z',
  readyBy: '2026-12-15',
  departedAt: null,
  arrivedAt: null,
  clearedAt: null,
};

describe("a parcel's ETA", () => {
  it("shows the dashboard card's flight, ETA and ready day in Nairobi's time, and a waiting parcel's next departure as an estimate", async () => {
    server.use(
      http.get('/api/parcels', () =>
        HttpResponse.json({
          parcels: [
            aParcelResponse({
              number: 'KP1000001',
              status: 'departed',
              flight: { ...ON_FLIGHT, departedAt: '2026-12-10T22:41:00.000Z' },
            }),
            aParcelResponse({
              number: 'KP1000002',
              nextDeparture: { date: '2026-12-14', cutoff: '2026-12-11T21:00:00.000Z', estimate: true },
            }),
          ],
        }),
      ),
    );
    renderWithApp(<Parcels />, '/dashboard');
    const card = await screen.findByLabelText('Flight ET509');
    expect(card).toHaveTextContent('ET509');
    expect(card).toHaveTextContent('Departed11 December 2026, 1:41 AM (Nairobi time)');
    expect(card).toHaveTextContent('Lands (ETA)11 December 2026, 9:45 PM (Nairobi time)');
    expect(card).toHaveTextContent('Estimated readyTuesday 15 December 2026');
    expect(screen.getByText(/our next weekly flight \(an estimate/)).toHaveTextContent(
      'Estimated departure: Monday 14 December 2026',
    );
  });

  it('shows the flight and its milestones on the public tracking page', async () => {
    server.use(
      http.get('/api/track/:reference', () =>
        HttpResponse.json({
          number: 'KP1000001',
          status: 'ready',
          events: [{ status: 'received', at: '2026-12-08T15:00:00.000Z' }],
          lastStep: 'Delivered',
          flight: {
            ...ON_FLIGHT,
            departedAt: '2026-12-10T22:41:00.000Z',
            arrivedAt: '2026-12-11T23:10:00.000Z',
            clearedAt: '2026-12-14T09:00:00.000Z',
          },
          nextDeparture: null,
        }),
      ),
    );
    renderWithApp(<TrackPage />, '/track?ref=KP1000001');
    const card = await screen.findByLabelText('Flight ET509');
    expect(card).toHaveTextContent('Landed12 December 2026, 2:10 AM (Nairobi time)');
    expect(card).toHaveTextContent('Cleared customs14 December 2026, 12:00 PM (Nairobi time)');
    expect(within(card).queryByText(/Estimated ready/)).toBeNull();
  });
});
