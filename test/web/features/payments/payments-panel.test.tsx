import { useCallback } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { input } from 'zod/v4/core';
import type { statementResponseSchema } from '../../../../core/ledger/api/ledger-responses.schema.js';
import type { paymentStatusResponseSchema } from '../../../../core/payments/api/payment-responses.schema.js';
import type { Destination } from '../../../../core/pricing/destinations.js';
import { PAYMENT_POLL_MS } from '../../../../web/features/payments/payments.api.js';
import { PaymentsPanel } from '../../../../web/features/payments/payments-panel.js';
import { ToastRegion } from '../../../../web/ui/toast-region.js';
import { useShowsMoney } from '../../../../web/site/money-refresh.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

type Entry = input<typeof statementResponseSchema>['entries'][number];
type PaymentStatus = input<typeof paymentStatusResponseSchema>;

const PAYMENT_ID = '7d4a3c1e-2b7f-4f0a-9a43-0c3f1f5e9b21';

const charge = (n: number, cents = 2700): Entry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'charge',
  amountCents: cents,
  description: `Shipping of parcel KP10000${String(n)}`,
  method: null,
  reference: null,
  subject: `KP10000${String(n)}`,
  reverses: null,
  reversedBy: null,
  reason: null,
  shillings: null,
  postedAt: new Date(Date.UTC(2026, 10, 26, 9) - n * 3_600_000).toISOString(),
  signedCents: cents,
  subjects: [`KP10000${String(n)}`],
});

const payment = (n: number): Entry => ({
  ...charge(n),
  kind: 'payment',
  signedCents: -2700,
  subjects: [],
  description: 'M-Pesa payment',
  method: 'mpesa',
  reference: 'OFFAB12CD3',
  subject: null,
  shillings: { kes: 3483, kesPerUsd: 129, rateDate: '2026-11-01' },
});

const statement = (dueCents: number, entries: Entry[], nextCursor: string | null = null) => ({
  balanceCents: dueCents,
  dueCents,
  dueKes: Math.ceil((dueCents * 129) / 100),
  kesPerUsd: 129,
  rateDate: '2026-11-01',
  entries,
  nextCursor,
});

const JUBA_OFFICE = {
  address: 'Plot 7, Hai Malakal, Juba',
  hours: 'Mon–Fri 9:00–17:00',
  phone: '+211 920 000 111',
};

const options = (offline: boolean, jubaOffice: typeof JUBA_OFFICE | null = null) =>
  http.get('/api/payments/options', () =>
    HttpResponse.json({ paybill: '600123', accountNumber: 'KX100042', offline, jubaOffice }),
  );

/** A request that stays pending for `pendingAnswers` reads, then ends as `end`. */
/**
 * The panel asks after a request every PAYMENT_POLL_MS: its clock is moved on rather than waited for (it also runs
 * on by itself, so Testing Library's waits still work).
 */
function followsTheClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

async function pollUntil(text: string): Promise<void> {
  for (let polls = 0; polls < 20 && screen.queryByText(text) === null; polls += 1)
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
  expect(screen.getByText(text)).toBeInTheDocument();
}

afterEach(() => {
  vi.useRealTimers();
});

function mpesaThatEnds(
  end: Pick<PaymentStatus, 'status' | 'message' | 'failure' | 'resultCode'>,
  pendingResponses = 2,
) {
  const sent: unknown[] = [];
  let reads = 0;
  let paid = false;
  const status = (): PaymentStatus => {
    reads += 1;
    const pending = reads <= pendingResponses;
    if (!pending && end.status === 'paid') paid = true;
    return {
      paymentId: PAYMENT_ID,
      amountKes: 3483,
      amountCents: 2700,
      receiptNumber: pending || end.status !== 'paid' ? null : 'OFFAB12CD3',
      entryId: pending || end.status !== 'paid' ? null : payment(0).id,
      ...(pending
        ? {
            status: 'pending',
            message: 'Check your phone: enter your M-Pesa PIN to pay.',
            failure: null,
            resultCode: null,
          }
        : end),
    };
  };
  server.use(
    http.post('/api/payments/mpesa', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { paymentId: PAYMENT_ID, status: 'pending', amountKes: 3483 },
        { status: 202 },
      );
    }),
    http.get(`/api/payments/${PAYMENT_ID}`, () => HttpResponse.json(status())),
    http.get('/api/account/statement', () =>
      HttpResponse.json(paid ? statement(0, [payment(0), charge(1)]) : statement(2700, [charge(1)])),
    ),
  );
  return { sent, reads: () => reads };
}

/** Another panel that shows money: it counts how often it is asked to read again. */
function MoneyPanel({ onRefresh }: { onRefresh: () => void }) {
  useShowsMoney(
    useCallback(() => {
      onRefresh();
      return Promise.resolve();
    }, [onRefresh]),
  );
  return null;
}

const renderPanel = (
  onRefresh: () => void = () => undefined,
  account: { phone: string; destination: Destination } = { phone: '+254712345678', destination: 'kenya' },
) =>
  renderWithApp(
    <>
      <PaymentsPanel phone={account.phone} destination={account.destination} />
      <MoneyPanel onRefresh={onRefresh} />
      <ToastRegion />
    </>,
    '/dashboard',
  );

describe('the dashboard’s Payments panel', () => {
  it('shows the amount due in dollars and in shillings with the rate’s date, and how to pay by paybill', async () => {
    server.use(
      options(false),
      http.get('/api/account/statement', () => HttpResponse.json(statement(2700, [charge(1)]))),
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Payments' });
    const due = (await within(panel).findByText('Amount due')).nextElementSibling;
    expect(due).toHaveTextContent('$27.00 = KES 3,483');
    expect(within(panel).getByText('$1 = KES 129, rate of 1 November 2026')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Pay KES 3,483 with M-Pesa' })).toBeInTheDocument();
    expect(await within(panel).findByText('600123')).toBeInTheDocument();
    expect(within(panel).getByText('KX100042')).toBeInTheDocument();
    expect(within(panel).queryByText(/no money moves/)).not.toBeInTheDocument();
    const entries = within(panel).getByRole('list', { name: 'Your statement' });
    expect(within(entries).getByText('Shipping of parcel KP100001')).toBeInTheDocument();
  });

  it('says when nothing is due, and offers no payment', async () => {
    server.use(
      options(false),
      http.get('/api/account/statement', () => HttpResponse.json(statement(0, [payment(1), charge(2)]))),
    );
    renderPanel();
    expect(await screen.findByText(/Nothing is due/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /with M-Pesa/ })).not.toBeInTheDocument();
    // No request to be an alternative to: the paybill is simply how to pay.
    expect(await screen.findByRole('heading', { name: 'Pay by paybill' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      `/account/receipts/${payment(1).id}`,
    );
  });

  it('says plainly on the offline M-Pesa that no money moves, and how to try both ends', async () => {
    server.use(
      options(true),
      http.get('/api/account/statement', () => HttpResponse.json(statement(2700, [charge(1)]))),
    );
    renderPanel();
    const notice = await screen.findByText(/no money moves/);
    expect(notice.parentElement).toHaveTextContent('a phone number ending in 0 cancels');
  });

  it('asks M-Pesa with the phone as typed, follows the request until it is paid, and says so in words', async () => {
    const mpesa = mpesaThatEnds({
      status: 'paid',
      message: 'Paid. Thank you: your receipt is on its way by e-mail.',
      failure: null,
      resultCode: 0,
    });
    server.use(options(true));
    const user = followsTheClock();
    let ends = 0;
    renderPanel(() => (ends += 1));
    const phone = await screen.findByLabelText(/M-Pesa phone number/);
    expect(phone).toHaveValue('+254712345678');
    await user.clear(phone);
    await user.type(phone, '0712 345 671');
    await user.click(screen.getByRole('button', { name: 'Pay KES 3,483 with M-Pesa' }));
    expect(await screen.findByText('Check your phone: enter your M-Pesa PIN to pay.')).toBeInTheDocument();
    await pollUntil('Paid. Thank you: your receipt is on its way by e-mail.');
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(mpesa.sent).toEqual([{ phone: '0712 345 671' }]);
    expect(mpesa.reads()).toBeGreaterThan(2);
    expect(screen.getByRole('link', { name: 'See the receipt' })).toHaveAttribute(
      'href',
      `/account/receipts/${payment(0).id}`,
    );
    // The statement is read again: nothing is due any more.
    expect(await screen.findByText(/Nothing is due/)).toBeInTheDocument();
    const readsAtEnd = mpesa.reads();
    await vi.advanceTimersByTimeAsync(5 * PAYMENT_POLL_MS); // nothing should happen: polling has stopped
    expect(mpesa.reads()).toBe(readsAtEnd);
    // Every other panel that shows money reads again, once.
    expect(ends).toBe(1);
    // The offline notice stays while the result is on screen.
    expect(screen.getByText(/no money moves/)).toBeInTheDocument();
  });

  it('follows a request cancelled on the phone to its end, in the API’s words', async () => {
    mpesaThatEnds(
      {
        status: 'cancelled',
        message: 'You cancelled the request on your phone. Nothing was paid.',
        failure: null,
        resultCode: 1032,
      },
      1,
    );
    server.use(options(true));
    const user = followsTheClock();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Pay KES 3,483 with M-Pesa' }));
    await pollUntil('You cancelled the request on your phone. Nothing was paid.');
    expect(screen.getByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay KES 3,483 with M-Pesa' })).toBeEnabled();
  });

  it('refuses a phone M-Pesa cannot reach before asking anything', async () => {
    const mpesa = mpesaThatEnds({ status: 'paid', message: 'Paid.', failure: null, resultCode: 0 });
    server.use(options(false));
    const user = userEvent.setup();
    renderPanel();
    const phone = await screen.findByLabelText(/M-Pesa phone number/);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Pay KES 3,483 with M-Pesa' }));
    expect(
      await screen.findByText('Enter the M-Pesa phone number, such as 0712 345 678'),
    ).toBeInTheDocument();
    expect(mpesa.sent).toEqual([]);
  });

  describe('for a South Sudan account', () => {
    const renderJuba = () =>
      renderPanel(() => undefined, { phone: '+211 912 345 678', destination: 'south-sudan' });

    it('says the amount in dollars alone, the Juba office first, and M-Pesa as the way for a Kenyan line', async () => {
      server.use(
        options(false, JUBA_OFFICE),
        http.get('/api/account/statement', () => HttpResponse.json(statement(2700, [charge(1)]))),
      );
      renderJuba();
      const panel = await screen.findByRole('region', { name: 'Payments' });
      const office = (await within(panel).findByRole('heading', { name: 'Pay at the Juba office' }))
        .parentElement;
      expect(office).toHaveTextContent('Plot 7, Hai Malakal, Juba');
      expect(office).toHaveTextContent('Mon–Fri 9:00–17:00');
      expect(within(office as HTMLElement).getByRole('link', { name: '+211 920 000 111' })).toHaveAttribute(
        'href',
        'tel:+211920000111',
      );
      const mpesa = within(panel).getByRole('heading', { name: 'Or pay with M-Pesa from a Kenyan line' });
      // The office comes first, M-Pesa after it.
      expect(office?.compareDocumentPosition(mpesa)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(within(panel).getByText('Amount due').nextElementSibling).toHaveTextContent(/^\$27\.00$/);
      expect(within(panel).getByRole('button', { name: 'Pay $27.00 with M-Pesa' })).toBeInTheDocument();
      expect(panel).not.toHaveTextContent('KES');
    });

    it('refuses to ask M-Pesa on a +211 number, saying M-Pesa needs a Kenyan line', async () => {
      const mpesa = mpesaThatEnds({ status: 'paid', message: 'Paid.', failure: null, resultCode: 0 });
      server.use(options(false, JUBA_OFFICE));
      const user = userEvent.setup();
      renderJuba();
      expect(await screen.findByLabelText(/M-Pesa phone number/)).toHaveValue('+211 912 345 678');
      await user.click(screen.getByRole('button', { name: 'Pay $27.00 with M-Pesa' }));
      expect(await screen.findByText(/^M-Pesa needs a Kenyan line/)).toBeInTheDocument();
      expect(mpesa.sent).toEqual([]);
    });
  });

  it('shows older entries with the cursor the page before gave', async () => {
    const asked: (string | null)[] = [];
    server.use(
      options(false),
      http.get('/api/account/statement', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        return HttpResponse.json(
          cursor === null ? statement(5400, [charge(1), charge(2)], '18') : statement(5400, [charge(3)]),
        );
      }),
    );
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Your statement' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('Shipping of parcel KP100003')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, '18']);
  });
});
