import type { Knex } from 'knex';
import { z } from 'zod';

/** The site's address as its server was configured, kept where every process on its database reads it. */
export interface SiteAddressStore {
  record(url: string, at: Date): Promise<void>;
  /** Undefined before a server has recorded one. */
  recorded(): Promise<string | undefined>;
}

export function knexSiteAddress(knex: Knex): SiteAddressStore {
  return {
    record: async (url, at) => {
      await knex.raw(
        `insert into site_address (one, url, recorded_at) values (true, ?, ?)
         on conflict (one) do update set url = excluded.url, recorded_at = excluded.recorded_at`,
        [url, at],
      );
    },
    recorded: async () => {
      const row: unknown = await knex('site_address').select('url').first();
      return row === undefined ? undefined : z.object({ url: z.string() }).parse(row).url;
    },
  };
}

export function memorySiteAddress(): SiteAddressStore {
  let kept: string | undefined;
  return {
    record: (url) => {
      kept = url;
      return Promise.resolve();
    },
    recorded: () => Promise.resolve(kept),
  };
}
