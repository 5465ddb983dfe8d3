import type { Flight } from './flight.js';
import type { FlightPageStart } from './flights.ports.js';

/** Flights a page lists unless asked for fewer. */
export const FLIGHT_PAGE_SIZE = 50;

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The cursor of the page after this flight: opaque to the client, its creation time and id underneath. */
export const flightCursor = (flight: Pick<Flight, 'createdAt' | 'id'>): string =>
  base64url(`${String(flight.createdAt.getTime())}.${flight.id}`);

/** Where the page a cursor asks for starts; undefined when it is no cursor this list gave. */
export function flightPageStart(cursor: string): FlightPageStart | undefined {
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const match = /^(\d{1,15})\.([0-9a-f-]{36})$/.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const start = { createdAt: new Date(Number(match[1])), id: match[2] };
  return flightCursor(start) === cursor ? start : undefined;
}
