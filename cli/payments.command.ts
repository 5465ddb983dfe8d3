import { Command, Option } from 'commander';
import * as z from 'zod/mini';
import type { AppContainer } from '../adapters/wiring.js';
import { ACCOUNT_TOKENS } from '../core/accounts/account.tokens.js';
import { PAYMENT_METHODS, PAYMENT_METHOD_NAMES } from '../core/shared/payment-methods.js';
import { LEDGER_TOKENS } from '../core/ledger/ledger.tokens.js';
import {
  paymentDayResponse,
  staffEntryResponse,
  unmatchedResponse,
} from '../core/payments/api/payment-responses.schema.js';
import { PAYMENTS_TIME_ZONE, paymentDayOf, paymentsOfDay } from '../core/payments/payment-day.js';
import { type PaymentError } from '../core/payments/payments.errors.js';
import { PAYMENT_REFUSALS } from '../core/payments/api/payments.refusals.js';
import {
  creditAccountSchema,
  paymentDaySchema,
  recordPaymentSchema,
  reverseEntrySchema,
} from '../core/payments/payments.schema.js';
import { PAYMENT_TOKENS } from '../core/payments/payments.tokens.js';
import type { StaffEntry } from '../core/payments/staff-entry.js';
import { formatKes } from '../core/shared/exchange-rate.js';
import type { UnmatchedPayment } from '../core/payments/mpesa-payment.js';
import { RECEIPT_NUMBER } from '../core/payments/mpesa-results.js';
import { accountIdSchema } from '../core/accounts/account-id.js';
import { formatUsd } from '../core/shared/money.js';
import type { Result } from '../core/shared/result.js';
import { TOKENS } from '../core/shared/tokens.js';
import { DomainFailure, UsageError } from './errors.js';
import { commandLineOperator } from './operator.js';
import { commandLineStaff, say, sayJson } from './terminal.js';
import { withContainer } from './with-container.js';

/** Dollars as staff type them; anything else stays text, for the schema to refuse by name. */
const dollarsOrText = (text: string) => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text);

/** The input the schema makes of the flags, or the command's usage error naming what is wrong. */
function parsed<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new UsageError(z.prettifyError(result.error));
  return result.data;
}

/** Prints what staff posted, or the API's JSON; an error becomes the CLI's failure. */
function report(
  result: Result<StaffEntry, PaymentError>,
  json: boolean | undefined,
  detail: string,
  sentence: (posted: StaffEntry) => string,
): void {
  if (!result.ok) throw new DomainFailure(result.error, PAYMENT_REFUSALS, detail);
  if (json) sayJson(staffEntryResponse(result.value), 2);
  else say(sentence(result.value));
}

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PAYMENTS_TIME_ZONE,
});

function dayCommand(container: () => Promise<AppContainer>): Command {
  return new Command('day')
    .description("the day's payments (Nairobi time), newest first, and their total")
    .argument('[day]', 'YYYY-MM-DD (default: today in Nairobi)')
    .option('--json', "print the API's JSON")
    .action(async (day: string | undefined, flags: { json?: boolean }) => {
      const input = parsed(paymentDaySchema, { day });
      const found = await withContainer(container, (app) =>
        paymentsOfDay(
          { ledger: app.get(LEDGER_TOKENS.Ledger), users: app.get(ACCOUNT_TOKENS.Users) },
          input.day ?? paymentDayOf(app.get(TOKENS.Clock).now()),
        ),
      );
      if (flags.json) return sayJson(paymentDayResponse(found), 2);
      say(
        `Payments of ${found.day} (Nairobi): ${found.payments.length}, ${formatUsd(found.totalCents)} in all.`,
      );
      for (const { entry, accountId } of found.payments) {
        const method = entry.method === null ? '' : PAYMENT_METHOD_NAMES[entry.method];
        const reversed = entry.reversedBy === null ? '' : ' (reversed)';
        say(
          `  ${time.format(entry.postedAt)}  ${accountId}  ${formatUsd(entry.amountCents)}  ${method}  ${entry.reference ?? ''}  ${entry.id}${reversed}`,
        );
      }
    });
}

export function paymentsCommand(container: () => Promise<AppContainer>): Command {
  const payments = new Command('payments').description(
    "Accounts' money: payments staff record, goodwill credits, reversals, the day's payments",
  );
  payments
    .command('record')
    .description('record a payment made outside the site; the customer is mailed a receipt')
    .requiredOption('--account <id>', 'the account ID (KX…)')
    .requiredOption('--amount-usd <dollars>', 'the amount in US dollars, such as 27.50')
    .addOption(
      new Option('--method <method>', 'how it was paid').choices(PAYMENT_METHODS).makeOptionMandatory(),
    )
    .requiredOption('--reference <reference>', 'its receipt, bank or PayPal reference: recorded once')
    .option('--json', "print the API's JSON")
    .action(
      async (
        flags: {
          account: string;
          amountUsd: string;
          method: string;
          reference: string;
          json?: boolean;
        },
        command: Command,
      ) => {
        const input = parsed(recordPaymentSchema, {
          accountId: flags.account,
          amountUsd: dollarsOrText(flags.amountUsd),
          method: flags.method,
          reference: flags.reference,
        });
        const result = await withContainer(container, async (app) => {
          const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
          return app.get(PAYMENT_TOKENS.RecordPayment).execute(input, actor.staffEmail, actor);
        });
        report(result, flags.json, `${input.accountId}, ${input.reference}`, ({ entry, accountId }) =>
          [
            `Recorded ${formatUsd(entry.amountCents)} from ${accountId}: ${entry.description}.`,
            `Entry ${entry.id}. The customer is mailed a receipt.`,
          ].join('\n'),
        );
      },
    );
  payments
    .command('credit')
    .description('credit an account as goodwill, saying why')
    .requiredOption('--account <id>', 'the account ID (KX…)')
    .requiredOption('--amount-usd <dollars>', 'the amount in US dollars, such as 5')
    .requiredOption('--reason <text>', 'why: the customer reads it on their statement')
    .option('--json', "print the API's JSON")
    .action(
      async (
        flags: { account: string; amountUsd: string; reason: string; json?: boolean },
        command: Command,
      ) => {
        const input = parsed(creditAccountSchema, {
          accountId: flags.account,
          amountUsd: dollarsOrText(flags.amountUsd),
          reason: flags.reason,
        });
        const result = await withContainer(container, async (app) => {
          const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
          return app.get(PAYMENT_TOKENS.CreditAccount).execute(input, actor.staffEmail, actor);
        });
        report(
          result,
          flags.json,
          input.accountId,
          ({ entry, accountId }) =>
            `Credited ${formatUsd(entry.amountCents)} to ${accountId}. Entry ${entry.id}.`,
        );
      },
    );
  payments
    .command('reverse')
    .description('reverse a ledger entry in full, saying why (the entry itself is never changed)')
    .argument('<entry>', "the entry's id, as the statement or `payments day` shows it")
    .requiredOption('--reason <text>', 'why it is reversed')
    .option('--json', "print the API's JSON")
    .action(async (entryId: string, flags: { reason: string; json?: boolean }, command: Command) => {
      const id = parsed(z.uuid('No ledger entry has this id.'), entryId);
      const { reason } = parsed(reverseEntrySchema, { reason: flags.reason });
      const result = await withContainer(container, async (app) => {
        const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
        return app.get(PAYMENT_TOKENS.ReverseEntry).execute(id, reason, actor.staffEmail, actor);
      });
      report(
        result,
        flags.json,
        id,
        ({ entry, accountId }) =>
          `Reversed ${formatUsd(entry.amountCents)} on ${accountId}: ${entry.description}. Reversal entry ${entry.id}.`,
      );
    });
  payments.addCommand(dayCommand(container));
  addMpesaCommands(payments, container);
  return payments;
}

/** The most unmatched payments listed at once (newest first). */
const UNMATCHED_LISTED = 500;

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
      if (flags.json) sayJson({ unmatched: waiting.map(unmatchedResponse) }, 2);
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
          postedBy: commandLineStaff(),
        }),
      );
      if (!result.ok) {
        throw new DomainFailure(
          result.error,
          PAYMENT_REFUSALS,
          `${parsed.data.transId}, ${parsed.data.accountId}`,
        );
      }
      if (flags.json) sayJson(unmatchedResponse(result.value), 2);
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
