import type { Knex } from 'knex';

/**
 * The old one-text source keys, as the areas wrote them up to this migration, and the (kind, id) each becomes:
 * the key's prefix and suffix around the id. Frozen here: the kinds' names may change later, this list does not.
 * A key of no listed form keeps its whole text as its id, of the kind 'unknown'.
 */
const OLD_KEYS: readonly (readonly [prefix: string, suffix: string, kind: string])[] = [
  ['parcel:', ':shipping', 'parcel-charge'],
  ['parcel:', ':insurance', 'parcel-insurance'],
  ['storage:', '', 'storage-fee'],
  ['shipment:', ':shipping', 'shipment-charge'],
  ['reversal:', '', 'reversal'],
  ['staff:', '', 'staff-payment'],
  ['mpesa:', '', 'mpesa-receipt'],
  ['mpesa-checkout:', '', 'mpesa-checkout'],
  ['referral:welcome:phone:', '', 'welcome-credit'],
  ['referral:referrer:', '', 'referrer-credit'],
  ['goodwill:', '', 'goodwill-credit'],
];

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const forms = OLD_KEYS.map(([prefix, suffix, kind]) => `(${text(prefix)}, ${text(suffix)}, ${text(kind)})`);

/**
 * An entry's source becomes (source_kind, source_id), unique together: the ledger knows a kind only as a name the
 * area that posts it declares. `parcel_number` becomes `subject`, what a charge is for by the number its area
 * gave it. Existing entries keep their meaning: each old key is split by its form (the immutability trigger is
 * held off for this one move, in the migration's transaction).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table ledger_entries disable trigger ledger_entries_immutable');
  await knex.raw('alter table ledger_entries add column source_kind text, add column source_id text');
  await knex.raw(`
    update ledger_entries e set source_kind = f.kind,
      source_id = substr(e.source_key, length(f.prefix) + 1,
        length(e.source_key) - length(f.prefix) - length(f.suffix))
    from (values ${forms.join(', ')}) as f(prefix, suffix, kind)
    where left(e.source_key, length(f.prefix)) = f.prefix
      and right(e.source_key, length(f.suffix)) = f.suffix
      and length(e.source_key) > length(f.prefix) + length(f.suffix)`);
  await knex.raw(
    `update ledger_entries set source_kind = 'unknown', source_id = source_key where source_kind is null`,
  );
  await knex.raw(`
    alter table ledger_entries
      alter column source_kind set not null,
      alter column source_id set not null,
      add constraint ledger_entries_source_unique unique (source_kind, source_id),
      drop column source_key`);
  await knex.raw('alter table ledger_entries rename column parcel_number to subject');
  await knex.raw('alter table ledger_entries enable trigger ledger_entries_immutable');
}

/** Back to one text key: each kind's old form again ('unknown' kept its whole key as its id). */
export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table ledger_entries disable trigger ledger_entries_immutable');
  await knex.raw('alter table ledger_entries rename column subject to parcel_number');
  await knex.raw('alter table ledger_entries add column source_key text');
  await knex.raw(`
    update ledger_entries e set source_key = f.prefix || e.source_id || f.suffix
    from (values ${forms.join(', ')}) as f(prefix, suffix, kind) where e.source_kind = f.kind`);
  await knex.raw(`update ledger_entries set source_key = source_id where source_key is null`);
  await knex.raw(`
    alter table ledger_entries
      alter column source_key set not null,
      add constraint ledger_entries_source_key_unique unique (source_key),
      drop column source_kind,
      drop column source_id`);
  await knex.raw('alter table ledger_entries enable trigger ledger_entries_immutable');
}
