import { useMemo } from 'react';
import useSWR from 'swr';
import * as z from 'zod/mini';
import {
  RATE_CARDS_PATH,
  type RateCardSet,
  rateCardSetSchema,
} from '../../core/competitors/rate-card.schema.js';
import { CURRENT_RATE_CARDS } from '../../core/competitors/rate-cards.js';
import { apiRequest } from './fetch-json.js';

const asServed = z.unknown();

/**
 * The competitor rate cards in force, as the server's page carries them (staff may have imported new ones),
 * read with the same schema as the server; the shipped cards only if the answer cannot be read.
 */
export function useRateCards(): RateCardSet {
  const { data } = useSWR(RATE_CARDS_PATH, (url: string) => apiRequest(asServed, 'GET', url));
  return useMemo(() => {
    const parsed = rateCardSetSchema.safeParse(data);
    return parsed.success ? parsed.data : CURRENT_RATE_CARDS;
  }, [data]);
}
