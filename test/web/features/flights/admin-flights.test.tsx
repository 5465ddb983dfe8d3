import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  FlightResponse,
  FlightViewResponse,
} from '../../../../core/flights/api/flight-responses.schema.js';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';
import type { StaffRole } from '../../../../core/shared/staff-roles.js';

const ID = '3f0c2a7e-8d1b-4c6e-9f2a-5b7d1e0c4a98';

const aFlight = (overrides: Partial<FlightResponse> = {}): FlightResponse => ({
  id: ID,
  flightNumber: 'ET509',
  mawb: '706-12345675',
  origin: 'ILG',
  destination: 'NBO',
  state: 'planned',
  // 5:30 PM in Wilmington (EST), 3:45 PM the next day in Nairobi.
  etd: '2026-12-08T22:30:00.000Z',
  eta: '2026-12-09T12:45:00.000Z',
  originZone: 'America/New_York',
  destinationZone: 'Africa/Nairobi',
  atd: null,
  ata: null,
  closedAt: null,
  clearedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

const NO_TOTALS = {
  shipments: 0,
  parcels: 0,
  pieces: 0,
  actualKg: 0,
  chargeableKg: 0,
  declaredValueCents: 0,
};

const aFlightView = (overrides: Partial<FlightViewResponse> = {}): FlightViewResponse => ({
  ...aFlight(),
  shipments: [],
  totals: NO_TOTALS,
  reschedules: [],
  undeclared: [],
  flagged: [],
  missing: [],
  ...overrides,
});

const BOX = {
  reference: 'KS1000003',
  kind: 'box' as const,
  owner: { accountId: 'KX100001', name: 'Amina Yusuf' },
  parcels: ['KP1000001', 'KP1000002'],
  actualKg: 7.5,
  chargeableKg: 9,
  declaredValueCents: 32_000,
  loadedAt: '2026-12-07T15:00:00.000Z',
};

const signedIn = (roles: StaffRole[] = ['admin']) =>
  server.use(http.get('/api/session', () => HttpResponse.json({ user: aStaffMember({ roles }) })));

describe('/admin-flights', () => {
  it('is for staff only', async () => {
    signedIn([]);
    renderSite('/admin-flights');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  });

  it('lists the flights, each time on its airport’s clock, and pages on', async () => {
    signedIn();
    const queries: string[] = [];
    server.use(
      http.get('/api/admin/flights', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        return HttpResponse.json(
          query.get('cursor') === 'next'
            ? {
                flights: [
                  aFlight({
                    id: 'a'.repeat(36),
                    flightNumber: 'KQ003',
                    mawb: '706-00000000',
                    state: 'cleared',
                  }),
                ],
                nextCursor: null,
              }
            : { flights: [aFlight()], nextCursor: 'next' },
        );
      }),
    );
    renderSite('/admin-flights');
    const table = await screen.findByRole('table', { name: 'Flights' });
    const row = within(table).getByRole('link', { name: 'ET509' }).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('706-12345675')).toBeInTheDocument();
    expect(cells.getByText('ILG → NBO')).toBeInTheDocument();
    expect(cells.getByText('8 December 2026, 5:30 PM ILG time')).toBeInTheDocument();
    expect(cells.getByText('9 December 2026, 3:45 PM NBO time')).toBeInTheDocument();
    expect(cells.getByText('Planned: loading')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByRole('link', { name: 'KQ003' })).toBeInTheDocument();
    expect(queries).toEqual(['', 'cursor=next']);
    expect(screen.getByRole('link', { name: 'ET509' })).toHaveAttribute(
      'href',
      `/admin-flights?flight=${ID}`,
    );
  });

  it('plans a flight with its times on each airport’s clock, and shows the server’s field message', async () => {
    signedIn();
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/flights', () => HttpResponse.json({ flights: [], nextCursor: null })),
      http.post('/api/admin/flights', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            message: 'This MAWB is refused by the airline',
            errors: [{ path: 'mawb', message: 'This MAWB is refused by the airline' }],
          },
          { status: 400 },
        );
      }),
    );
    renderSite('/admin-flights');
    const form = await screen.findByRole('form', { name: 'Plan a flight' });
    await userEvent.type(within(form).getByLabelText(/Flight number/), 'et 509');
    // A wrong check digit is told on the field before anything is sent.
    await userEvent.type(within(form).getByLabelText(/MAWB/), '706-12345670');
    await userEvent.selectOptions(within(form).getByLabelText(/Destination/), 'JUB');
    await userEvent.type(within(form).getByLabelText(/Departure \(ETD\), ILG time/), '2026-12-08T17:30');
    await userEvent.type(within(form).getByLabelText(/Arrival \(ETA\), JUB time/), '2026-12-09T15:45');
    await userEvent.click(within(form).getByRole('button', { name: 'Plan the flight' }));
    const mawb = within(form).getByLabelText(/MAWB/);
    expect(mawb).toHaveAccessibleDescription(/check digit is wrong.*should be 5/);
    expect(sent).toEqual([]);
    await userEvent.clear(mawb);
    await userEvent.type(mawb, '706-12345675');
    await userEvent.click(within(form).getByRole('button', { name: 'Plan the flight' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          flightNumber: 'ET509',
          mawb: '706-12345675',
          destination: 'JUB',
          etd: '2026-12-08T22:30:00.000Z',
          eta: '2026-12-09T13:45:00.000Z',
        },
      ]),
    );
    await waitFor(() => expect(mawb).toHaveAccessibleDescription('This MAWB is refused by the airline'));
    expect(mawb).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('one flight', () => {
  it('loads a scanned number, says a refusal big and live, and clears and refocuses the field', async () => {
    signedIn();
    const loads: unknown[] = [];
    server.use(
      http.get(`/api/admin/flights/${ID}`, () => HttpResponse.json(aFlightView())),
      http.post(`/api/admin/flights/${ID}/shipments`, async ({ request }) => {
        const body = (await request.json()) as { reference: string };
        loads.push(body);
        if (body.reference === 'KP1000009')
          return HttpResponse.json(
            { message: 'KP1000009 is held to travel with other parcels: pack the box first' },
            { status: 409 },
          );
        return HttpResponse.json(
          aFlightView({
            shipments: [BOX],
            totals: {
              shipments: 1,
              parcels: 2,
              pieces: 1,
              actualKg: 7.5,
              chargeableKg: 9,
              declaredValueCents: 32_000,
            },
          }),
        );
      }),
    );
    renderSite(`/admin-flights?flight=${ID}`);
    const field = await screen.findByLabelText(/Scan a box/);
    await userEvent.click(field);
    await userEvent.keyboard('KS1000003{Enter}');
    expect(await screen.findByText('Loaded KS1000003')).toBeInTheDocument();
    const shipments = await screen.findByRole('table', { name: 'Shipments on the flight' });
    expect(within(shipments).getByText('KX100001')).toBeInTheDocument();
    expect(within(shipments).getByText('Amina Yusuf')).toBeInTheDocument();
    expect(within(shipments).getByText('$320.00')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Totals')).getByText('9 kg')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await userEvent.keyboard('KP1000009{Enter}');
    const refusal = await screen.findByText(/is held to travel with other parcels/);
    expect(refusal).toHaveClass('text-red-700');
    expect(refusal.parentElement).toHaveAttribute('aria-live', 'assertive');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(loads).toEqual([{ reference: 'KS1000003' }, { reference: 'KP1000009' }]);
  });

  it('shows the arrival scans’ flagged and missing shipments', async () => {
    signedIn();
    server.use(
      http.get(`/api/admin/flights/${ID}`, () =>
        HttpResponse.json(
          aFlightView({ state: 'arrived', flagged: ['KP1000009'], missing: ['KS1000003', 'KP1000004'] }),
        ),
      ),
    );
    renderSite(`/admin-flights?flight=${ID}`);
    const section = within(await screen.findByRole('region', { name: 'Arrival scans' }));
    expect(
      section.getByText(/Flagged \(scanned on arrival, not on this flight’s manifest\)/),
    ).toHaveTextContent('KP1000009');
    expect(section.getByText(/Missing \(on the manifest/)).toHaveTextContent('KS1000003, KP1000004');
  });

  it('unloads a shipment while planned', async () => {
    signedIn();
    let unloaded = '';
    server.use(
      http.get(`/api/admin/flights/${ID}`, () => HttpResponse.json(aFlightView({ shipments: [BOX] }))),
      http.delete(`/api/admin/flights/${ID}/shipments/:reference`, ({ params }) => {
        unloaded = String(params.reference);
        return HttpResponse.json(aFlightView());
      }),
    );
    renderSite(`/admin-flights?flight=${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Unload KS1000003' }));
    expect(await screen.findByText('No shipment is loaded yet.')).toBeInTheDocument();
    expect(unloaded).toBe('KS1000003');
  });

  it('imports the customs assessment of a landed flight, showing the format and each line charged or refused', async () => {
    signedIn();
    const sent: string[] = [];
    server.use(
      http.get(`/api/admin/flights/${ID}`, () =>
        HttpResponse.json(
          aFlightView({ state: 'arrived', ata: '2026-12-09T12:45:00.000Z', shipments: [BOX] }),
        ),
      ),
      http.post(`/api/admin/flights/${ID}/assessment`, async ({ request }) => {
        sent.push(await request.text());
        return HttpResponse.json({
          flightId: ID,
          flightNumber: 'ET509',
          posted: [{ line: 2, hawb: 'KS1000003', currency: 'KES', total: 2655.5, charged: 20.59 }],
          alreadyPosted: [],
          refused: [{ line: 3, hawb: 'KS9', reason: 'KS9 is not a house waybill of flight ET509.' }],
        });
      }),
    );
    renderSite(`/admin-flights?flight=${ID}`);
    const section = await screen.findByRole('region', { name: 'Customs assessment' });
    expect(within(section).getByText(/hawb,currency,duty,vat,idf,rdl,excise/)).toBeInTheDocument();
    const file = new File(
      ['hawb,currency,duty,vat,idf,rdl,excise\nKS1000003,KES,2655.50,0,0,0,0\n'],
      'a.csv',
      {
        type: 'text/csv',
      },
    );
    await userEvent.upload(within(section).getByLabelText('Assessment file'), file);
    await userEvent.click(within(section).getByRole('button', { name: 'Import the assessment' }));
    expect(await within(section).findByText(/1 charged now, 0 charged before/)).toBeInTheDocument();
    expect(within(section).getAllByText('$20.59').length).toBeGreaterThan(0);
    expect(
      within(section).getAllByText('KS9 is not a house waybill of flight ET509.').length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual(['hawb,currency,duty,vat,idf,rdl,excise\nKS1000003,KES,2655.50,0,0,0,0\n']);
  });

  it('offers no assessment before landing, nor for a flight to Juba', async () => {
    signedIn();
    server.use(
      http.get(`/api/admin/flights/${ID}`, () =>
        HttpResponse.json(
          aFlightView({
            ...aFlight({ destination: 'JUB', destinationZone: 'Africa/Juba' }),
            state: 'arrived',
          }),
        ),
      ),
    );
    renderSite(`/admin-flights?flight=${ID}`);
    expect(await screen.findByRole('heading', { name: /Flight/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customs assessment' })).not.toBeInTheDocument();
  });

  it('records a step once confirmed, at the time given on the airport’s clock or now', async () => {
    signedIn();
    const steps: { step: string; body: unknown }[] = [];
    let state: FlightResponse['state'] = 'planned';
    server.use(
      http.get(`/api/admin/flights/${ID}`, () => HttpResponse.json(aFlightView({ state }))),
      http.post(`/api/admin/flights/${ID}/:step`, async ({ params, request }) => {
        const step = String(params.step);
        steps.push({ step, body: await request.json() });
        state = step === 'close' ? 'closed' : 'departed';
        return HttpResponse.json(
          aFlightView({ state, atd: step === 'depart' ? '2026-12-08T23:05:00.000Z' : null }),
        );
      }),
    );
    renderSite(`/admin-flights?flight=${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Close loading' }));
    const confirmClose = screen.getByRole('group', { name: 'Confirm Close loading' });
    await userEvent.click(within(confirmClose).getByRole('button', { name: 'Confirm: Close loading' }));
    await waitFor(() => expect(steps).toEqual([{ step: 'close', body: {} }]));
    expect(await screen.findByText('Closed: loading finished')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Scan a box/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Departed' }));
    const confirmDepart = screen.getByRole('group', { name: 'Confirm Departed' });
    await userEvent.type(within(confirmDepart).getByLabelText(/When, ILG time/), '2026-12-08T18:05');
    await userEvent.click(within(confirmDepart).getByRole('button', { name: 'Confirm: Departed' }));
    await waitFor(() =>
      expect(steps[1]).toEqual({ step: 'depart', body: { at: '2026-12-08T23:05:00.000Z' } }),
    );
    expect(await screen.findByText('8 December 2026, 6:05 PM ILG time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arrived' })).toBeInTheDocument();
  });

  it('moves the ETA with a reason, saying first that customers will be told of an hour or more', async () => {
    signedIn();
    let sent: unknown;
    server.use(
      http.get(`/api/admin/flights/${ID}`, () => HttpResponse.json(aFlightView())),
      http.patch(`/api/admin/flights/${ID}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          aFlightView({
            eta: '2026-12-09T15:45:00.000Z',
            reschedules: [
              {
                at: '2026-12-08T12:00:00.000Z',
                previousEtd: '2026-12-08T22:30:00.000Z',
                previousEta: '2026-12-09T12:45:00.000Z',
                etd: '2026-12-08T22:30:00.000Z',
                eta: '2026-12-09T15:45:00.000Z',
                reason: 'Late inbound aircraft',
              },
            ],
          }),
        );
      }),
    );
    renderSite(`/admin-flights?flight=${ID}`);
    const form = await screen.findByRole('form', { name: 'Change ETA/ETD' });
    const eta = within(form).getByLabelText(/New ETA, NBO time/);
    expect(eta).toHaveValue('2026-12-09T15:45');
    await userEvent.clear(eta);
    await userEvent.type(eta, '2026-12-09T16:15');
    expect(screen.queryByText(/will be told/)).not.toBeInTheDocument();
    await userEvent.clear(eta);
    await userEvent.type(eta, '2026-12-09T18:45');
    expect(within(form).getByText(/Customers on this flight will be told/)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Late inbound aircraft');
    await userEvent.click(within(form).getByRole('button', { name: 'Change the times' }));
    await waitFor(() =>
      expect(sent).toEqual({ eta: '2026-12-09T15:45:00.000Z', reason: 'Late inbound aircraft' }),
    );
    const changes = await screen.findByRole('list', { name: 'Schedule changes' });
    expect(
      within(changes).getByText('ETA 9 December 2026, 3:45 PM NBO time → 9 December 2026, 6:45 PM NBO time'),
    ).toBeInTheDocument();
    expect(within(changes).getByText('Reason: Late inbound aircraft')).toBeInTheDocument();
    // The form starts again from the flight's new times.
    const again = screen.getByRole('form', { name: 'Change ETA/ETD' });
    expect(within(again).getByLabelText(/New ETA, NBO time/)).toHaveValue('2026-12-09T18:45');
  });
});
