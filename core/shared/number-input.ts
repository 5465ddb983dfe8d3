/** Empty stays empty (undefined); anything else that is not a number counts as 0. */
export function readNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** A number above 0 and at most `max`, or undefined: what a size or weight field may hold. */
export function readPositive(text: string, max: number): number | undefined {
  const value = readNumber(text);
  return value !== undefined && value > 0 && value <= max ? value : undefined;
}
