import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const ENTRY = {
  id: '9b1e6d2c-4a7f-4e3b-8c5d-1f2a3b4c5d6e',
  kind: 'payment',
  amountCents: 4550,
  description: 'Bank transfer',
  method: 'bank',
  reference: 'BANK-778',
  subject: null,
  reverses: null,
  reversedBy: null,
  reason: null,
  shillings: null,
  postedAt: '2026-11-26T07:15:00.000Z',
  accountId: 'KX100042',
};

const staffDesk = () => {
  const days: string[] = [];
  server.use(
    http.get('/api/session', () => HttpResponse.json({ user: aStaffMember() })),
    http.get('/api/admin/payments', ({ request }) => {
      const day = new URL(request.url).searchParams.get('day') ?? '';
      days.push(day);
      return HttpResponse.json(
        day === '2026-11-26'
          ? { day, payments: [ENTRY], totalCents: 4550 }
          : { day, payments: [], totalCents: 0 },
      );
    }),
    http.get('/api/admin/payments/unmatched', () =>
      HttpResponse.json({
        unmatched: [
          {
            transId: 'QK12ABC345',
            amountKes: 2000,
            billRefNumber: 'KX1O0042',
            msisdn: '2547*****678',
            payerName: 'JOHN',
            receivedAt: '2026-11-26T08:00:00.000Z',
            assignedTo: null,
          },
        ],
      }),
    ),
  );
  return days;
};

describe('/admin-payments', () => {
  it("lists a Nairobi day's payments with their total, for the day picked", async () => {
    const days = staffDesk();
    renderSite('/admin-payments');
    await screen.findByRole('heading', { name: 'Payments', level: 1 });
    const picker = await screen.findByLabelText('Day (Nairobi)');
    // A date field takes a whole date at once, as a browser's date picker gives it.
    fireEvent.change(picker, { target: { value: '2026-11-26' } });
    const table = await screen.findByRole('table', { name: 'Payments of 2026-11-26' });
    expect(within(table).getByText('BANK-778')).toBeInTheDocument();
    expect(screen.getByText(/Total:/)).toHaveTextContent('Total: $45.50 from 1 payment');
    expect(days).toContain('2026-11-26');
  });

  it('records a payment, and says in words when its reference was recorded already', async () => {
    staffDesk();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/payments', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'A payment with this reference has already been recorded: it was not recorded again.' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderSite('/admin-payments');
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    await user.type(within(form).getByLabelText(/Account ID/), 'KX100042');
    await user.type(within(form).getByLabelText(/Amount/), '45.50');
    await user.selectOptions(within(form).getByLabelText(/Method/), 'bank');
    await user.type(within(form).getByLabelText(/Reference/), 'BANK-778');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(
        'A payment with this reference has already been recorded: it was not recorded again.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ accountId: 'KX100042', amountUsd: 45.5, method: 'bank', reference: 'BANK-778' }]);
  });

  it('reverses a payment of the day with a reason, and assigns an unmatched paybill payment', async () => {
    staffDesk();
    const reversed: unknown[] = [];
    const assigned: unknown[] = [];
    server.use(
      http.post(`/api/admin/ledger/${ENTRY.id}/reverse`, async ({ request }) => {
        reversed.push(await request.json());
        return HttpResponse.json({ ...ENTRY, id: crypto.randomUUID(), kind: 'reversal' }, { status: 201 });
      }),
      http.post('/api/admin/payments/unmatched/QK12ABC345/assign', async ({ request }) => {
        assigned.push(await request.json());
        return HttpResponse.json({
          transId: 'QK12ABC345',
          amountKes: 2000,
          billRefNumber: 'KX1O0042',
          msisdn: '2547*****678',
          payerName: 'JOHN',
          receivedAt: '2026-11-26T08:00:00.000Z',
          assignedTo: 'KX100042',
        });
      }),
    );
    const user = userEvent.setup();
    renderSite('/admin-payments');
    const picker = await screen.findByLabelText('Day (Nairobi)');
    fireEvent.change(picker, { target: { value: '2026-11-26' } });
    await user.click(await screen.findByRole('button', { name: 'Reverse…' }));
    const form = screen.getByRole('form', { name: 'Reverse an entry' });
    expect(within(form).getByLabelText(/Entry id/)).toHaveValue(ENTRY.id);
    await user.type(within(form).getByLabelText(/Reason/), 'Bounced transfer');
    await user.click(within(form).getByRole('button', { name: 'Reverse entry' }));
    expect(await screen.findByText('Reversed $45.50 on KX100042')).toBeInTheDocument();
    expect(reversed).toEqual([{ reason: 'Bounced transfer' }]);

    const assign = screen.getByRole('form', { name: 'Assign QK12ABC345' });
    await user.type(within(assign).getByLabelText('Account ID'), 'KX100042');
    await user.click(within(assign).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('QK12ABC345 credited to KX100042')).toBeInTheDocument();
    expect(assigned).toEqual([{ accountId: 'KX100042' }]);
  });
});
