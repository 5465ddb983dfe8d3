import { token } from '../shared/token.js';
import type { RecordScanUseCase } from './record-scan.use-case.js';
import type { ScanRepository } from './scans.ports.js';

export const SCAN_TOKENS = {
  /** The scans outside any transaction, for reads. */
  Scans: token<ScanRepository>('Scans'),
  RecordScan: token<RecordScanUseCase>('ScansRecordScan'),
} as const;
