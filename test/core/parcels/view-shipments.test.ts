import { describe, expect, it } from 'vitest';
import type { ShipRequest } from '../../../core/parcels/shipment.js';
import { ViewShipmentsUseCase } from '../../../core/parcels/view-shipments.use-case.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';

const aRequest = (
  owner: { id: string; accountId: string },
  createdAt: Date,
  overrides: Partial<ShipRequest> = {},
): ShipRequest => ({
  id: crypto.randomUUID(),
  userId: owner.id,
  accountId: owner.accountId,
  status: 'requested',
  parcels: ['KP1000001', 'KP1000002'],
  createdAt,
  closedAt: null,
  shipmentNumber: null,
  ...overrides,
});

describe('the views of consolidation', () => {
  it('show a customer only their own requests, and staff every request still waiting, oldest first', async () => {
    const store = memoryStore();
    const [owner, other] = [aUser(), aUser()];
    const older = aRequest(owner, new Date('2026-11-20T10:00:00.000Z'));
    const withdrawn = aRequest(owner, new Date('2026-11-21T10:00:00.000Z'), {
      status: 'withdrawn',
      closedAt: new Date('2026-11-21T11:00:00.000Z'),
    });
    const theirs = aRequest(other, new Date('2026-11-19T10:00:00.000Z'));
    await store.run(async ({ shipments }) => {
      for (const request of [older, withdrawn, theirs]) await shipments.addRequest(request);
    });
    const views = new ViewShipmentsUseCase(store.ports.shipments);

    const mine = await views.ofOwner(owner.id);
    expect(mine.requests.map((r) => r.id)).toEqual([withdrawn.id, older.id]);
    expect(mine.shipments).toEqual([]);
    expect((await views.waiting()).map((r) => r.id)).toEqual([theirs.id, older.id]);
  });
});
