import {
  type LedgerEntry,
  type PostedEntry,
  type SourceKey,
  effectOf,
  sameSource,
} from '../../core/ledger/ledger-entry.js';
import type { AccountKeys, LedgerRepository } from '../../core/ledger/ledger.ports.js';
import { type Sequences, type Tables, clone } from '../memory/in-memory-tables.js';

/** An entry as stored: with its place in posting order, and how it moved the balance. */
interface StoredEntry {
  entry: LedgerEntry & { sequence: number };
  effectCents: number;
}

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** In posting order. */
    ledgerEntries: StoredEntry[];
  }
}

/** Each account's keys once, however the asks repeat them (as the statement's set of pairs). */
function keysByAccount(asks: readonly AccountKeys[]): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const { userId, keys: theirs } of asks)
    keys.set(userId, new Set([...(keys.get(userId) ?? []), ...theirs]));
  return keys;
}

const REVERSAL_RULE = 'a reversal undoes an entry of the same account that is not a reversal itself';

export function inMemoryLedger(tables: Tables, sequences: Sequences): LedgerRepository {
  const all = () => tables.ledgerEntries.map((stored) => stored.entry);
  const reversalOf = (id: string) => all().find((e) => e.reverses === id);
  const posted = (entry: StoredEntry['entry'] | undefined): PostedEntry | undefined =>
    entry && clone({ ...entry, reversedBy: reversalOf(entry.id)?.id ?? null });
  const standing = (userId: string) =>
    all().filter((e) => e.userId === userId && e.kind !== 'reversal' && !reversalOf(e.id));
  const sum = (entries: readonly LedgerEntry[]) => entries.reduce((total, e) => total + e.amountCents, 0);
  /** How the entry moves the balance; undefined for a reversal of what it may not undo. */
  const effectOfNew = (entry: LedgerEntry): number | undefined => {
    if (entry.reverses === null) return effectOf(entry);
    const target = all().find((e) => e.id === entry.reverses);
    if (target?.userId !== entry.userId || target.kind === 'reversal') return undefined;
    return effectOf(entry, target.kind);
  };
  const unpaidOf = (userId: string, source: SourceKey): number | undefined => {
    const charge = all().find(
      (e) => e.userId === userId && sameSource(e.source, source) && e.kind === 'charge',
    );
    if (!charge) return undefined;
    const entries = standing(userId);
    if (!entries.some((e) => e.id === charge.id)) return 0;
    const chargedThrough = sum(entries.filter((e) => e.kind === 'charge' && e.sequence <= charge.sequence));
    const paid = sum(entries.filter((e) => e.kind === 'payment' || e.kind === 'credit'));
    return Math.max(0, Math.min(charge.amountCents, chargedThrough - paid));
  };
  return {
    post: (entry) => {
      const effectCents = effectOfNew(entry);
      if (effectCents === undefined) return Promise.reject(new Error(REVERSAL_RULE));
      const taken = all().some(
        (e) =>
          e.id === entry.id ||
          sameSource(e.source, entry.source) ||
          (entry.reverses !== null && e.reverses === entry.reverses),
      );
      if (taken) return Promise.resolve('duplicate');
      tables.ledgerEntries.push({
        entry: clone({ ...entry, sequence: sequences.next('ledger_entries') }),
        effectCents,
      });
      return Promise.resolve('posted');
    },
    find: (id) => Promise.resolve(posted(all().find((e) => e.id === id))),
    findBySource: (source) => Promise.resolve(posted(all().find((e) => sameSource(e.source, source)))),
    balanceOf: (userId) =>
      Promise.resolve(
        tables.ledgerEntries.reduce(
          (total, { entry, effectCents }) => (entry.userId === userId ? total + effectCents : total),
          0,
        ),
      ),
    listFor: (userId, { before, limit, foldReversed }) =>
      Promise.resolve(
        all()
          .filter(
            (e) =>
              e.userId === userId &&
              (before === undefined || e.sequence < before) &&
              !(foldReversed && reversalOf(e.id)),
          )
          .reverse()
          .slice(0, limit)
          .flatMap((e) => posted(e) ?? []),
      ),
    unpaidOf: (userId, source) => Promise.resolve(unpaidOf(userId, source)),
    unpaidOfCharges: (kind, asks) => {
      const unpaid = new Map<string, Map<string, number>>();
      for (const [userId, keys] of keysByAccount(asks))
        for (const id of keys) {
          const owed = unpaidOf(userId, { kind, id });
          if (owed !== undefined)
            unpaid.set(userId, (unpaid.get(userId) ?? new Map<string, number>()).set(id, owed));
        }
      return Promise.resolve(unpaid);
    },
    unpaidBySubject: (asks) => {
      const unpaid = new Map<string, Map<string, number>>();
      for (const [userId, keys] of keysByAccount(asks))
        for (const charge of all()) {
          const subject = charge.subject;
          if (charge.userId !== userId || charge.kind !== 'charge' || subject === null || !keys.has(subject))
            continue;
          const theirs = unpaid.get(userId) ?? new Map<string, number>();
          unpaid.set(
            userId,
            theirs.set(subject, (theirs.get(subject) ?? 0) + (unpaidOf(userId, charge.source) ?? 0)),
          );
        }
      return Promise.resolve(unpaid);
    },
    balanceAfter: (entryId) => {
      const entry = all().find((e) => e.id === entryId);
      if (!entry) return Promise.resolve(undefined);
      return Promise.resolve(
        tables.ledgerEntries.reduce(
          (total, stored) =>
            stored.entry.userId === entry.userId && stored.entry.sequence <= entry.sequence
              ? total + stored.effectCents
              : total,
          0,
        ),
      );
    },
    paidInBy: (userId) => Promise.resolve(sum(standing(userId).filter((e) => e.kind === 'payment'))),
    firstChargeWithSubject: (userId) =>
      Promise.resolve(posted(standing(userId).find((e) => e.kind === 'charge' && e.subject !== null))),
    paymentsBetween: (from, to) =>
      Promise.resolve(
        all()
          .filter((e) => e.kind === 'payment' && e.postedAt >= from && e.postedAt < to)
          .reverse()
          .flatMap((e) => posted(e) ?? []),
      ),
  };
}
