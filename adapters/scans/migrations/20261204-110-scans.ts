import type { Knex } from 'knex';

/**
 * Every scan at a hand-off, kept as made (added, never changed): the number, the step, who, where, when, the
 * flight and what it came to. The lists are this migration's own: a later step or outcome is a later migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scan_events', (t) => {
    t.uuid('id').primary();
    t.bigIncrements('seq', { primaryKey: false });
    t.text('reference').notNullable();
    t.text('step').notNullable();
    t.text('staff').notNullable();
    t.text('place').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.uuid('flight_id').references('id').inTable('flights').onDelete('SET NULL');
    t.text('outcome').notNullable();
    t.text('message').notNullable();
    t.check(
      "step in ('received', 'packed', 'loaded', 'arrived', 'handed-over')",
      [],
      'scan_events_step_check',
    );
    t.check("outcome in ('done', 'flagged', 'refused')", [], 'scan_events_outcome_check');
    // A flight's arrival scans, read against its manifest.
    t.index(['flight_id', 'step', 'outcome', 'reference']);
    t.index(['reference', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('scan_events');
}
