import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { ScanEvent } from './scan.js';

/** Every scan at a hand-off, kept as it was made: added, never changed. */
export interface ScanRepository {
  add(event: ScanEvent): Promise<void>;
  /** Every scan of the number, oldest first: its hand-offs' story. */
  ofReference(reference: string): Promise<ScanEvent[]>;
}

/** The scans area's part of a unit of work. */
export type ScansPorts = Pick<TransactionalPorts, 'scans'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    scans: ScanRepository;
  }
}
