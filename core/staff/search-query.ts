import { customerPhone } from '../shared/phone-number.js';

/** Fewer characters than this find too many people to read: the search asks for more. */
export const SHORTEST_SEARCH = 2;

/**
 * What staff typed, read as one kind of search: an account ID (KX and digits), an e-mail address, a phone number in
 * any usual writing, or else a part of a name.
 */
export type CustomerQuery =
  | { kind: 'account-id'; accountId: string }
  | { kind: 'email'; email: string }
  /** The number's last nine digits: what every writing of one Kenyan or South Sudan number shares. */
  | { kind: 'phone'; subscriber: string }
  /** Lower case, accents taken off, white space single (`searchableName`). */
  | { kind: 'name'; part: string };

/** The digits a number's stored writings are matched on: its subscriber part, after the country code or 0. */
export const SUBSCRIBER_DIGITS = 9;

/** A name as the search compares it: lower case, without accents, white space single (José → jose). */
export function searchableName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** The subscriber digits of a phone as it was written, stored or typed; undefined when it holds too few. */
export function subscriberDigits(phone: string): string | undefined {
  const e164 = customerPhone(phone);
  const digits = (e164 ?? phone).replace(/\D/g, '');
  return digits.length >= SUBSCRIBER_DIGITS ? digits.slice(-SUBSCRIBER_DIGITS) : undefined;
}

const ACCOUNT_ID = /^KX\d+$/i;
const PHONE_WRITING = /^\+?[\d\s\-.()]+$/;

export function customerQueryOf(typed: string): CustomerQuery {
  const text = typed.trim();
  if (ACCOUNT_ID.test(text)) return { kind: 'account-id', accountId: text.toUpperCase() };
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  const subscriber = PHONE_WRITING.test(text) ? subscriberDigits(text) : undefined;
  if (subscriber !== undefined) return { kind: 'phone', subscriber };
  return { kind: 'name', part: searchableName(text) };
}
