import type { CustomerQuery } from '../../core/staff/search-query.js';
import { searchableName, subscriberDigits } from '../../core/staff/search-query.js';
import type {
  CustomerHit,
  CustomerNotices,
  CustomerSearch,
  StaffNotes,
} from '../../core/staff/staff.ports.js';
import type { StaffNote } from '../../core/staff/staff-note.js';
import { NEVER } from '../mail/outbox-queue.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** In the order written. */
    staffNotes: StaffNote[];
  }
}

function matches(query: CustomerQuery, hit: CustomerHit): boolean {
  switch (query.kind) {
    case 'account-id':
      return hit.accountId === query.accountId;
    case 'email':
      return hit.email?.toLowerCase() === query.email;
    case 'phone':
      return hit.phoneNumber !== null && subscriberDigits(hit.phoneNumber) === query.subscriber;
    case 'name':
      return searchableName(`${hit.firstName} ${hit.lastName}`).includes(query.part);
  }
}

/** Both tables read at each call: a committed transaction swaps them. */
export function inMemoryCustomerSearch(tables: Tables): CustomerSearch {
  return {
    search: (query, afterAccountId, limit) => {
      const everyone: CustomerHit[] = [
        ...[...tables.users.values()].map((u): CustomerHit => ({
          accountId: u.accountId,
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          phoneNumber: u.phoneNumber,
          source: 'site-account',
        })),
        ...[...tables.customers.values()].map((c): CustomerHit => ({
          ...c,
          email: null,
          source: 'imported',
        })),
      ];
      const found = everyone
        .filter((hit) => (afterAccountId === null || hit.accountId > afterAccountId) && matches(query, hit))
        .sort((a, b) => (a.accountId < b.accountId ? -1 : 1))
        .slice(0, limit);
      return Promise.resolve(found);
    },
  };
}

export function inMemoryStaffNotes(tables: Tables): StaffNotes {
  return {
    add: (note) => {
      if (tables.staffNotes.some((n) => n.id === note.id))
        return Promise.reject(new Error(`note ${note.id} exists`));
      tables.staffNotes.push(clone(note));
      return Promise.resolve();
    },
    listFor: (accountId) =>
      Promise.resolve(clone(tables.staffNotes.filter((n) => n.accountId === accountId).reverse())),
  };
}

export function inMemoryCustomerNotices(tables: Tables): CustomerNotices {
  return {
    sentTo: (address, limit) =>
      Promise.resolve(
        tables.outbox
          .filter((e) => e.mail.to.toLowerCase() === address.toLowerCase())
          .reverse()
          .slice(0, limit)
          .map((e) => ({
            subject: e.mail.subject || (e.compose?.kind ?? ''),
            queuedAt: e.queuedAt,
            state: e.sentAt ? 'sent' : e.nextAttemptAt >= NEVER ? 'given-up' : 'pending',
            sentAt: e.sentAt,
          })),
      ),
  };
}
