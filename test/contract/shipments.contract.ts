import { describe, expect, it } from 'vitest';
import { PARCEL_SOURCES } from '../../core/parcels/parcel-ledger-sources.js';
import { ImportParcelStatusesUseCase } from '../../core/parcels/import-parcel-statuses.use-case.js';
import { MoveParcelUseCase } from '../../core/parcels/move-parcel.use-case.js';
import { PackShipmentUseCase } from '../../core/parcels/pack-shipment.use-case.js';
import { ReceiveParcelUseCase } from '../../core/parcels/receive-parcel.use-case.js';
import { RequestShipmentUseCase } from '../../core/parcels/request-shipment.use-case.js';
import { WithdrawShipRequestUseCase } from '../../core/parcels/withdraw-ship-request.use-case.js';
import { HELD_TEXT } from '../../core/parcels/shipment.js';
import { issueCode } from '../../core/parcels/collection-code.js';
import { HANDOVER_NOT_IN_BULK } from '../../core/parcels/parcel-desk.js';
import type { Clock } from '../../core/shared/clock.js';
import { aUser } from '../core/accounts/user.mother.js';
import { aPayment } from '../core/ledger/ledger-entry.mother.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';
import { NOW, type OpenStorage, useStorage } from './storage-under-test.js';
import { countingIds } from '../support/ids.js';

const clock: Clock = { now: () => NOW };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
/** A 30 kg box, 50 × 40 × 30 cm (12 kg volumetric): past the 25 kg break, $14.50 a kg. */
const BOX = { weightKg: 30, lengthCm: 50, widthCm: 40, heightCm: 30 };
const STAFF = 'desk@kango.test';

async function* linesOf(text: string): AsyncGenerator<readonly string[]> {
  yield await Promise.resolve(text.split('\n'));
}

/** Consolidation: ship requests, packing into one box, and a box moving as one, on every adapter. */
export function shipmentsContract(name: string, open: OpenStorage): void {
  describe(`shipments: ${name}`, () => {
    const storage = useStorage(open);
    const amina = aUser({ firstName: 'Amina', isEmailVerified: true });
    const baraka = aUser({ firstName: 'Baraka', isEmailVerified: true });

    /** Amina's three 10 kg parcels ($150.00 each; the first pre-alerted, so $3.00 less), and Baraka's one. */
    async function warehouse() {
      const run = storage.unitOfWork.run.bind(storage.unitOfWork);
      for (const owner of [amina, baraka]) await run(({ users }) => users.addIfEmailFree(owner));
      // One source of ids for the storage's every use case, so that none collide.
      const ids = countingIds();
      const receive = new ReceiveParcelUseCase(storage.unitOfWork, clock, ids, MAIL);
      const received = async (accountId: string, tracking?: string) => {
        const result = await receive.execute(
          aParcelReceipt({
            accountId,
            weightKg: 10,
            ...(tracking !== undefined && { trackingNumber: tracking }),
          }),
        );
        if (!result.ok) throw new Error(result.error.message);
        return result.value.number;
      };
      await run(({ preAlerts }) =>
        preAlerts.addIfNew({
          id: crypto.randomUUID(),
          userId: amina.id,
          carrier: 'UPS',
          trackingNumber: 'TBA000000777001',
          description: 'Shoes',
          valueCents: 5000,
          createdAt: NOW,
          parcelNumber: null,
        }),
      );
      const mine = [
        await received(amina.accountId, 'TBA000000777001'),
        await received(amina.accountId),
        await received(amina.accountId),
      ];
      const theirs = await received(baraka.accountId);
      return {
        mine,
        theirs,
        request: new RequestShipmentUseCase(storage.unitOfWork, clock, ids),
        withdraw: new WithdrawShipRequestUseCase(storage.unitOfWork, clock),
        pack: new PackShipmentUseCase(storage.unitOfWork, clock, ids, MAIL),
        move: new MoveParcelUseCase(storage.unitOfWork, clock),
        file: new ImportParcelStatusesUseCase(storage.unitOfWork, clock),
      };
    }

    it('holds the parcels a customer asks to travel together, refusing another’s, a departed one or one asked for twice', async () => {
      const { mine, theirs, request, move } = await warehouse();
      const [first = '', second = '', third = ''] = mine;
      expect(await request.execute(amina.id, [first, theirs])).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'PARCELS.NOT_FOUND' }),
      });
      expect((await move.execute(third, 'departed')).ok).toBe(true);
      expect(await request.execute(amina.id, [first, third])).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'PARCELS.LEFT_WAREHOUSE' }),
      });
      const asked = await request.execute(amina.id, [first, second]);
      expect(asked).toEqual({
        ok: true,
        value: expect.objectContaining({
          status: 'requested',
          parcels: [first, second],
          accountId: amina.accountId,
        }),
      });
      expect(await request.execute(amina.id, [second, first])).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'PARCELS.ALREADY_REQUESTED' }),
      });
      const held = await storage.reads.parcels.findByNumber(first);
      expect(held?.shipRequestId).toBe(asked.ok ? asked.value.id : 'none');
      // Held: it does not leave on its own.
      expect(await move.execute(first, 'departed')).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'PARCELS.HELD', message: HELD_TEXT }),
      });
      expect((await storage.reads.shipments.requestsOf(amina.id)).map((r) => r.status)).toEqual([
        'requested',
      ]);
    });

    it('decides between two requests for one parcel at once: one holds it, the other is refused', async () => {
      const { mine, request } = await warehouse();
      const [first = '', second = '', third = ''] = mine;
      const results = await Promise.all([
        request.execute(amina.id, [first, second]),
        request.execute(amina.id, [third, first]),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([
        { ok: false, error: expect.objectContaining({ code: 'PARCELS.ALREADY_REQUESTED' }) },
      ]);
    });

    it('packs a request into one box charged once at the box’s weight break, the parcels’ charges reversed and their pre-alert savings kept', async () => {
      const { mine, request, pack } = await warehouse();
      const asked = await request.execute(amina.id, mine);
      if (!asked.ok) throw new Error('refused');
      const packed = await pack.execute(asked.value.id, BOX, STAFF);
      if (!packed.ok) throw new Error('refused');
      const box = packed.value;
      expect(box).toEqual(
        expect.objectContaining({
          parcels: mine,
          weights: { actualKg: 30, volumetricKg: 12, chargeableKg: 30 },
          freightCents: 43_500,
          savingCents: 300,
          chargeCents: 43_200,
          separateCents: 44_700,
          packedBy: STAFF,
        }),
      );
      expect(box.number).toMatch(/^KS\d+$/);
      const { ledger, parcels, shipments } = storage.reads;
      // Three charges reversed, one charge for the box: the account owes the box's charge alone.
      expect(await ledger.balanceOf(amina.id)).toBe(43_200);
      const entries = await ledger.listFor(amina.id, { limit: 20 });
      expect(
        entries
          .filter((e) => e.kind === 'reversal')
          .map((e) => e.subject)
          .sort(),
      ).toEqual([...mine].sort());
      expect(await ledger.findBySource(PARCEL_SOURCES.shipmentCharge(box.number))).toEqual(
        expect.objectContaining({ kind: 'charge', amountCents: 43_200, postedBy: STAFF }),
      );
      for (const number of mine)
        expect((await parcels.findByNumber(number))?.shipmentNumber).toBe(box.number);
      expect(await shipments.find(box.number)).toEqual(box);
      expect((await shipments.requestsOf(amina.id))[0]).toEqual(
        expect.objectContaining({ status: 'packed', shipmentNumber: box.number, closedAt: NOW }),
      );
      expect(await shipments.waitingRequests()).toEqual([]);
      const mail = (await storage.storedMail()).find((m) => m.subject.includes(box.number));
      expect(mail?.text).toContain('You saved');
      expect(mail?.text).toContain('$15.00');
    });

    it('withdraws a request until it is packed, and neither withdraws nor packs it again', async () => {
      const { mine, request, withdraw, pack, move } = await warehouse();
      const [first = '', second = '', third = ''] = mine;
      const asked = await request.execute(amina.id, [first, second]);
      if (!asked.ok) throw new Error('refused');
      expect(await withdraw.execute(baraka.id, asked.value.id)).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'PARCELS.SHIP_REQUEST_NOT_FOUND' }),
      });
      expect(await withdraw.execute(amina.id, asked.value.id)).toEqual({
        ok: true,
        value: expect.objectContaining({ status: 'withdrawn', closedAt: NOW }),
      });
      expect((await storage.reads.parcels.findByNumber(first))?.shipRequestId).toBeNull();
      expect((await move.execute(first, 'departed')).ok).toBe(true);
      expect((await pack.execute(asked.value.id, BOX, STAFF)).ok).toBe(false);
      const again = await request.execute(amina.id, [second, third]);
      if (!again.ok) throw new Error('refused');
      expect((await pack.execute(again.value.id, BOX, STAFF)).ok).toBe(true);
      expect(await pack.execute(again.value.id, BOX, STAFF)).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'PARCELS.SHIP_REQUEST_CLOSED' }),
      });
      expect(await withdraw.execute(amina.id, again.value.id)).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'PARCELS.SHIP_REQUEST_CLOSED' }),
      });
    });

    it('moves a box as one, by any of its parcels or its own number, by hand or by file; handed over by hand with its code once the box is paid', async () => {
      const { mine, request, pack, move, file } = await warehouse();
      const [first = '', second = '', third = ''] = mine;
      const asked = await request.execute(amina.id, [first, second]);
      if (!asked.ok) throw new Error('refused');
      const packed = await pack.execute(asked.value.id, BOX, STAFF);
      if (!packed.ok) throw new Error('refused');
      const statusOf = async (number: string) => (await storage.reads.parcels.findByNumber(number))?.status;
      expect((await move.execute(second, 'departed')).ok).toBe(true);
      expect([await statusOf(first), await statusOf(second), await statusOf(third)]).toEqual([
        'departed',
        'departed',
        'received',
      ]);
      expect((await move.execute(packed.value.number, 'arrived')).ok).toBe(true);
      expect(await statusOf(first)).toBe('arrived');
      // A file naming both parcels of the box moves it once.
      const report = await file.execute(() => linesOf(`${first},ready\n${second},ready\n${first},delivered`));
      expect(report.moved).toBe(2);
      // A hand-over is not a file's: it takes the box's code, and waits for the box's charge.
      expect(report.rejected.map((r) => [r.line, r.reason])).toEqual([
        [2, 'The parcel is already ready: a status only moves forward'],
        [3, HANDOVER_NOT_IN_BULK],
      ]);
      const { code } = await storage.unitOfWork.run(({ collectionCodes }) =>
        issueCode(
          collectionCodes,
          { number: first, shipmentNumber: packed.value.number, userId: amina.id },
          NOW,
        ),
      );
      expect(await move.execute(second, 'delivered', undefined, code)).toMatchObject({
        ok: false,
        error: { code: 'PARCELS.UNPAID', message: expect.stringContaining('$432.00') as string },
      });
      // The third parcel's own charge is the oldest: payments settle it first, then the box's.
      await storage.unitOfWork.run(({ ledger }) => ledger.post(aPayment(amina.id, 15_000 + 43_200)));
      expect((await move.execute(second, 'delivered', undefined, code)).ok).toBe(true);
      expect([await statusOf(first), await statusOf(second)]).toEqual(['delivered', 'delivered']);
    });

    it('refuses a status file’s move of a held parcel, by line, moving the others', async () => {
      const { mine, request, file } = await warehouse();
      const [first = '', second = '', third = ''] = mine;
      expect((await request.execute(amina.id, [first, second])).ok).toBe(true);
      const report = await file.execute(() => linesOf(`${first},departed\n${third},departed`));
      expect(report.moved).toBe(1);
      expect(report.rejected).toEqual([expect.objectContaining({ line: 1, reason: HELD_TEXT })]);
    });
  });
}
