/** Where parcels can be collected in Kenya. */
export const PICKUP_CITIES = ['Nairobi', 'Mombasa', 'Kisumu', 'Eldoret'] as const;

/** "a, b, c or d" */
export const either = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}` : (items[0] ?? '');
