import { describe, expect, it } from 'vitest';
import { ChooseDeliveryUseCase } from '../../../core/delivery/choose-delivery.use-case.js';
import { newCollectionCode } from '../../../core/parcels/collection-code.js';
import { type Handover, codeAdvice, collectionFields } from '../../../core/parcels/collection-notice.js';
import type { DeliveryPlace } from '../../../core/delivery/delivery-choice.js';
import { MoveParcelUseCase } from '../../../core/parcels/move-parcel.use-case.js';
import { parcelNoticeComposer } from '../../../core/parcels/parcel-mails.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import type { User } from '../../../core/accounts/user.js';
import { PLACEHOLDER_EXCHANGE_RATE } from '../../../core/shared/exchange-rate.js';
import { memoryStore } from '../../support/stores.js';
import { PICKUP_POINTS } from '../../support/pickup-points.js';
import { aUser } from '../accounts/user.mother.js';
import { aDoor } from '../delivery/delivery-choice.mother.js';
import { aPayment } from '../ledger/ledger-entry.mother.js';
import { aParcelReceipt } from './parcel.mother.js';
import { countingIds } from '../../support/ids.js';

const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
const HOUR = 60 * 60_000;

/** A paid parcel of an account of the destination, and a clock staff can move on. */
async function paidParcel(destination: User['destination'] = 'kenya') {
  let now = new Date('2026-11-27T09:00:00.000Z');
  const clock = { now: () => now };
  const store = memoryStore();
  const owner = aUser({ destination, isEmailVerified: true });
  await store.run(({ users }) => users.addIfEmailFree(owner));
  const received = await new ReceiveParcelUseCase(store, clock, countingIds(), MAIL).execute(
    aParcelReceipt({ accountId: owner.accountId }),
  );
  if (!received.ok) throw new Error('refused');
  await store.run(({ ledger }) => ledger.post(aPayment(owner.id, 100_000)));
  const move = new MoveParcelUseCase(store, clock);
  const choose = new ChooseDeliveryUseCase(store, clock, PICKUP_POINTS);
  const number = received.value.number;
  const code = async () => (await store.ports.collectionCodes.find(number))?.code ?? '';
  /** The ready notice as it is written when sent. */
  const readyMail = async () => {
    const key = store.outboxEntries().find((e) => e.compose?.key.startsWith('ready/'))?.compose?.key;
    const compose = parcelNoticeComposer(MAIL, PLACEHOLDER_EXCHANGE_RATE, PICKUP_POINTS, store.ports);
    return key === undefined ? undefined : compose(key);
  };
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { store, owner, number, move, choose, code, readyMail, later };
}

describe('the collection code', () => {
  it('is six random digits', () => {
    const codes = Array.from({ length: 200 }, newCollectionCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('is issued once when the parcel becomes ready, and mailed with the pickup point chosen', async () => {
    const { owner, number, move, choose, code, readyMail } = await paidParcel();
    await choose.execute(owner.id, { method: 'pickup', point: 'mombasa' });
    expect(await code()).toBe('');
    await move.execute(number, 'arrived');
    await move.execute(number, 'ready');
    const issued = await code();
    expect(issued).toMatch(/^\d{6}$/);
    const mail = await readyMail();
    expect(mail?.text).toContain(`Collection code: ${issued}`);
    expect(mail?.text).toContain(
      'Where: Collect it at Mombasa: (placeholder) Example Centre, Nkrumah Road, Mombasa (open Mon–Fri 8:00–17:00, Sat 9:00–13:00)',
    );
    expect(mail?.text).toContain('Collect it at Mombasa with the collection code below.');
    expect(mail?.text).not.toContain('door');
    expect(mail?.text).toContain('Show the collection code when you collect');
    expect(mail?.text).toContain('Due for this parcel: Nothing: it is paid');
  });

  it('keeps the choice in force when the parcel left: a later change does not move it', async () => {
    const { owner, number, move, choose, readyMail, later } = await paidParcel();
    await choose.execute(owner.id, { ...aDoor(), landmark: 'Yaya Centre' });
    later(HOUR);
    await move.execute(number, 'departed');
    later(HOUR);
    await choose.execute(owner.id, { method: 'pickup', point: 'kisumu' });
    await move.execute(number, 'ready');
    const text = (await readyMail())?.text;
    expect(text).toContain(
      'Delivery to: We bring it to your door: Argwings Kodhek Road, Block B flat 4 (Yaya Centre), Kilimani, Nairobi County',
    );
    expect(text).toContain('Our rider brings it to your door.');
    expect(text).toContain('Give the collection code to our rider');
  });

  it('asks an account that has not chosen where its ready parcel goes, and promises no door', async () => {
    const { number, move, readyMail } = await paidParcel();
    await move.execute(number, 'ready');
    const text = (await readyMail())?.text;
    expect(text).toContain('Tell us where it goes on your dashboard: to your door, or to a pickup point');
    expect(text).not.toContain('We deliver it to your door');
  });

  it('names the parcels of each code when one notice holds several, and the place once when it is the same', () => {
    const door: DeliveryPlace = {
      method: 'door',
      address: {
        county: 'Nairobi',
        town: 'Kilimani',
        street: 'Argwings Kodhek Road',
        landmark: null,
        phone: '+254712345678',
      },
    };
    const point: DeliveryPlace = { method: 'pickup', point: PICKUP_POINTS.juba };
    const first: Handover = { place: door, code: '111111', numbers: ['KP1000001'] };
    const second: Handover = { place: door, code: '222222', numbers: ['KP1000002', 'KP1000003'] };
    expect(collectionFields([first, second])).toEqual([
      ['Collection code', '111111, for KP1000001'],
      ['Collection code', '222222, for KP1000002, KP1000003'],
      ['Delivery to', 'We bring it to your door: Argwings Kodhek Road, Kilimani, Nairobi County'],
    ]);
    expect(collectionFields([first])).toEqual([
      ['Collection code', '111111'],
      ['Delivery to', 'We bring it to your door: Argwings Kodhek Road, Kilimani, Nairobi County'],
    ]);
    expect(collectionFields([first, { ...second, place: point }])).toEqual([
      ['Collection code', '111111, for KP1000001'],
      ['Delivery to', 'We bring it to your door: Argwings Kodhek Road, Kilimani, Nairobi County'],
      ['Collection code', '222222, for KP1000002, KP1000003'],
      ['Where', expect.stringContaining('Collect it at Juba office')],
    ]);
    expect(codeAdvice(door, 2)).toContain('Give each parcel’s collection code to our rider');
  });

  it('names the Juba office’s address to a South Sudan customer', async () => {
    const { number, move, readyMail } = await paidParcel('south-sudan');
    await move.execute(number, 'ready');
    expect((await readyMail())?.text).toContain('Collect it at Juba office: Plot 7, Hai Malakal, Juba');
  });

  it('hands over with the right code; a wrong one is refused and counted', async () => {
    const { store, number, move, code } = await paidParcel();
    await move.execute(number, 'ready');
    const right = await code();
    const wrong = right === '123456' ? '654321' : '123456';
    const refused = await move.execute(number, 'delivered', undefined, wrong);
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'PARCELS.WRONG_CODE',
        message:
          "This is not the collection code sent to the parcel's owner. 4 more wrong codes lock it for an hour.",
      },
    });
    expect((await store.ports.collectionCodes.find(number))?.wrongTries).toBe(1);
    const handed = await move.execute(number, 'delivered', undefined, right);
    expect(handed.ok && handed.value.events.at(-1)).toEqual({ status: 'delivered', at: expect.any(Date) });
  });

  it('locks for an hour after five wrong codes, refusing even the right one and saying until when', async () => {
    const { number, move, code, later } = await paidParcel();
    await move.execute(number, 'ready');
    const right = await code();
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) await move.execute(number, 'delivered', undefined, wrong);
    const fifth = await move.execute(number, 'delivered', undefined, wrong);
    expect(fifth.ok ? undefined : fifth.error).toEqual({
      code: 'PARCELS.CODE_LOCKED',
      message: expect.stringContaining(
        'until 27 November 2026, 1:00 PM (Nairobi time), not even with the right one',
      ) as unknown,
    });
    const locked = await move.execute(number, 'delivered', undefined, right);
    expect(locked.ok ? undefined : locked.error.code).toBe('PARCELS.CODE_LOCKED');
    later(HOUR - 1);
    expect((await move.execute(number, 'delivered', undefined, right)).ok).toBe(false);
    later(1);
    expect((await move.execute(number, 'delivered', undefined, right)).ok).toBe(true);
  });

  it('is needed unless a reason is stated, which the event keeps', async () => {
    const { number, move } = await paidParcel();
    await move.execute(number, 'ready');
    const bare = await move.execute(number, 'delivered');
    expect(bare.ok ? undefined : bare.error.code).toBe('PARCELS.CODE_NEEDED');
    const reason = 'Owner lost the mail; identity card checked';
    const released = await move.execute(number, 'delivered', reason);
    expect(released.ok && released.value.events.at(-1)?.reason).toBe(reason);
  });
});
