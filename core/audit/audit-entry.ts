/** The staff actions that change something and are recorded: a new kind is added here and in a migration. */
export const AUDIT_ACTIONS = [
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
  'parcels.moved',
  'flight.stepped',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an entry is about: the id in `subjectId` is a parcel's or box's number, an account ID, an entry's id, a
 * flight's id, or for a batch of moves where it came from (the desk's selection, a status file's name).
 */
export const AUDIT_SUBJECTS = ['parcel', 'shipment', 'account', 'entry', 'flight', 'batch'] as const;
type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** A small flat JSON of what the action did (a status, an amount in cents, a flight number). */
type AuditDetails = Readonly<Record<string, string | number | boolean | null>>;

/** What an action says about itself; the actor and the time come from the use case. */
export interface AuditWhat {
  action: AuditAction;
  subjectKind: AuditSubject;
  subjectId: string;
  /** The customer's account ID the action concerns, when it concerns one. */
  accountId: string | null;
  details: AuditDetails;
}

/** One entry as recorded: never changed, never removed. */
export interface AuditRecord extends AuditWhat {
  at: Date;
  staffUserId: string | null;
  staffEmail: string;
  address: string;
  reason: string | null;
}

/** An entry as read back, with its place in the trail (the cursor of the page after it). */
export interface AuditEntry extends AuditRecord {
  /** The trail's own number for the entry: later entries have larger ones. */
  seq: number;
}
