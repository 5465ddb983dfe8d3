/**
 * The repositories a use case may change together; all of it commits, or none of it. Each area adds its own
 * from its `<area>.ports.ts` (`declare module '../shared/unit-of-work.ports.js'`), so this file names no area, and an
 * adapter that leaves one out fails to compile (adapters/area-module.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each area's declaration
export interface TransactionalPorts {}

const PORTS = Symbol('the ports of a transaction');

/**
 * An open transaction, opaque to the use case that holds it. A use case hands it to a follow-up (another area's
 * part of the same change, such as `PaymentPostedFollowUp`), and the area that binds the follow-up reaches its
 * own ports through it (`portsIn`): so the use case holds only the ports of the areas it names, and still calls
 * work on ports it does not know, in its own transaction (core/shared/decisions/001-ports-a-use-case-names.md).
 */
export interface Transaction {
  readonly [PORTS]: TransactionalPorts;
}

/** The handle on a transaction over these ports: made only by the adapters that implement UnitOfWork. */
export const transactionOver = (ports: TransactionalPorts): Transaction => ({ [PORTS]: ports });

/**
 * The ports of the transaction a follow-up is called in. Only a follow-up's binding calls it
 * (test/adapters/house-rules.test.ts), and hands them straight to its work, typed as the ports it names (imported
 * from their areas, as a use case's are).
 */
export const portsIn = (transaction: Transaction): TransactionalPorts => transaction[PORTS];

/**
 * A use case's unit of work, typed as the ports it may change: its own area's and those of the areas it says it
 * uses (`UnitOfWork<PaymentsPorts & LedgerPorts>`), each imported from its area, so that the dependency rules see
 * the use. No default: a use case names what it uses, and the adapters implement it for every port.
 */
export interface UnitOfWork<P> {
  run<T>(work: (ports: P, transaction: Transaction) => Promise<T>): Promise<T>;
}
