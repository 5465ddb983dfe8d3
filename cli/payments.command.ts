import { userInfo } from 'node:os';
import { Command } from 'commander';
import * as z from 'zod/mini';
import type { AppContainer } from '../adapters/wiring.js';
import { formatKes } from '../core/shared/exchange-rate.js';
import type { UnmatchedPayment } from '../core/payments/mpesa-payment.js';
import { unmatchedAnswer } from '../core/payments/payment-answers.schema.js';
import { PAYMENT_REFUSALS } from '../core/payments/payments.errors.js';
import { accountIdSchema } from '../core/payments/payments.schema.js';
import { PAYMENT_TOKENS } from '../core/payments/payments.tokens.js';
import { RECEIPT_NUMBER } from '../core/payments/mpesa-callbacks.schema.js';
import { DomainFailure, UsageError } from './errors.js';
import { withContainer } from './with-container.js';
import { say, sayJson } from './terminal.js';

/** The most unmatched payments listed at once (newest first). */
const UNMATCHED_LISTED = 500;

export function paymentsCommand(container: () => Promise<AppContainer>): Command {
  const payments = new Command('payments').description(
    'Payments into accounts: M-Pesa’s paybill and STK push',
  );
  addMpesaCommands(payments, container);
  return payments;
}

const describeUnmatched = (payment: UnmatchedPayment): string =>
  [
    payment.transId,
    formatKes(payment.amountKes),
    `account number "${payment.billRefNumber}"`,
    payment.payerName || 'no name',
    payment.msisdn,
    payment.receivedAt.toISOString(),
  ].join('  ');

const assignInputSchema = z.object({
  transId: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(RECEIPT_NUMBER, 'The transaction ID is M-Pesa’s, such as RKTQDM7W6S'),
    ),
  accountId: accountIdSchema,
});

/**
 * M-Pesa's staff commands: the paybill payments waiting to be assigned, assigning one, and registering the paybill's
 * validation and confirmation addresses with M-Pesa.
 */
function addMpesaCommands(payments: Command, container: () => Promise<AppContainer>): void {
  payments
    .command('unmatched')
    .description('paybill payments that named no account we know, newest first, waiting to be assigned')
    .option('--json', "print the API's JSON")
    .action(async (flags: { json?: boolean }) => {
      const waiting = await withContainer(container, (app) =>
        app.get(PAYMENT_TOKENS.UnmatchedPayments).listWaiting(UNMATCHED_LISTED),
      );
      if (flags.json) sayJson({ unmatched: waiting.map(unmatchedAnswer) }, 2);
      else if (waiting.length === 0) say('No unmatched payments.');
      else for (const payment of waiting) say(describeUnmatched(payment));
    });
  payments
    .command('assign')
    .description('credit an unmatched M-Pesa payment to the account it was meant for (once)')
    .argument('<TransID>', 'its M-Pesa transaction ID')
    .requiredOption('--account <id>', 'the account ID to credit (KX…)')
    .option('--json', "print the API's JSON")
    .action(async (transId: string, flags: { account: string; json?: boolean }) => {
      const parsed = assignInputSchema.safeParse({ transId, accountId: flags.account });
      if (!parsed.success) throw new UsageError(z.prettifyError(parsed.error));
      const result = await withContainer(container, (app) =>
        app.get(PAYMENT_TOKENS.AssignUnmatchedPayment).execute({
          ...parsed.data,
          postedBy: `command line (${userInfo().username})`,
        }),
      );
      if (!result.ok) {
        throw new DomainFailure(
          result.error,
          PAYMENT_REFUSALS,
          `${parsed.data.transId}, ${parsed.data.accountId}`,
        );
      }
      if (flags.json) sayJson(unmatchedAnswer(result.value), 2);
      else
        say(
          `${result.value.transId} (${formatKes(result.value.amountKes)}) credited to ${parsed.data.accountId}.`,
        );
    });
  const mpesa = payments.command('mpesa').description('M-Pesa’s own settings (Daraja)');
  mpesa
    .command('register-urls')
    .description('tell M-Pesa where to ask whether to take a paybill payment, and where to confirm it (C2B)')
    .action(async () => {
      const registered = await withContainer(container, (app) =>
        app.get(PAYMENT_TOKENS.MobileMoney).registerPaybillUrls(),
      );
      say(`M-Pesa answered: ${registered.answer}`);
      say(`  validation:   ${registered.validationUrl}`);
      say(`  confirmation: ${registered.confirmationUrl}`);
    });
}
