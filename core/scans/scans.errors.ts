import type { DomainError } from '../shared/result.js';

/** Every refusal carries one short sentence the scanner's user reads from a metre away. */
export const SCAN_ERRORS = {
  notFound: (message: string) => ({ code: 'SCANS.NOT_FOUND', message }) as const,
  refused: (message: string) => ({ code: 'SCANS.REFUSED', message }) as const,
} as const satisfies Record<string, (...args: never[]) => DomainError>;

export type ScanError = ReturnType<(typeof SCAN_ERRORS)[keyof typeof SCAN_ERRORS]>;
export type ScanCode = ScanError['code'];
