/**
 * The repositories a use case may change together; all of it commits, or none of it. Each area adds its own
 * from its `<area>.ports.ts` (`declare module '../shared/unit-of-work.ports.js'`), so this file names no area, and an
 * adapter that leaves one out fails to compile (adapters/area-module.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each area's declaration
export interface TransactionalPorts {}

/**
 * A use case's unit of work, typed as the ports it may change: its own area's and those of the areas it says it
 * uses (`UnitOfWork<PaymentsPorts & LedgerPorts>`), each imported from its area, so that the dependency rules see
 * the use. Every area's, by default, until each use case says which it needs.
 */
export interface UnitOfWork<P = TransactionalPorts> {
  run<T>(work: (ports: P) => Promise<T>): Promise<T>;
}
