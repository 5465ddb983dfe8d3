import * as z from 'zod/mini';
import { ENTRY_KINDS, type PostedEntry } from '../ledger-entry.js';
import { PAYMENT_METHODS } from '../../shared/payment-methods.js';
import type { Statement, StatementLine } from '../statement.js';

export const entryResponseSchema = z.object({
  id: z.string(),
  kind: z.enum(ENTRY_KINDS),
  /** US cents, always positive: `kind` says which way it moved the balance. */
  amountCents: z.int(),
  description: z.string(),
  method: z.nullable(z.enum(PAYMENT_METHODS)),
  reference: z.nullable(z.string()),
  /** What the entry is for, by the number the area that posted it gave it; null when for no one thing. */
  subject: z.nullable(z.string()),
  reverses: z.nullable(z.string()),
  reversedBy: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** What a payment in shillings was, at which rate. */
  shillings: z.nullable(z.object({ kes: z.number(), kesPerUsd: z.number(), rateDate: z.iso.date() })),
  postedAt: z.iso.datetime(),
});

/**
 * A statement's line: an entry, or a reversal that stands for the entry it undid (never listed on its own), or
 * the reversals posted together for one reason as one line.
 */
const statementLineResponseSchema = z.object({
  ...entryResponseSchema.shape,
  /** US cents the line adds to what is owed, negative when it takes from it; a reversal's line nets to 0. */
  signedCents: z.int(),
  /** What it is for: one subject, several reversed together, or none. */
  subjects: z.array(z.string()),
});

export const statementResponseSchema = z.object({
  /** US cents the account owes; negative when it is in credit. */
  balanceCents: z.int(),
  /** US cents to pay now (never below zero). */
  dueCents: z.int(),
  /** Whole shillings a payment of the amount due in shillings asks for: the dollars at the dated rate, rounded up. */
  dueKes: z.int(),
  kesPerUsd: z.number(),
  rateDate: z.iso.date(),
  entries: z.array(statementLineResponseSchema),
  /** Asks for the older entries after this page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});

export const entryResponse = (entry: PostedEntry): z.infer<typeof entryResponseSchema> => ({
  id: entry.id,
  kind: entry.kind,
  amountCents: entry.amountCents,
  description: entry.description,
  method: entry.method,
  reference: entry.reference,
  subject: entry.subject,
  reverses: entry.reverses,
  reversedBy: entry.reversedBy,
  reason: entry.reason,
  shillings: entry.shillings,
  postedAt: entry.postedAt.toISOString(),
});

const lineResponse = (line: StatementLine): z.infer<typeof statementLineResponseSchema> => ({
  ...entryResponse(line),
  signedCents: line.signedCents,
  subjects: line.subjects,
});

export const statementResponse = (statement: Statement): z.infer<typeof statementResponseSchema> => ({
  balanceCents: statement.balanceCents,
  dueCents: statement.dueCents,
  dueKes: statement.dueKes,
  kesPerUsd: statement.kesPerUsd,
  rateDate: statement.rateDate,
  entries: statement.entries.map(lineResponse),
  nextCursor: statement.nextCursor === null ? null : String(statement.nextCursor),
});
