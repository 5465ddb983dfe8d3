import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';
import type { StaffRole } from '../../../../core/shared/staff-roles.js';

const FLIGHT_ID = '3f0c2a7e-8d1b-4c6e-9f2a-5b7d1e0c4a98';
const FLIGHT = {
  id: FLIGHT_ID,
  flightNumber: 'ET509',
  mawb: '706-12345675',
  origin: 'ILG',
  destination: 'NBO',
  state: 'departed',
  etd: '2026-12-08T22:30:00.000Z',
  eta: '2026-12-09T12:45:00.000Z',
  originZone: 'America/New_York',
  destinationZone: 'Africa/Nairobi',
  atd: '2026-12-08T22:40:00.000Z',
  ata: null,
  closedAt: '2026-12-08T20:00:00.000Z',
  clearedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

const signedIn = (roles: StaffRole[] = ['admin']) =>
  server.use(http.get('/api/session', () => HttpResponse.json({ user: aStaffMember({ roles }) })));

/** The scans the page sent, and the answers: KS1000003 arrived, KP1000009 flagged, KP1000005 refused. */
function scanServer() {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/admin/flights', () => HttpResponse.json({ flights: [FLIGHT], nextCursor: null })),
    http.post('/api/admin/scans', async ({ request }) => {
      const body = (await request.json()) as { reference: string; step: string };
      sent.push(body);
      const recorded = {
        id: crypto.randomUUID(),
        reference: body.reference,
        step: body.step,
        staff: 'staff@example.com',
        place: 'Nairobi office (NBO)',
        at: '2026-12-09T13:00:00.000Z',
        flightId: FLIGHT_ID,
      };
      if (body.reference === 'KP1000005')
        return HttpResponse.json(
          { message: 'KP1000005 was handed over already: do not hand it over again.' },
          { status: 409 },
        );
      if (body.reference === 'KP1000009')
        return HttpResponse.json(
          {
            ...recorded,
            outcome: 'flagged',
            message: 'KP1000009 is not on flight ET509’s manifest: set it aside and tell the supervisor.',
          },
          { status: 201 },
        );
      return HttpResponse.json(
        { ...recorded, outcome: 'done', message: `${body.reference} arrived at Nairobi office (NBO).` },
        { status: 201 },
      );
    }),
  );
  return sent;
}

describe('/admin-scans', () => {
  it('is for staff only', async () => {
    signedIn([]);
    renderSite('/admin-scans');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  });

  it('sends each number on Enter with the step and flight chosen once, clears and refocuses the field', async () => {
    signedIn();
    const sent = scanServer();
    renderSite('/admin-scans');
    await userEvent.click(await screen.findByRole('radio', { name: 'Arrived' }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Flight' }),
      await screen.findByRole('option', { name: 'ET509 to NBO (departed)' }),
    );
    const field = screen.getByLabelText('Scan a box (KS…) or a lone parcel (KP…)');
    await userEvent.click(field);
    await userEvent.keyboard('KS1000003{Enter}');
    const done = await screen.findByText('KS1000003 arrived at Nairobi office (NBO).', { selector: 'p' });
    expect(done).toHaveClass('text-green-800');
    expect(done.parentElement).toHaveAttribute('aria-live', 'assertive');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await userEvent.keyboard('KP1000009{Enter}');
    const flagged = await screen.findByText(/is not on flight ET509’s manifest/, { selector: 'p' });
    expect(flagged).toHaveClass('text-red-700');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(sent).toEqual([
      { reference: 'KS1000003', step: 'arrived', flightId: FLIGHT_ID },
      { reference: 'KP1000009', step: 'arrived', flightId: FLIGHT_ID },
    ]);
    const log = within(screen.getByRole('region', { name: 'This session’s scans' }));
    expect(log.getByText('This session’s scans (2)')).toBeInTheDocument();
    expect(log.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^FlaggedKP1000009Arrived/),
      expect.stringMatching(/^DoneKS1000003Arrived/),
    ]);
  });

  it('asks the handover’s code and who collects with each scan and says a refusal in red', async () => {
    signedIn();
    const sent = scanServer();
    renderSite('/admin-scans');
    await userEvent.click(await screen.findByRole('radio', { name: 'Handed over' }));
    await userEvent.type(screen.getByLabelText('Collection code'), '123456');
    await userEvent.type(screen.getByLabelText('Collected by (name on their ID)'), 'Jane Achieng');
    await userEvent.type(screen.getByLabelText('ID last 4 digits (optional)'), '0042');
    expect(screen.getByRole('img', { name: 'Signature' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Scan the parcel (KP…) or its box (KS…)'), 'KP1000005{Enter}');
    const refused = await screen.findByText('KP1000005 was handed over already: do not hand it over again.', {
      selector: 'p',
    });
    expect(refused).toHaveClass('text-red-700');
    expect(sent).toEqual([
      {
        reference: 'KP1000005',
        step: 'handed-over',
        code: '123456',
        collectedBy: 'Jane Achieng',
        idLast4: '0042',
      },
    ]);
    // Ready for the next customer: the code is cleared and has the focus.
    expect(screen.getByLabelText('Collection code')).toHaveValue('');
    expect(screen.getByLabelText('Collection code')).toHaveFocus();
  });
});
