import type { Knex } from 'knex';

/**
 * Two more recorded actions: a batch of moves (the desk's selection, a status file) and a flight's step (close,
 * depart, arrive, clear), which moves every parcel on board; a batch is a new kind of subject. The lists are this
 * migration's own, as the first one's were: the checks are replaced, the rows stay as they are.
 */
const ACTIONS = [
  'parcel.received',
  'parcel.assigned',
  'parcel.moved',
  'parcel.handed-over',
  'shipment.packed',
  'payment.recorded',
  'entry.reversed',
  'account.credited',
  'flight.loaded',
  'account.sign-in-blocked',
  'account.sign-in-unblocked',
  'account.destination-changed',
  'account.note-added',
  'account.link-sent',
  'staff.role-granted',
  'staff.role-revoked',
  'delivery.assigned',
  'delivery.failed',
];
const ADDED_ACTIONS = ['parcels.moved', 'flight.stepped'];
const SUBJECTS = ['parcel', 'shipment', 'account', 'entry', 'flight'];
const ADDED_SUBJECTS = ['batch'];

const listed = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

async function replaceChecks(knex: Knex, actions: readonly string[], subjects: readonly string[]) {
  await knex.raw(`
    alter table audit_entries
      drop constraint audit_entries_action_check,
      drop constraint audit_entries_subject_kind_check,
      add constraint audit_entries_action_check check (action in (${listed(actions)})),
      add constraint audit_entries_subject_kind_check check (subject_kind in (${listed(subjects)}))`);
}

export async function up(knex: Knex): Promise<void> {
  await replaceChecks(knex, [...ACTIONS, ...ADDED_ACTIONS], [...SUBJECTS, ...ADDED_SUBJECTS]);
}

/** Refused while an entry of the added kinds exists: the trail is never rewritten to fit an older check. */
export async function down(knex: Knex): Promise<void> {
  await replaceChecks(knex, ACTIONS, SUBJECTS);
}
