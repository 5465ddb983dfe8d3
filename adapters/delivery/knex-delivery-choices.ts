import type { Knex } from 'knex';
import { z } from 'zod';
import type { SavedDeliveryChoice } from '../../core/delivery/delivery-choice.js';
import type { DeliveryChoiceRepository } from '../../core/delivery/delivery.ports.js';
import { KENYA_COUNTIES } from '../../core/delivery/kenya-counties.js';

const common = { user_id: z.string(), chosen_at: z.date() };

const rowSchema = z
  .discriminatedUnion('method', [
    z.object({
      ...common,
      method: z.literal('door'),
      county: z.enum(KENYA_COUNTIES),
      town: z.string(),
      street: z.string(),
      landmark: z.string().nullable(),
      phone: z.string(),
    }),
    z.object({ ...common, method: z.literal('pickup'), point: z.string() }),
  ])
  .transform((r): SavedDeliveryChoice => ({
    userId: r.user_id,
    chosenAt: r.chosen_at,
    choice:
      r.method === 'door'
        ? {
            method: 'door',
            county: r.county,
            town: r.town,
            street: r.street,
            landmark: r.landmark,
            phone: r.phone,
          }
        : { method: 'pickup', point: r.point },
  }));

export class KnexDeliveryChoices implements DeliveryChoiceRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add({ userId, choice, chosenAt }: SavedDeliveryChoice): Promise<void> {
    await this.db('delivery_choices').insert({
      user_id: userId,
      chosen_at: chosenAt,
      ...(choice.method === 'door'
        ? {
            method: 'door',
            county: choice.county,
            town: choice.town,
            street: choice.street,
            landmark: choice.landmark,
            phone: choice.phone,
          }
        : { method: 'pickup', point: choice.point }),
    });
  }

  async historyOf(userId: string): Promise<SavedDeliveryChoice[]> {
    const rows: unknown[] = await this.db('delivery_choices')
      .where({ user_id: userId })
      .orderBy([{ column: 'chosen_at' }, { column: 'seq' }]);
    return rows.map((row) => rowSchema.parse(row));
  }
}
