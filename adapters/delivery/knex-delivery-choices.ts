import type { Knex } from 'knex';
import { z } from 'zod';
import {
  DELIVERY_METHODS,
  type DeliveryChoice,
  type SavedDeliveryChoice,
} from '../../core/delivery/delivery-choice.js';
import type { DeliveryChoiceRepository } from '../../core/delivery/delivery.ports.js';
import { KENYA_COUNTIES } from '../../core/delivery/kenya-counties.js';
import { nested, optional, rowCodec } from '../postgres/row-codec.js';

/**
 * delivery_choices' columns, once: what add inserts and inForceAt selects and parses (seq only orders). A door's
 * columns are one group, null for a pickup point (a row holding some of them only is refused: the table's check
 * allows one beside a point, though add writes none).
 */
const choiceRow = rowCodec({
  user_id: z.string(),
  chosen_at: z.date(),
  method: z.enum(DELIVERY_METHODS),
  point: z.string().nullable(),
  door: nested({
    county: z.enum(KENYA_COUNTIES),
    town: z.string(),
    street: z.string(),
    landmark: optional(z.string()),
    phone: z.string(),
  }).nullable(),
});
type ChoiceRow = ReturnType<typeof choiceRow.fromRow>;

const toChoice = ({ method, point, door }: ChoiceRow): DeliveryChoice => {
  if (method === 'door' && door !== null) return { method, ...door, landmark: door.landmark ?? null };
  if (method === 'pickup' && point !== null) return { method, point };
  // The table's check keeps such a row out.
  throw new Error(`A ${method} delivery choice without its ${method === 'door' ? 'address' : 'point'}`);
};

const toRow = ({ userId, choice, chosenAt }: SavedDeliveryChoice) => {
  if (choice.method === 'pickup')
    return choiceRow.toRow({ userId, chosenAt, method: 'pickup', point: choice.point, door: null });
  const { method, landmark, ...door } = choice;
  return choiceRow.toRow({
    userId,
    chosenAt,
    method,
    point: null,
    door: { ...door, landmark: landmark ?? undefined },
  });
};

/** Which of the moments asked about a row answers (`with ordinality` counts from 1). */
const momentSchema = z.object({ moment: z.coerce.number().int() });

/**
 * For each moment (infinity: now), the account's last choice made by then or else its first: each of the two read
 * from the index (user_id, chosen_at, seq) with a limit of one, the moment's position kept with it.
 */
const IN_FORCE_SQL = `
  select m.moment, ${choiceRow.columns.map((name) => `c.${name}`).join(', ')}
  from unnest(?::timestamptz[]) with ordinality as m(at, moment)
  cross join lateral (
    (select d.*, 0 as rank from delivery_choices d
      where d.user_id = ? and d.chosen_at <= m.at
      order by d.chosen_at desc, d.seq desc limit 1)
    union all
    (select d.*, 1 as rank from delivery_choices d
      where d.user_id = ?
      order by d.chosen_at, d.seq limit 1)
    order by rank limit 1
  ) c`;

/** The same rule at one moment for many accounts: each account's two candidates read from the index, limit one. */
const IN_FORCE_EACH_SQL = `
  select u.user_id::text as owner_id, ${choiceRow.columns.map((name) => `c.${name}`).join(', ')}
  from unnest(?::uuid[]) as u(user_id)
  cross join lateral (
    (select d.*, 0 as rank from delivery_choices d
      where d.user_id = u.user_id and d.chosen_at <= ?::timestamptz
      order by d.chosen_at desc, d.seq desc limit 1)
    union all
    (select d.*, 1 as rank from delivery_choices d
      where d.user_id = u.user_id
      order by d.chosen_at, d.seq limit 1)
    order by rank limit 1
  ) c`;

const ownerSchema = z.object({ owner_id: z.string() });

export class KnexDeliveryChoices implements DeliveryChoiceRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(
    { userId, choice, chosenAt }: SavedDeliveryChoice,
    lastDeparture: Date | undefined,
  ): Promise<void> {
    const first = this.db('delivery_choices')
      .select('seq')
      .where({ user_id: userId })
      .orderBy([{ column: 'chosen_at' }, { column: 'seq' }])
      .limit(1);
    const mine = this.db('delivery_choices').where({ user_id: userId });
    await (
      lastDeparture ? mine.where('chosen_at', '>', lastDeparture).whereNot('seq', first) : mine
    ).delete();
    await this.db('delivery_choices').insert(toRow({ userId, choice, chosenAt }));
  }

  async inForceAt(
    userId: string,
    moments: readonly (Date | undefined)[],
  ): Promise<(DeliveryChoice | undefined)[]> {
    if (moments.length === 0) return [];
    const { rows } = await this.db.raw<{ rows: unknown[] }>(IN_FORCE_SQL, [
      moments.map((at) => at?.toISOString() ?? 'infinity'),
      userId,
      userId,
    ]);
    const found = new Map(
      rows.map((row) => [momentSchema.parse(row).moment, toChoice(choiceRow.fromRow(row))]),
    );
    return moments.map((_, i) => found.get(i + 1));
  }

  async inForceEach(userIds: readonly string[], at: Date | undefined): Promise<Map<string, DeliveryChoice>> {
    if (userIds.length === 0) return new Map();
    const { rows } = await this.db.raw<{ rows: unknown[] }>(IN_FORCE_EACH_SQL, [
      [...new Set(userIds)],
      at?.toISOString() ?? 'infinity',
    ]);
    return new Map(rows.map((row) => [ownerSchema.parse(row).owner_id, toChoice(choiceRow.fromRow(row))]));
  }
}
