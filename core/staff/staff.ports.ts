import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { CustomerQuery } from './search-query.js';
import type { StaffNote } from './staff-note.js';

/** A person the search found: a site account, or a customer imported into the directory. */
export interface CustomerHit {
  accountId: string;
  firstName: string;
  lastName: string;
  /** Imported customers have none. */
  email: string | null;
  phoneNumber: string | null;
  source: 'site-account' | 'imported';
}

/** Every site account and every imported customer, searched as one list. */
export interface CustomerSearch {
  /**
   * Up to `limit` people the query matches, ordered by account ID, after `afterAccountId` (the cursor: the last of
   * the page before). A name part matches anywhere in "first last", in any case and without accents; a phone by
   * its subscriber digits, however it was stored; an e-mail whole, in any case; an account ID whole.
   */
  search(query: CustomerQuery, afterAccountId: string | null, limit: number): Promise<CustomerHit[]>;
}

/** What a customer's notices are: a mail queued to their address, and how far it got. */
export interface CustomerNotice {
  subject: string;
  queuedAt: Date;
  /** sent; pending (waiting or being retried); given up (too many failed tries). */
  state: 'sent' | 'pending' | 'given-up';
  sentAt: Date | null;
}

export interface StaffNotes {
  add(note: StaffNote): Promise<void>;
  /** The notes on a customer, newest first. */
  listFor(accountId: string): Promise<StaffNote[]>;
}

/** The mail queued to one address, newest first (at most `limit`): the customer page's notices. */
export interface CustomerNotices {
  sentTo(address: string, limit: number): Promise<CustomerNotice[]>;
}

/** The staff area's part of a unit of work. */
export type StaffPorts = Pick<TransactionalPorts, 'customerSearch' | 'staffNotes' | 'customerNotices'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    customerSearch: CustomerSearch;
    staffNotes: StaffNotes;
    customerNotices: CustomerNotices;
  }
}
