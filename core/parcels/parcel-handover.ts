import type { DeliveryPlace } from '../delivery/delivery-choice.js';
import { NAIROBI_TIME_ZONE, formatDateTimeIn } from '../shared/calendar.js';

/**
 * Proof of handover: who collected a shipment (a box, or a parcel on its own), kept once when it is handed over,
 * beside how it was released (the collection code, or staff's stated reason, which the step keeps).
 */
export interface ParcelHandover {
  /** The box's number, or the parcel's when it travels on its own: a box is handed over as one. */
  shipment: string;
  /** The name of whoever took it, as staff wrote it. */
  collectedBy: string;
  /** The last four digits of their ID number, when staff saw it. */
  idLast4: string | null;
  /** Whether they signed on the screen (the PNG is read apart: `signatureOf`). */
  signed: boolean;
  /** Released against the owner's collection code; false when staff gave a reason instead. */
  withCode: boolean;
  at: Date;
  /** Who handed it over: the staff account's e-mail, or cli:<user> from the command line. */
  by: string;
}

/** Who collected it, as staff give it at the desk: a name, and optionally the ID's last digits and a signature. */
export interface Collector {
  name: string;
  idLast4: string | null;
  /** A PNG drawn on the screen, checked at the edge (isPng, MAX_SIGNATURE_BYTES). */
  signature: Uint8Array | null;
}

/** The most a signature drawn on a phone's screen may weigh: a few strokes are a few kilobytes. */
export const MAX_SIGNATURE_BYTES = 64 * 1024;
export const MAX_COLLECTOR_NAME = 100;

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const isPng = (bytes: Uint8Array): boolean => PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);

/**
 * "Jane W." for "Jane Wanjiru": how the owner's notice and view name whoever collected, so a mail does not carry
 * a third person's full name. One word stays as written.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last === undefined ? first : `${first} ${last.charAt(0).toUpperCase()}.`;
}

/** "the Nairobi pickup point", "the Juba office": a point as a sentence names it. */
const pointText = (name: string): string =>
  /office$/i.test(name) ? `the ${name}` : `the ${name} pickup point`;

/**
 * The handover notice's sentence: what was handed over ("Your parcel KP1000001"), to whom, where and when, in
 * Nairobi time: "Your parcel KP1000001 was collected by Jane W. at the Nairobi pickup point on …".
 */
export function handedOverSentence(
  what: { text: string; one: boolean },
  handover: Pick<ParcelHandover, 'collectedBy' | 'at'>,
  place: DeliveryPlace,
): string {
  const who = shortName(handover.collectedBy);
  const was = what.one ? 'was' : 'were';
  const when = `on ${formatDateTimeIn(handover.at, NAIROBI_TIME_ZONE)} (Nairobi time)`;
  switch (place.method) {
    case 'pickup':
      return `${what.text} ${was} collected by ${who} at ${pointText(place.point.name)} ${when}.`;
    case 'door':
      return `${what.text} ${was} delivered to ${who} at your door ${when}.`;
    case 'unchosen':
      return `${what.text} ${was} handed to ${who} ${when}.`;
  }
}

/** Where the signature of a parcel's handover is served (staff only), by the parcel's number or its box's. */
export const SIGNATURE_PATH = '/api/admin/parcels/{number}/handover/signature';
export const signatureUrl = (number: string): string =>
  SIGNATURE_PATH.replace('{number}', encodeURIComponent(number));
