/**
 * A phone number as people write it: an optional +, then digits with spaces, brackets, dots or hyphens, 3 to 15
 * digits in all (E.164's longest).
 */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?\d[\d ().-]*$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 3 && digits <= 15;
}

/** What a spreadsheet reads as the start of a formula (OWASP's CSV-injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text, never runs: one that would start a formula gets a leading apostrophe, as
 * OWASP's guidance says. A phone number (`+254…`) starts with + and stays as it is: it is no formula.
 */
export const spreadsheetSafe = (cell: string): string =>
  FORMULA_START.test(cell) && !isPhoneNumber(cell) ? `'${cell}` : cell;
