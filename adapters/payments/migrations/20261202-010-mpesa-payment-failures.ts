import type { Knex } from 'knex';

/** As the lists stood when this migration was written (frozen: a later change to a list is a new migration). */
const PAYMENT_FAILURES = [
  'insufficient-funds',
  'another-transaction',
  'expired',
  'not-delivered',
  'unreachable',
  'wrong-pin',
  'other',
  'no-result',
  'other-amount',
];
/** Daraja's ResultCodes of a failed push, as the Daraja adapter read them at this migration. */
const DARAJA_FAILURES: readonly (readonly [code: number, failure: string])[] = [
  [1, 'insufficient-funds'],
  [1001, 'another-transaction'],
  [1019, 'expired'],
  [1025, 'not-delivered'],
  [1037, 'unreachable'],
  [2001, 'wrong-pin'],
  [9999, 'not-delivered'],
];

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A settled push says why it failed in the core's own words (`failure`), and keeps what M-Pesa said as it said it
 * (`provider_code` as text, `provider_description`): the core decides on the first, never on a vendor's code.
 * Existing rows are read as the Daraja adapter reads them: a failed push with code 0 was paid another amount, one
 * without a code had no result in a day.
 */
export async function up(knex: Knex): Promise<void> {
  const codes = DARAJA_FAILURES.map(([code, failure]) => `when ${String(code)} then '${failure}'`).join(' ');
  await knex.raw(`
    alter table mpesa_payments
      add column failure text,
      add column provider_code text;
    alter table mpesa_payments rename column result_desc to provider_description;
    update mpesa_payments set provider_code = result_code::text,
      failure = case when status <> 'failed' then null
        when result_code is null then 'no-result'
        when result_code = 0 then 'other-amount'
        else case result_code ${codes} else 'other' end end;
    alter table mpesa_payments drop column result_code,
      add constraint mpesa_payments_failure_check check (failure in (${listed(PAYMENT_FAILURES)})),
      add constraint mpesa_payments_failure_when_failed check ((failure is not null) = (status = 'failed'));
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table mpesa_payments drop constraint mpesa_payments_failure_when_failed,
      drop constraint mpesa_payments_failure_check,
      add column result_code integer;
    update mpesa_payments set result_code = provider_code::integer where provider_code ~ '^-?[0-9]{1,9}$';
    alter table mpesa_payments rename column provider_description to result_desc;
    alter table mpesa_payments drop column provider_code, drop column failure;
  `);
}
