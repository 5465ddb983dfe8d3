import { boxResponse, staffParcelResponse } from '../../core/parcels/api/parcel-responses.schema.js';
import { DESK_PAGE_SIZE, deskCursorText, referenceTerm } from '../../core/parcels/parcel-desk.js';
import {
  assignParcelEndpoint,
  deskParcelResponseOf,
  labelsEndpoint,
  parcelLabelEndpoint,
  shipmentLabelEndpoint,
  moveParcelsEndpoint,
  searchParcelsEndpoint,
  unclaimedResponseOf,
  unclaimedParcelsEndpoint,
} from '../../core/parcels/api/parcel-desk.endpoints.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { SHIPMENT_NUMBER } from '../../core/parcels/parcels.schema.js';
import type { Config } from '../config.js';
import { staffActor } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** The staff desk: find any parcel, the unclaimed ones and their assignment, and moving several at once. */
export function parcelDeskRoutes(container: AppContainer, api: EndpointRouter, config: Config): void {
  const parcels = container.get(PARCEL_TOKENS.Parcels);
  const assignParcel = container.get(PARCEL_TOKENS.AssignParcel);
  const importStatuses = container.get(PARCEL_TOKENS.ImportParcelStatuses);
  const views = container.get(PARCEL_TOKENS.ViewParcels);
  const labels = container.get(PARCEL_TOKENS.ViewLabels);
  const parcelFlights = container.get(PARCEL_TOKENS.ParcelFlights);
  /** The box a search names by its whole number, with its one charge and due (the parcels' shared view). */
  const boxNamed = async (text: string | undefined) => {
    const number = referenceTerm(text ?? '');
    if (!SHIPMENT_NUMBER.test(number)) return undefined;
    const box = (await views.ofBox(number))[0]?.due.box;
    return box ? boxResponse(box, config.publicUrl) : undefined;
  };

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
    const box = query.cursor === undefined ? await boxNamed(query.q) : undefined;
    const page = found.slice(0, DESK_PAGE_SIZE);
    const last = page.at(-1);
    // The page's flights in one query, so staff see which parcels are already loaded.
    const flights = await parcelFlights.flightsOf(page.map((p) => p.number));
    return {
      parcels: page.map((p) => deskParcelResponseOf(p, flights.get(p.number)?.flightNumber)),
      ...(box && { box }),
      nextCursor: found.length > DESK_PAGE_SIZE && last ? deskCursorText(last.number) : null,
    };
  });
  api.on(unclaimedParcelsEndpoint, async () => ({
    parcels: (await parcels.unclaimed()).map(unclaimedResponseOf),
  }));
  api.on(assignParcelEndpoint, async ({ req, params, body, valueOf }) => {
    const number = params.number.toUpperCase();
    const parcel = valueOf(await assignParcel.execute(number, body.accountId, staffActor(req)));
    return staffParcelResponse(await views.one(parcel, 'staff'));
  });
  api.on(moveParcelsEndpoint, async ({ req, body }) => {
    const numbers = [...new Set(body.numbers)];
    // A box moves as one: its first selected parcel moves it, and its other selected parcels share that result.
    const boxOf = new Map(
      (await Promise.all(numbers.map((n) => parcels.findByNumber(n)))).flatMap((p) =>
        p?.shipmentNumber ? [[p.number, p.shipmentNumber] as const] : [],
      ),
    );
    const firstOfBox = new Map<string, string>();
    for (const number of numbers) {
      const box = boxOf.get(number);
      if (box !== undefined && !firstOfBox.has(box)) firstOfBox.set(box, number);
    }
    const sent = numbers.filter((n) => {
      const box = boxOf.get(n);
      return box === undefined || firstOfBox.get(box) === n;
    });
    // The status file's own use case, fed the selection as its lines: the same rules, notices and report.
    const report = await importStatuses.execute(
      async function* () {
        yield await Promise.resolve(sent.map((number) => `${number},${body.status}`));
      },
      { by: { actor: staffActor(req), source: `desk selection to ${body.status}`, numbers: sent } },
    );
    const why = new Map(report.rejected.map((r) => [sent[r.line - 1], r.reason]));
    return {
      moved: report.moved,
      results: numbers.map((number) => {
        const box = boxOf.get(number);
        const reason = why.get(box === undefined ? number : firstOfBox.get(box)) ?? null;
        return { number, moved: reason === null, reason, ...(box !== undefined && { shipmentNumber: box }) };
      }),
    };
  });
  api.on(parcelLabelEndpoint, async ({ params, query, valueOf }) =>
    valueOf(await labels.execute([params.number], query.format ?? 'pdf')),
  );
  api.on(shipmentLabelEndpoint, async ({ params, query, valueOf }) =>
    valueOf(await labels.execute([params.number], query.format ?? 'pdf')),
  );
  api.on(labelsEndpoint, async ({ query, valueOf }) =>
    valueOf(await labels.execute(query.numbers, query.format ?? 'pdf')),
  );
}
