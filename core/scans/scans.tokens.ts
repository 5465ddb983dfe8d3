import { token } from '../shared/token.js';
import type { RecordScanUseCase } from './record-scan.use-case.js';

export const SCAN_TOKENS = {
  RecordScan: token<RecordScanUseCase>('ScansRecordScan'),
} as const;
