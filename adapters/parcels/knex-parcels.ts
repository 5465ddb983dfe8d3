import type { Knex } from 'knex';
import { z } from 'zod';
import { DESTINATIONS } from '../../core/pricing/destinations.js';
import {
  PARCEL_STATUSES,
  type Parcel,
  type ParcelEvent,
  type ParcelStatus,
  movesForward,
} from '../../core/parcels/parcel.js';
import type {
  MoveRefusal,
  ParcelClaim,
  ParcelRepository,
  StatusMove,
  StepTaken,
} from '../../core/parcels/parcels.ports.js';
import {
  STEPS_IN_BULK,
  type StepInBulk,
  type DeskParcel,
  type DeskQuery,
  type UnclaimedParcel,
} from '../../core/parcels/parcel-desk.js';
import { searchDesk, unclaimedParcels } from './knex-parcel-desk.js';
import { sortedByNumber } from '../../core/parcels/shipment.js';
import { PARCEL_NUMBER } from '../../core/parcels/parcels.schema.js';
import { copyCsv } from '../postgres/copy-rows.js';
import type { BulkLoad } from '../postgres/knex-unit-of-work.js';
import { cents, measuredFields } from './measured-fields.js';
import { nested, optional, rowCodec } from '../postgres/row-codec.js';

/** parcel_events' columns, once: what addIfNew and moveTo insert and every read parses (a reason only if given). */
const eventRow = rowCodec({
  parcel_number: z.string(),
  event: nested({ status: z.enum(PARCEL_STATUSES), at: z.date(), reason: optional(z.string()) }),
});

/**
 * parcels' columns, once: what addIfNew inserts and every read parses. A parcel's status and events are no columns
 * of its own: its parcel_events, read beside its row.
 */
const parcelRow = rowCodec({
  number: z.string(),
  account_id: z.string().nullable(),
  user_id: z.string().nullable(),
  tracking_number: z.string(),
  carrier: z.string(),
  description: z.string().nullable(),
  value_cents: cents.nullable(),
  destination: z.enum(DESTINATIONS).nullable(),
  assigned_at: z.date().nullable(),
  ...measuredFields,
  freight_cents: cents,
  saving_cents: cents,
  charge_cents: cents,
  ship_request_id: z.string().nullable(),
  shipment_number: z.string().nullable(),
});
type ParcelRow = ReturnType<typeof parcelRow.fromRow>;

const toParcel = (row: ParcelRow, events: ParcelEvent[]): Parcel => ({
  ...row,
  // The events are the parcel's history and its status: the latest step is where it is.
  status: events.at(-1)?.status ?? 'received',
  events,
});

const nextSchema = z.object({ rows: z.tuple([z.object({ number: z.string() })]) });

/** The statuses along the way, as an SQL array: a status's position in it is its rank. */
const STATUSES_IN_ORDER = `array[${PARCEL_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[]`;
/** A status's place along the way, in SQL: statuses compare by it. */
const rank = (column: string) => `array_position(${STATUSES_IN_ORDER}, ${column})`;
const LINES = 'parcel_status_lines';
/** A CSV field COPY reads as it is. */
const PLAIN_FIELD = /^[A-Z0-9]+$/;
const STEPS = 'parcel_status_steps';
const REFUSED = 'parcel_status_refused';
const REFUSED_PAGE = 5000;
const RECORDED = 'parcel_status_recorded';

const refusedSchema = z
  .object({
    line: z.number(),
    reference: z.string(),
    status: z.enum(STEPS_IN_BULK),
    unknown: z.boolean(),
    reached: z.enum(PARCEL_STATUSES).nullable(),
    forward: z.boolean(),
    held: z.boolean(),
    unclaimed: z.boolean(),
  })
  .transform((r): [StatusMove, MoveRefusal] => [
    { line: r.line, reference: r.reference, status: r.status },
    refusalOf(r),
  ]);

function refusalOf(r: {
  unknown: boolean;
  reached: ParcelStatus | null;
  forward: boolean;
  held: boolean;
  unclaimed: boolean;
}): MoveRefusal {
  if (r.unknown || r.reached === null) return { kind: 'unknown' };
  if (!r.forward) return { kind: 'not-forward', reached: r.reached };
  return r.held ? { kind: 'held' } : { kind: 'unclaimed' };
}
const movedSchema = z.object({ rows: z.tuple([z.object({ moved: z.coerce.number() })]) });
const stepsSchema = z.object({
  rows: z.array(
    z.object({ user_id: z.string(), status: z.enum(PARCEL_STATUSES), email: z.string().nullable() }),
  ),
});

export class KnexParcels implements ParcelRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly bulkLoad: BulkLoad = 'insert',
    /** Steps a status file's moves took handed back at a time: a page's notices are one outbox round trip. */
    private readonly recordedPage = 5000,
  ) {}

  async nextNumber(): Promise<string> {
    const { rows } = nextSchema.parse(
      await this.db.raw(`select 'KP' || nextval('parcel_number_seq') as number`),
    );
    return rows[0].number;
  }

  async addIfNew(p: Parcel): Promise<'added' | 'duplicate'> {
    const inserted: unknown[] = await this.db('parcels')
      .insert(parcelRow.toRow(p))
      .onConflict('tracking_number')
      .ignore()
      .returning('number');
    if (inserted.length === 0) return 'duplicate';
    await this.db('parcel_events').insert(
      p.events.map((event) => eventRow.toRow({ parcelNumber: p.number, event })),
    );
    return 'added';
  }

  async find(reference: string): Promise<Parcel | undefined> {
    const row: unknown = await this.db('parcels')
      .where({ number: reference })
      .orWhere({ tracking_number: reference })
      .orderByRaw('number = ? desc', [reference])
      .first();
    return this.one(row);
  }

  async findByNumber(number: string): Promise<Parcel | undefined> {
    return this.one(await this.db('parcels').where({ number }).first());
  }

  private async one(row: unknown): Promise<Parcel | undefined> {
    if (row === undefined) return undefined;
    return (await this.withEvents([parcelRow.fromRow(row)]))[0];
  }

  async listFor(userId: string): Promise<Parcel[]> {
    const rows: unknown[] = await this.db('parcels')
      .where({ user_id: userId })
      .orderByRaw(`length(number) desc, number desc`);
    return this.withEvents(rows.map(parcelRow.fromRow));
  }

  async lockMine(userId: string, numbers: readonly string[]): Promise<Parcel[]> {
    if (numbers.length === 0) return [];
    const rows: unknown[] = await this.db('parcels')
      .where({ user_id: userId })
      .whereIn('number', [...numbers])
      .orderBy('number')
      .forUpdate();
    return sortedByNumber(await this.withEvents(rows.map(parcelRow.fromRow)));
  }

  async assign(number: string, claim: ParcelClaim, at: Date): Promise<'assigned' | 'claimed' | 'not-found'> {
    // Only while unclaimed: of two staff assigning it at once, the second updates nothing.
    const updated: unknown[] = await this.db('parcels')
      .where({ number })
      .whereNull('user_id')
      .update({
        user_id: claim.userId,
        account_id: claim.accountId,
        destination: claim.destination,
        freight_cents: claim.freightCents,
        saving_cents: claim.savingCents,
        charge_cents: claim.chargeCents,
        description: claim.description,
        value_cents: claim.valueCents,
        assigned_at: at,
      })
      .returning('number');
    if (updated.length === 1) return 'assigned';
    return (await this.db('parcels').where({ number }).first('number')) === undefined
      ? 'not-found'
      : 'claimed';
  }

  search(query: DeskQuery, limit: number): Promise<DeskParcel[]> {
    return searchDesk(this.db, query, limit);
  }

  unclaimed(): Promise<UnclaimedParcel[]> {
    return unclaimedParcels(this.db);
  }

  async holdFor(numbers: readonly string[], shipRequestId: string | null): Promise<void> {
    await this.db('parcels')
      .whereIn('number', [...numbers])
      .update({ ship_request_id: shipRequestId });
  }

  async packInto(numbers: readonly string[], shipmentNumber: string): Promise<void> {
    await this.db('parcels')
      .whereIn('number', [...numbers])
      .update({ shipment_number: shipmentNumber });
  }

  async inShipment(shipmentNumber: string): Promise<Parcel[]> {
    const rows: unknown[] = await this.db('parcels').where({ shipment_number: shipmentNumber });
    return sortedByNumber(await this.withEvents(rows.map(parcelRow.fromRow)));
  }

  async moveTo(number: string, event: ParcelEvent): Promise<'moved' | 'not-forward'> {
    // The parcel's row is the lock: a second move waits here, then its insert sees the first one's event.
    await this.db('parcels').where({ number }).forUpdate().select('number');
    const row = eventRow.toRow({ parcelNumber: number, event });
    const inserted: unknown[] = await this.db
      .insert(
        this.db
          .select(this.db.raw('?, ?, ?, ?::text', [row.parcel_number, row.status, row.at, row.reason]))
          .whereNotExists(
            this.db('parcel_events')
              .where({ parcel_number: number })
              .whereRaw(`${rank('status')} >= ${rank('?::text')}`, [event.status]),
          ),
      )
      .into(this.db.raw('parcel_events (parcel_number, status, at, reason)'))
      .returning('status');
    return inserted.length === 1 ? 'moved' : 'not-forward';
  }

  /**
   * The lines go into a temporary table (COPY on a server, multi-row inserts on the embedded database), each
   * marked when it has our number's form (only such a reference can be a number: a tracking number in that form
   * predates the rule that refuses one), and one statement does the rest set-wise. Each line finds its parcel (by
   * number first, as find has it, else by tracking number); a line moves when none of its parcel's events is at or
   * past its status (only events at or past the file's least status are read) and no earlier line took the parcel
   * or its box that far (a window in line order over each parcel's or box's lines: a refused line raises nothing).
   * The events of the moves, the steps taken (each owner and status once) and the refused lines are inserted from
   * that one judgement. The steps are read back through a cursor a page at a time, for the caller to queue their
   * notices; the refused lines after.
   */
  moveAll(
    moves: AsyncIterable<readonly StatusMove[]>,
    at: Date,
    onRefused: (move: StatusMove, refusal: MoveRefusal) => void,
    onSteps: (steps: readonly StepTaken[]) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction(async (trx) => {
      await trx.raw(`create temp table if not exists ${LINES} (
        line integer, reference text, status text, numbered boolean) on commit drop`);
      await trx.raw(`truncate ${LINES}`);
      const least = await this.stage(trx, moves);
      await trx.raw(`analyze ${LINES}`);
      // The sorts and hashes stay in memory for a million lines; compiling the statement costs more than it saves.
      await trx.raw(`set local work_mem = '256MB'`);
      await trx.raw(`set local jit = off`);
      await trx.raw(`drop table if exists ${STEPS}, ${REFUSED}`);
      await trx.raw(
        `create temp table ${STEPS} (user_id uuid, status text, first integer, lines integer) on commit drop`,
      );
      await trx.raw(`create temp table ${REFUSED} (
        line integer, reference text, status text, unknown boolean, reached text, forward boolean, held boolean,
        unclaimed boolean) on commit drop`);
      // The steps at or past the least a line names: no event before it can stop a line.
      const pastLeast = PARCEL_STATUSES.slice(
        least === undefined ? PARCEL_STATUSES.length : PARCEL_STATUSES.indexOf(least),
      );
      const whenNamed = (column: string) =>
        `case when n.number is null then t.${column} else n.${column} end`;
      const statusOf = (wanted: string) => `(${STATUSES_IN_ORDER})[${wanted}]`;
      const { rows } = movedSchema.parse(
        await trx.raw(
          `with found as (
            select l.line, ${rank('l.status')} as wanted, t.number, t.user_id, t.shipment_number, t.ship_request_id
            from ${LINES} l left join parcels t on t.tracking_number = l.reference
            where not l.numbered
            union all
            select l.line, ${rank('l.status')}, coalesce(n.number, t.number), ${whenNamed('user_id')},
              ${whenNamed('shipment_number')}, ${whenNamed('ship_request_id')}
            from ${LINES} l
              left join parcels n on n.number = l.reference
              left join parcels t on t.tracking_number = l.reference and n.number is null
            where l.numbered
          ), past as (
            -- The events of every parcel a line may name, read through the analysed lines (not found, whose size
            -- the planner cannot know): by index for a few lines, in one pass for a million.
            select parcel_number, max(${rank('status')}) as reached from (
              select e.parcel_number, e.status from parcel_events e
              where e.status = any(?::text[]) and e.parcel_number in (
                select t.number from ${LINES} l join parcels t on t.tracking_number = l.reference)
              union all
              select e.parcel_number, e.status from parcel_events e
              where e.status = any(?::text[]) and e.parcel_number in (select reference from ${LINES} where numbered)
            ) e
            group by parcel_number
          ), judged as (
            select f.line, f.wanted, f.number, f.user_id, f.shipment_number,
              f.ship_request_id is not null and f.shipment_number is null as held,
              f.number is not null and f.user_id is null as unclaimed,
              f.number is not null and coalesce(p.reached, 0) < f.wanted as ahead_of_events
            from found f left join past p on p.parcel_number = f.number
          ), decided as materialized (
            select *, forward and not held and not unclaimed as moves
            from (select *, ahead_of_events and wanted > coalesce(earlier, 0) as forward from (
              -- Grouping needs equal keys only: compared byte-wise, a million keys sort in a fraction of the time.
              select *, max(case when not held and not unclaimed then wanted end) over (
                partition by coalesce(shipment_number, number) collate "C" order by line
                rows between unbounded preceding and 1 preceding) as earlier
              from judged) ordered) r
          ), line_events as (
            insert into parcel_events (parcel_number, status, at)
            select number, ${statusOf('wanted')}, ?::timestamptz from decided where moves
          ), box_events as (
            insert into parcel_events (parcel_number, status, at)
            select q.number, ${statusOf('d.wanted')}, ?::timestamptz from decided d
              join parcels q on q.shipment_number = d.shipment_number and q.number <> d.number
            where d.moves and d.shipment_number is not null
            returning 1
          ), steps as (
            -- Each step counts its lines: what moved is summed over the steps, not counted over every line again.
            insert into ${STEPS}
            select user_id, ${statusOf('wanted')}, min(line), count(*) from decided where moves group by 1, 2
            returning lines
          ), refused as (
            -- The step a refused line's parcel had reached by then: its events' greatest, or an earlier line's.
            insert into ${REFUSED}
            select d.line, l.reference, l.status, d.number is null, ${statusOf(`greatest(d.earlier, (
                select max(${rank('e.status')}) from parcel_events e where e.parcel_number = d.number))`)},
              d.forward, coalesce(d.held, false), coalesce(d.unclaimed, false)
            from decided d join ${LINES} l on l.line = d.line
            where not d.moves
          )
          select (select coalesce(sum(lines), 0) from steps) + (select count(*) from box_events) as moved`,
          [pastLeast, pastLeast, at, at],
        ),
      );
      await trx.raw(`create index on ${REFUSED} (line)`);
      // Known sizes: the owners of a few steps are read by index, of a hundred thousand in one pass.
      await trx.raw(`analyze ${STEPS}`);
      await reportSteps(trx, at, this.recordedPage, onSteps);
      await reportRefused(trx, onRefused);
      return rows[0].moved;
    });
  }

  /** The moves into LINES, marked when their reference has our number's form; returns the least status named. */
  private async stage(
    trx: Knex.Transaction,
    moves: AsyncIterable<readonly StatusMove[]>,
  ): Promise<StepInBulk | undefined> {
    // Only a reference in our number's form can be a number (find's rule), so only those are looked up by number.
    const numbered = (m: StatusMove) => PARCEL_NUMBER.test(m.reference);
    let least: StepInBulk | undefined;
    const note = (batch: readonly StatusMove[]) => {
      for (const { status } of batch) if (least === undefined || movesForward(status, least)) least = status;
      return batch;
    };
    if (this.bulkLoad === 'copy') {
      // A reference is letters and digits (parseStatusLine), a status one of ours: quoted only if not.
      const field = (text: string) => (PLAIN_FIELD.test(text) ? text : `"${text.replaceAll('"', '""')}"`);
      const csv = async function* () {
        for await (const batch of moves)
          yield note(batch)
            .map((m) => `${String(m.line)},${field(m.reference)},${m.status},${numbered(m) ? 't' : 'f'}\n`)
            .join('');
      };
      await copyCsv(trx, LINES, ['line', 'reference', 'status', 'numbered'], csv());
      return least;
    }
    for await (const batch of moves) {
      if (batch.length > 0)
        await trx.raw(
          `insert into ${LINES} values ${batch.map(() => '(?, ?, ?, ?)').join(', ')}`,
          note(batch).flatMap((m) => [m.line, m.reference, m.status, numbered(m)]),
        );
    }
    return least;
  }

  /** Each parcel with its events, oldest first (statuses only move forward): one query for all of them. */
  private async withEvents(rows: ParcelRow[]): Promise<Parcel[]> {
    if (rows.length === 0) return [];
    const eventRows: unknown[] = await this.db('parcel_events')
      .whereIn(
        'parcel_number',
        rows.map((r) => r.number),
      )
      .orderByRaw(`parcel_number, ${rank('status')}`);
    const events = new Map<string, ParcelEvent[]>();
    for (const { parcelNumber, event } of eventRows.map(eventRow.fromRow)) {
      events.set(parcelNumber, [...(events.get(parcelNumber) ?? []), event]);
    }
    return rows.map((r) => toParcel(r, events.get(r.number) ?? []));
  }
}

/**
 * The steps the INSERT recorded (every line that moves: it inserts them all or fails), each owner and status once
 * with the owner's address, a page at a time: a cursor reads them once, and no page is held past its turn. A box
 * is one account's, so a line's own parcel names the owner of all it moves. One query at a time: a pg client
 * does not pipeline (a query sent while another runs is queued, which pg deprecates).
 */
async function reportSteps(
  trx: Knex.Transaction,
  at: Date,
  page: number,
  onSteps: (steps: readonly StepTaken[]) => Promise<void>,
): Promise<void> {
  await trx.raw(`
    declare ${RECORDED} no scroll cursor for
    select s.user_id, s.status, u.email
    from ${STEPS} s
      left join users u on u.id = s.user_id
    order by s.first`);
  for (;;) {
    const { rows } = stepsSchema.parse(await trx.raw(`fetch ${String(page)} from ${RECORDED}`));
    const steps = rows.map((r) => ({ ownerId: r.user_id, ownerEmail: r.email, status: r.status, at }));
    if (steps.length > 0) await onSteps(steps);
    if (rows.length < page) break;
  }
  await trx.raw(`close ${RECORDED}`);
}

/** Every refused line to the listener in line order, a page at a time. */
async function reportRefused(
  trx: Knex.Transaction,
  onRefused: (move: StatusMove, refusal: MoveRefusal) => void,
): Promise<void> {
  for (let after = 0; ;) {
    const page: unknown[] = await trx(REFUSED).where('line', '>', after).orderBy('line').limit(REFUSED_PAGE);
    const refused = page.map((row) => refusedSchema.parse(row));
    for (const [move, refusal] of refused) onRefused(move, refusal);
    const last = refused.at(-1);
    if (refused.length < REFUSED_PAGE || last === undefined) return;
    after = last[0].line;
  }
}
