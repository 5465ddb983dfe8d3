import { staffParcelAnswer } from '../../core/parcels/parcel-answers.schema.js';
import { DESK_PAGE_SIZE, deskCursorText } from '../../core/parcels/parcel-desk.js';
import {
  assignParcelEndpoint,
  deskParcelAnswerOf,
  moveParcelsEndpoint,
  searchParcelsEndpoint,
  unclaimedAnswerOf,
  unclaimedParcelsEndpoint,
} from '../../core/parcels/parcel-desk.endpoints.js';
import { LEDGER_TOKENS } from '../../core/ledger/ledger.tokens.js';
import { dueFor } from '../../core/parcels/parcel-charge.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import type { Config } from '../config.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** The staff desk: find any parcel, the unclaimed ones and their assignment, and moving several at once. */
export function parcelDeskRoutes(container: AppContainer, api: EndpointRouter, config: Config): void {
  const parcels = container.get(PARCEL_TOKENS.Parcels);
  const assignParcel = container.get(PARCEL_TOKENS.AssignParcel);
  const importStatuses = container.get(PARCEL_TOKENS.ImportParcelStatuses);
  const ledger = container.get(LEDGER_TOKENS.Ledger);
  const photos = container.get(PARCEL_TOKENS.ParcelPhotos);

  api.on(searchParcelsEndpoint, async ({ query }) => {
    // One more than a page tells whether another follows.
    const found = await parcels.search(
      {
        ...(query.q !== undefined && { text: query.q }),
        ...(query.status !== undefined && { status: query.status }),
        ...(query.cursor !== undefined && { after: query.cursor }),
      },
      DESK_PAGE_SIZE + 1,
    );
    const page = found.slice(0, DESK_PAGE_SIZE);
    const last = page.at(-1);
    return {
      parcels: page.map(deskParcelAnswerOf),
      nextCursor: found.length > DESK_PAGE_SIZE && last ? deskCursorText(last.number) : null,
    };
  });
  api.on(unclaimedParcelsEndpoint, async () => ({
    parcels: (await parcels.unclaimed()).map(unclaimedAnswerOf),
  }));
  api.on(assignParcelEndpoint, async ({ params, body, valueOf }) => {
    const parcel = valueOf(await assignParcel.execute(params.number.toUpperCase(), body.accountId));
    // No storage fee yet: its free days count from now.
    return staffParcelAnswer(parcel, {
      dueCents: await dueFor(ledger, parcel),
      siteUrl: config.publicUrl,
      storageTerms: config.storage,
      storageFeesCents: 0,
      photos: await photos.listFor([parcel.number]),
    });
  });
  api.on(moveParcelsEndpoint, async ({ body }) => {
    const numbers = [...new Set(body.numbers)];
    // The status file's own use case, fed the selection as its lines: the same rules, notices and report.
    const report = await importStatuses.execute(async function* () {
      yield await Promise.resolve(numbers.map((number) => `${number},${body.status}`));
    });
    const why = new Map(report.rejected.map((r) => [r.line, r.reason]));
    return {
      moved: report.moved,
      results: numbers.map((number, i) => {
        const reason = why.get(i + 1) ?? null;
        return { number, moved: reason === null, reason };
      }),
    };
  });
}
