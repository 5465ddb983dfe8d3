import type { Knex } from 'knex';

/** The roles as they stood when this migration was written: a later list changes the check in a migration of its own. */
const ROLES = ['warehouse', 'dispatch', 'finance', 'support', 'admin'];

/** Staff roles replace the one admin flag: every admin keeps everything, as the admin role. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.specificType('staff_roles', 'text[]').notNullable().defaultTo(knex.raw("'{}'::text[]"));
  });
  // DDL takes no bound values: the list is this file's own constants, written in.
  const known = ROLES.map((role) => `'${role}'`).join(', ');
  await knex.raw(
    `alter table users add constraint users_staff_roles_known check (staff_roles <@ array[${known}]::text[])`,
  );
  await knex('users')
    .where('is_admin', true)
    .update({ staff_roles: knex.raw("'{admin}'::text[]") });
  await knex.schema.alterTable('users', (t) => t.dropColumn('is_admin'));
}

/** Back to the flag: an admin is an admin again; the other roles are lost. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.boolean('is_admin').notNullable().defaultTo(false));
  await knex('users').whereRaw("'admin' = any(staff_roles)").update({ is_admin: true });
  await knex.schema.alterTable('users', (t) => t.dropColumn('staff_roles'));
}
