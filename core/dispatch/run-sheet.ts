import type { RunSheet } from './view-dispatch.use-case.js';

/** A run sheet as a printer takes it: a PDF to print and sign. */
export interface RunSheetPrinter {
  print(sheet: RunSheet): Promise<{ mediaType: string; bytes: Uint8Array }>;
}
