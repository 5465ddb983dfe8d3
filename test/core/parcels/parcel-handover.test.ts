import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ChooseDeliveryUseCase } from '../../../core/delivery/choose-delivery.use-case.js';
import { MoveParcelUseCase } from '../../../core/parcels/move-parcel.use-case.js';
import { parcelNoticeComposer } from '../../../core/parcels/parcel-mails.js';
import { handedOverSentence, isPng, shortName } from '../../../core/parcels/parcel-handover.js';
import {
  COLLECTOR_NAME_MESSAGE,
  ID_LAST4_MESSAGE,
  SIGNATURE_MESSAGE,
  SIGNATURE_SIZE_MESSAGE,
  collectorOf,
  moveParcelSchema,
} from '../../../core/parcels/parcels.schema.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import { ViewParcelsUseCase } from '../../../core/parcels/view-parcels.use-case.js';
import { PLACEHOLDER_EXCHANGE_RATE } from '../../../core/shared/exchange-rate.js';
import { memoryStore } from '../../support/stores.js';
import { PICKUP_POINTS } from '../../support/pickup-points.js';
import { countingIds } from '../../support/ids.js';
import { aUser } from '../accounts/user.mother.js';
import { aDoor } from '../delivery/delivery-choice.mother.js';
import { aPayment } from '../ledger/ledger-entry.mother.js';
import { aParcelReceipt } from './parcel.mother.js';

const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
/** The eight bytes a PNG starts with, and a few more. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;
const fieldErrors = (body: unknown) => {
  const parsed = moveParcelSchema.safeParse(body);
  return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
};

/** The staff member at the desk, as the audit trail and the handover record name them. */
const DESK = { staffUserId: 'staff-1', staffEmail: 'desk@kango.test', address: '198.51.100.7' };

describe('who collected a parcel, as staff give it', () => {
  it('needs a name with the ID digits or a signature, and a name only at a handover', () => {
    expect(fieldErrors({ status: 'delivered', code: '123456', idLast4: '1234' })).toEqual({
      collectedBy: [COLLECTOR_NAME_MESSAGE],
    });
    expect(fieldErrors({ status: 'delivered', code: '123456', collectedBy: '   ' })).toEqual({
      collectedBy: [COLLECTOR_NAME_MESSAGE],
    });
    expect(fieldErrors({ status: 'ready', collectedBy: 'Jane Wanjiru' }).collectedBy).toHaveLength(1);
    const parsed = moveParcelSchema.parse({
      status: 'delivered',
      code: '123456',
      collectedBy: '  Jane Wanjiru ',
      idLast4: '0042',
    });
    expect(collectorOf(parsed)).toEqual({ name: 'Jane Wanjiru', idLast4: '0042', signature: null });
    expect(collectorOf(moveParcelSchema.parse({ status: 'delivered', code: '123456' }))).toBeUndefined();
  });

  it('takes exactly four digits of the ID number', () => {
    for (const idLast4 of ['123', '12345', '12a4', '']) {
      expect(fieldErrors({ status: 'delivered', collectedBy: 'Jane', idLast4 })).toEqual({
        idLast4: [ID_LAST4_MESSAGE],
      });
    }
    expect(fieldErrors({ status: 'delivered', collectedBy: 'Jane', idLast4: ' 9876 ' })).toEqual({});
  });

  it('takes a signature that is a PNG by its bytes, up to 64 KB', () => {
    const signed = moveParcelSchema.parse({
      status: 'delivered',
      collectedBy: 'Jane',
      signature: dataUrl(PNG),
    });
    expect(signed.signature).toEqual(PNG);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
    for (const signature of [dataUrl(jpeg), dataUrl(PNG, 'image/jpeg'), 'data:image/png;base64,@@', 42]) {
      expect(fieldErrors({ status: 'delivered', collectedBy: 'Jane', signature })).toEqual({
        signature: [SIGNATURE_MESSAGE],
      });
    }
    const large = new Uint8Array(64 * 1024 + 1);
    large.set(PNG);
    expect(fieldErrors({ status: 'delivered', collectedBy: 'Jane', signature: dataUrl(large) })).toEqual({
      signature: [SIGNATURE_SIZE_MESSAGE],
    });
    expect(isPng(PNG)).toBe(true);
    expect(isPng(jpeg)).toBe(false);
  });
});

describe('the handover notice', () => {
  it('shortens the name to the first and the last initial', () => {
    expect(shortName('Jane Wanjiru')).toBe('Jane W.');
    expect(shortName('  mary  akinyi otieno ')).toBe('mary O.');
    expect(shortName('Baraka')).toBe('Baraka');
  });

  it('says by whom, where and when, by the place', () => {
    const handover = { collectedBy: 'Jane Wanjiru', at: new Date('2026-11-27T11:05:00.000Z') };
    const what = { text: 'Your parcel KP1000001', one: true };
    const nairobi = PICKUP_POINTS.kenya[0];
    if (!nairobi) throw new Error('no point');
    expect(handedOverSentence(what, handover, { method: 'pickup', point: nairobi })).toBe(
      'Your parcel KP1000001 was collected by Jane W. at the Nairobi pickup point on 27 November 2026, 2:05 PM (Nairobi time).',
    );
    expect(handedOverSentence(what, handover, { method: 'pickup', point: PICKUP_POINTS.juba })).toContain(
      'collected by Jane W. at the Juba office on',
    );
    expect(
      handedOverSentence({ text: 'Your parcels KP1 and KP2', one: false }, handover, {
        method: 'door',
        address: aDoor(),
      }),
    ).toMatch(/^Your parcels KP1 and KP2 were delivered to Jane W\. at your door on 27 November 2026/);
  });
});

describe('proof of handover', () => {
  async function readyParcel() {
    const now = new Date('2026-11-27T09:00:00.000Z');
    const clock = { now: () => now };
    const store = memoryStore();
    const owner = aUser({ isEmailVerified: true });
    await store.run(({ users }) => users.addIfEmailFree(owner));
    const received = await new ReceiveParcelUseCase(store, clock, countingIds(), MAIL).execute(
      aParcelReceipt({ accountId: owner.accountId }),
    );
    if (!received.ok) throw new Error('refused');
    await store.run(({ ledger }) => ledger.post(aPayment(owner.id, 100_000)));
    await new ChooseDeliveryUseCase(store, clock, PICKUP_POINTS).execute(owner.id, {
      method: 'pickup',
      point: 'nairobi',
    });
    const move = new MoveParcelUseCase(store, clock);
    const number = received.value.number;
    await move.execute(number, 'ready');
    const code = (await store.ports.collectionCodes.find(number))?.code ?? '';
    const views = new ViewParcelsUseCase(store.ports, {
      siteUrl: MAIL.siteUrl,
      storageTerms: { freeDays: 30, feeCentsPerDay: 100 },
      points: PICKUP_POINTS,
      clearanceDays: 2,
      now: () => now,
    });
    const handoverMail = () => {
      const key = store.outboxEntries().find((e) => e.compose?.key.startsWith('delivered/'))?.compose?.key;
      const compose = parcelNoticeComposer(MAIL, PLACEHOLDER_EXCHANGE_RATE, PICKUP_POINTS, store.ports);
      return key === undefined ? undefined : compose(key);
    };
    return { store, owner, number, move, code, views, now, handoverMail };
  }

  it('is kept with the handover, with who handed it over, and the notice names who collected', async () => {
    const { store, number, move, code, views, now, handoverMail } = await readyParcel();
    const collector = { name: 'Jane Achieng', idLast4: '0042', signature: PNG };
    const handed = await move.execute(number, 'delivered', undefined, code, DESK, collector);
    expect(handed.ok).toBe(true);
    const view = await views.forStaff(number);
    expect(view.ok && view.value.handedOver).toEqual({
      shipment: number,
      collectedBy: 'Jane Achieng',
      idLast4: '0042',
      signed: true,
      withCode: true,
      at: now,
      by: 'desk@kango.test',
    });
    expect(await store.ports.parcelHandovers.signatureOf(number)).toEqual(PNG);
    const mail = await handoverMail();
    expect(mail?.subject).toMatch(/^Collected: parcel KP/);
    expect(mail?.text).toContain(
      `Your parcel ${number} was collected by Jane A. at the Nairobi pickup point on 27 November 2026, 12:00 PM (Nairobi time). Thank you for shipping with us.`,
    );
    expect(mail?.text).not.toContain('Achieng');
    expect(mail?.text).not.toContain('0042');
  });

  it('keeps a release without a code as such, and nothing when no one is named', async () => {
    const first = await readyParcel();
    await first.move.execute(
      first.number,
      'delivered',
      'Owner lost the code; ID checked',
      undefined,
      { staffUserId: null, staffEmail: 'cli:amina', address: 'cli' },
      { name: 'Peter Otieno', idLast4: null, signature: null },
    );
    const view = await first.views.forStaff(first.number);
    expect(view.ok && view.value.handedOver).toMatchObject({
      withCode: false,
      signed: false,
      by: 'cli:amina',
    });
    expect(await first.store.ports.parcelHandovers.signatureOf(first.number)).toBeUndefined();

    const second = await readyParcel();
    await second.move.execute(second.number, 'delivered', undefined, second.code, DESK);
    const unnamed = await second.views.forStaff(second.number);
    expect(unnamed.ok && unnamed.value.handedOver).toBeUndefined();
    expect((await second.handoverMail())?.text).toContain(`Collected: your parcel ${second.number}.`);
  });
});
