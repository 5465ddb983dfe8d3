import { describe, expect, it } from 'vitest';
import type { ParcelHandover } from '../../core/parcels/parcel-handover.js';
import { aParcelNumber } from '../core/parcels/parcel.mother.js';
import { type OpenStorage, NOW, later, useStorage } from './storage-under-test.js';

/** Proof of handover: kept once per shipment, read for many at once, the signature read apart. */
export function parcelHandoversContract(name: string, open: OpenStorage): void {
  describe(`parcel handovers: ${name}`, () => {
    const storage = useStorage(open);
    const aHandover = (overrides: Partial<ParcelHandover> = {}): ParcelHandover => ({
      shipment: aParcelNumber(),
      collectedBy: 'Jane Achieng',
      idLast4: '0042',
      signed: false,
      withCode: true,
      at: NOW,
      by: 'desk@kango.test',
      ...overrides,
    });
    const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 7]);

    it('keeps a handover and its signature once: a second for the shipment changes nothing', async () => {
      const signed = aHandover({ signed: true });
      const plain = aHandover({ idLast4: null, withCode: false, by: 'cli:amina' });
      const record = (h: ParcelHandover, signature: Uint8Array | null) =>
        storage.unitOfWork.run(({ parcelHandovers }) => parcelHandovers.record(h, signature));
      expect(await record(signed, PNG)).toBe('recorded');
      expect(await record(plain, null)).toBe('recorded');
      expect(
        await record({ ...signed, collectedBy: 'Someone Else', signed: false, at: later(1000) }, null),
      ).toBe('recorded-before');
      const each = await storage.reads.parcelHandovers.findEach([signed.shipment, plain.shipment, 'KP0']);
      expect(each).toEqual(
        new Map([
          [signed.shipment, signed],
          [plain.shipment, plain],
        ]),
      );
      expect(await storage.reads.parcelHandovers.findEach([])).toEqual(new Map());
      expect(await storage.reads.parcelHandovers.signatureOf(signed.shipment)).toEqual(PNG);
      expect(await storage.reads.parcelHandovers.signatureOf(plain.shipment)).toBeUndefined();
      expect(await storage.reads.parcelHandovers.signatureOf('KP0')).toBeUndefined();
    });

    it('keeps nothing of a handover whose transaction fails', async () => {
      const lost = aHandover();
      await expect(
        storage.unitOfWork.run(async ({ parcelHandovers }) => {
          await parcelHandovers.record(lost, PNG);
          throw new Error('the move failed');
        }),
      ).rejects.toThrow('the move failed');
      expect((await storage.reads.parcelHandovers.findEach([lost.shipment])).size).toBe(0);
    });
  });
}
