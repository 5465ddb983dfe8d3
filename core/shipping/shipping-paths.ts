/**
 * The shipping endpoints' paths, apart from their declarations: the calculator's first load names them (its
 * shared quote's key, the next flight in the page's data) without the schemas it checks a parcel with later.
 */
export const CALCULATE_SHIPPING_PATH = '/api/shipping/calculate';
export const NEXT_DEPARTURE_PATH = '/api/shipping/next-departure';
