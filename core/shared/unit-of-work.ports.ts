/**
 * The repositories a use case may change together; all of it commits, or none of it. Each area adds its own
 * from its `<area>.ports.ts` (`declare module '../shared/unit-of-work.ports.js'`), so this file names no area, and an
 * adapter that leaves one out fails to compile (adapters/area-module.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each area's declaration
export interface TransactionalPorts {}

export interface UnitOfWork {
  run<T>(work: (ports: TransactionalPorts) => Promise<T>): Promise<T>;
}
