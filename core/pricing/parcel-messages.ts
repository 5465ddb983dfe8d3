// Apart from parcel.schema.ts: a calculator says what is missing before it loads the schema that checks the rest.
export const WEIGHT_REQUIRED = 'Please enter the package weight to calculate shipping costs';
export const VALUE_REQUIRED = 'Please enter the item value to calculate shipping costs';
export const BOTH_REQUIRED = 'Please enter both package weight and item value to calculate shipping costs';

/** The calculator's hint for what is still missing, or undefined when both are present. */
export function missingInputMessage(hasWeight: boolean, hasValue: boolean): string | undefined {
  if (!hasWeight && !hasValue) return BOTH_REQUIRED;
  if (!hasValue) return VALUE_REQUIRED;
  if (!hasWeight) return WEIGHT_REQUIRED;
  return undefined;
}
