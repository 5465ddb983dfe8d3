/** What a number is written with besides its digits: spaces, hyphens, dots and brackets. */
const SEPARATORS = /[\s\-.()]/g;

/** Kenya: +254 then 7… or 1… (nine digits), written 07…, 01…, +254 7…, 254-7…. */
const KENYAN = /^(?:\+?254|0)([17]\d{8})$/;
/** South Sudan: +211 then nine digits, written +211 912…, 00211 912…, 211 912…, or 0912… at home. */
const SOUTH_SUDAN = /^(?:(?:\+|00)?211([1-9]\d{8})|0(9\d{8}))$/;

/** A South Sudan number, kept as +211…; undefined for any other text. */
export function southSudanPhone(typed: string): string | undefined {
  const match = SOUTH_SUDAN.exec(typed.replace(SEPARATORS, ''));
  return match ? `+211${match[1] ?? match[2] ?? ''}` : undefined;
}

/**
 * A phone our customers are called on, Kenyan or South Sudan, in any usual writing; kept as +254… or +211….
 * Undefined when it is neither.
 */
export function customerPhone(typed: string): string | undefined {
  const kenyan = KENYAN.exec(typed.replace(SEPARATORS, ''));
  return kenyan ? `+254${kenyan[1] ?? ''}` : southSudanPhone(typed);
}
