import { describe, expect, it } from 'vitest';
import {
  type FlightShipment,
  FLIGHT_NUMBER,
  etaChangeIsNews,
  mawbProblem,
  stepTo,
  takeStep,
  totalsOf,
} from '../../../core/flights/flight.js';
import { createFlightSchema, mawbSchema } from '../../../core/flights/flights.schema.js';
import {
  flightNoticeKey,
  flightNoticeMail,
  flightNotices,
  readFlightNoticeKey,
} from '../../../core/flights/flight-mails.js';
import { aUser } from '../accounts/user.mother.js';
import { aFlight } from './flight.mother.js';

const FLIGHT = aFlight();

describe('the MAWB', () => {
  it('takes three digits, a hyphen and eight, the last the first seven mod 7', () => {
    expect(mawbProblem('706-12345675')).toBeUndefined();
    expect(mawbProblem('157-00000000')).toBeUndefined();
    expect(mawbProblem('176-99999992')).toBeUndefined(); // 9999999 mod 7 = 2
    expect(mawbProblem('706-12345670')).toBe('check-digit');
    expect(mawbProblem('706-12345677')).toBe('check-digit');
    expect(mawbProblem('70612345675')).toBe('form');
    expect(mawbProblem('706-1234567')).toBe('form');
    expect(mawbProblem('ABC-12345675')).toBe('form');
  });

  it('refuses a wrong check digit with a sentence naming the right one', () => {
    const parsed = mawbSchema.safeParse('706-12345679');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/check digit is wrong.*should be 5/);
    expect(mawbSchema.safeParse(' 706-12345675 ').data).toBe('706-12345675');
  });
});

describe('the flight number', () => {
  it('is two letters or digits, then one to four digits', () => {
    for (const good of ['ET509', 'KQ003', 'KQ3', '5Y1234', 'W3100'])
      expect(FLIGHT_NUMBER.test(good)).toBe(true);
    for (const bad of ['E', 'ET', 'ET-509', 'ET12345', 'ETH509', 'ET50A', 'et509'])
      expect(FLIGHT_NUMBER.test(bad)).toBe(false);
  });

  it('is taken in any case and spacing, kept in capitals', () => {
    const parsed = createFlightSchema.safeParse({
      flightNumber: ' kq 003 ',
      mawb: '706-12345675',
      destination: 'JUB',
      etd: '2026-12-08T22:30:00+03:00',
      eta: '2026-12-09T08:00:00Z',
    });
    expect(parsed.data).toMatchObject({ flightNumber: 'KQ003', etd: new Date('2026-12-08T19:30:00Z') });
  });

  it('refuses an ETA not after the ETD, on the ETA', () => {
    const parsed = createFlightSchema.safeParse({
      ...FLIGHT,
      etd: '2026-12-09T10:00:00Z',
      eta: '2026-12-09T10:00:00Z',
    });
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['eta']]);
  });
});

describe('the state machine', () => {
  it('goes planned, closed, departed, arrived, cleared, and never back', () => {
    expect(stepTo('planned', 'close')).toBe('closed');
    expect(stepTo('closed', 'depart')).toBe('departed');
    expect(stepTo('departed', 'arrive')).toBe('arrived');
    expect(stepTo('arrived', 'clear')).toBe('cleared');
    expect(stepTo('closed', 'close')).toBeUndefined();
    expect(stepTo('planned', 'arrive')).toBeUndefined();
    expect(stepTo('departed', 'depart')).toBeUndefined();
    expect(stepTo('cleared', 'clear')).toBeUndefined();
    expect(stepTo('departed', 'clear')).toBeUndefined();
  });

  it('records each step’s time; a planned flight that departs is closed as it leaves', () => {
    const at = new Date('2026-12-08T22:41:00Z');
    expect(takeStep(FLIGHT, 'depart', at)).toMatchObject({ state: 'departed', atd: at, closedAt: at });
    const closed = takeStep(FLIGHT, 'close', new Date('2026-12-08T20:00:00Z'));
    expect(closed && takeStep(closed, 'depart', at)).toMatchObject({
      closedAt: new Date('2026-12-08T20:00:00Z'),
      atd: at,
    });
    expect(takeStep(FLIGHT, 'clear', at)).toBeUndefined();
  });
});

describe('a changed ETA', () => {
  it('is news from an hour either way, not below', () => {
    const eta = FLIGHT.eta.getTime();
    expect(etaChangeIsNews(FLIGHT.eta, new Date(eta + 3 * 3_600_000))).toBe(true);
    expect(etaChangeIsNews(FLIGHT.eta, new Date(eta + 3_600_000))).toBe(true);
    expect(etaChangeIsNews(FLIGHT.eta, new Date(eta - 3_600_000))).toBe(true);
    expect(etaChangeIsNews(FLIGHT.eta, new Date(eta + 20 * 60_000))).toBe(false);
    expect(etaChangeIsNews(FLIGHT.eta, new Date(eta + 3_599_999))).toBe(false);
  });
});

describe('the notices', () => {
  it('are one per customer per event, their key read back as written', () => {
    const at = new Date('2026-12-08T22:41:00Z');
    const mails = flightNotices('departed', FLIGHT.id, [
      { ownerId: 'u1', ownerEmail: 'a@example.com', at },
      { ownerId: 'u1', ownerEmail: 'a@example.com', at },
      { ownerId: 'u2', ownerEmail: null, at },
    ]);
    expect(mails).toEqual([
      {
        to: 'a@example.com',
        kind: 'flight-notice',
        key: flightNoticeKey({ event: 'departed', flightId: FLIGHT.id, ownerId: 'u1', at }),
      },
    ]);
    expect(readFlightNoticeKey(mails[0]?.key ?? '')).toEqual({
      event: 'departed',
      flightId: FLIGHT.id,
      ownerId: 'u1',
      at,
    });
    expect(readFlightNoticeKey('landed/x/y/1')).toBeUndefined();
  });
});

describe('the totals', () => {
  it('count each shipment as one piece, and add weights and declared values', () => {
    const shipment = (parcels: string[], kg: number, cents: number): FlightShipment => ({
      reference: parcels[0] ?? '',
      kind: parcels.length > 1 ? 'box' : 'parcel',
      ownerId: 'u1',
      parcels,
      actualKg: kg,
      chargeableKg: kg + 1,
      declaredValueCents: cents,
      undeclared: [],
      loadedAt: new Date(0),
    });
    expect(totalsOf([shipment(['KP1', 'KP2'], 30.1, 100), shipment(['KP3'], 10.2, 50)])).toEqual({
      shipments: 2,
      parcels: 3,
      pieces: 2,
      actualKg: 40.3,
      chargeableKg: 42.3,
      declaredValueCents: 150,
    });
  });
});

describe('the notice mail', () => {
  const ctx = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
  it('names every parcel, the flight and the ETA in the reader’s zone', () => {
    const departed = { ...FLIGHT, state: 'departed' as const, atd: new Date('2026-12-08T22:41:00Z') };
    const mail = flightNoticeMail(ctx, aUser({ firstName: 'Amina' }), departed, 'departed', ['KP1', 'KP2']);
    expect(mail.subject).toContain('ET509');
    expect(mail.text).toContain('KP1 and KP2');
    expect(mail.text).toMatch(/Expected in Nairobi \(ETA\): 9 December 2026, 9:45\s?PM Nairobi time/i);
    const juba = flightNoticeMail(
      ctx,
      aUser({ firstName: 'Deng', destination: 'south-sudan' }),
      { ...departed, destination: 'JUB' },
      'departed',
      ['KP3'],
    );
    // Juba keeps Central Africa Time: an hour behind Nairobi.
    expect(juba.text).toMatch(/Expected in Juba \(ETA\): 9 December 2026, 8:45\s?PM Juba time/i);
  });

  it('tells a new ETA with the one before and the reason', () => {
    const reschedule = {
      flightId: FLIGHT.id,
      at: new Date('2026-12-09T10:00:00Z'),
      previousEtd: FLIGHT.etd,
      previousEta: FLIGHT.eta,
      etd: FLIGHT.etd,
      eta: new Date('2026-12-09T21:45:00Z'),
      reason: 'Late inbound aircraft',
    };
    const mail = flightNoticeMail(ctx, aUser(), FLIGHT, 'eta', ['KP1'], { reschedule });
    expect(mail.text).toContain('now lands later');
    expect(mail.text).toMatch(/New ETA in Nairobi: 10 December 2026, 12:45\s?AM/i);
    expect(mail.text).toContain('Why: Late inbound aircraft');
  });

  it('asks to pay before the handover of one parcel as "it", of several as "them"', () => {
    const cleared = { ...FLIGHT, state: 'cleared' as const, ata: new Date('2026-12-09T18:50:00Z') };
    const ready = (numbers: string[]) =>
      flightNoticeMail(ctx, aUser(), cleared, 'cleared', numbers, { dueCents: 3_750 }).text.replace(
        /\s+/g,
        ' ',
      );
    expect(ready(['KP1'])).toContain('we hand it over once it is paid');
    expect(ready(['KP1', 'KP2'])).toContain('we hand them over once it is paid');
  });
});
