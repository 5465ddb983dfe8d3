import type { Knex } from 'knex';

/**
 * The audit trail: one row per staff action that changed something, added in the action's transaction and never
 * changed or removed (a trigger refuses UPDATE and DELETE). No foreign keys: an entry outlives the account, parcel
 * or staff member it names. The lists are this migration's own: a later action is a later migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_entries', (t) => {
    t.bigIncrements('seq');
    t.timestamp('at', { useTz: true }).notNullable();
    t.text('staff_user_id');
    t.text('staff_email').notNullable();
    t.text('address').notNullable();
    t.text('action').notNullable();
    t.text('subject_kind').notNullable();
    t.text('subject_id').notNullable();
    t.text('account_id');
    t.jsonb('details').notNullable();
    t.text('reason');
    t.check(
      "action in ('parcel.received', 'parcel.assigned', 'parcel.moved', 'parcel.handed-over', 'shipment.packed', 'payment.recorded', 'entry.reversed', 'account.credited', 'flight.loaded', 'account.sign-in-blocked', 'account.sign-in-unblocked', 'account.destination-changed', 'account.note-added', 'account.link-sent', 'staff.role-granted', 'staff.role-revoked', 'delivery.assigned', 'delivery.failed')",
      [],
      'audit_entries_action_check',
    );
    t.check(
      "subject_kind in ('parcel', 'shipment', 'account', 'entry', 'flight')",
      [],
      'audit_entries_subject_kind_check',
    );
    // The page's filters: an account's actions, a staff member's, a time range; each newest first.
    t.index(['account_id', 'seq']);
    t.index(['staff_email', 'seq']);
    t.index(['at']);
  });
  await knex.raw(`
    create function audit_entries_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'an audit entry is never changed or deleted';
    end $$`);
  await knex.raw(`
    create trigger audit_entries_immutable before update or delete on audit_entries
    for each row execute function audit_entries_immutable()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_entries');
  await knex.raw('drop function audit_entries_immutable()');
}
