import type { Knex } from 'knex';

/**
 * Photos on arrival: each row is one photo of a parcel (its bytes are in the photo store, by key). `seq` keeps
 * the order they were taken in, photos of one upload included.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table parcel_photos (
      id uuid primary key,
      seq bigint generated always as identity,
      parcel_number text not null references parcels(number) on delete cascade,
      media_type text not null,
      small_width integer not null,
      small_height integer not null,
      small_bytes integer not null,
      large_width integer not null,
      large_height integer not null,
      large_bytes integer not null,
      staff text not null,
      created_at timestamptz not null
    )`);
  await knex.raw('create index parcel_photos_parcel on parcel_photos (parcel_number, seq)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('parcel_photos');
}
