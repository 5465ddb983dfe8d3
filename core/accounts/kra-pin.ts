/** A KRA PIN as the Kenya Revenue Authority writes it: a letter, nine digits, a letter (`A123456789B`). */
export const KRA_PIN = /^[A-Z]\d{9}[A-Z]$/;

export const KRA_PIN_MESSAGE =
  'A KRA PIN is a letter, nine digits and a letter, such as A123456789B (leave it empty if you have none)';

/** The PIN as kept: capitals, no spaces (`a123 456 789b` is A123456789B). */
export const normaliseKraPin = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** True when the text, once normalised, is a KRA PIN. */
export const isKraPin = (text: string): boolean => KRA_PIN.test(normaliseKraPin(text));
