import { useMemo } from 'react';
import useSWR from 'swr';
import {
  importRateCardsEndpoint,
  rateCardVersionsEndpoint,
} from '../../../core/competitors/api/rate-card.endpoints.js';
import { type RateCardSet, rateCardSetSchema } from '../../../core/competitors/rate-card.schema.js';
import { CURRENT_RATE_CARDS } from '../../../core/competitors/rate-cards.js';
import { rateCardsEndpoint } from '../../../core/competitors/api/rate-card.endpoints.js';
import { callApi, swrFetcher } from '../../site/fetch-json.js';

/**
 * The competitor rate cards in force, as the server's page carries them (staff may have imported new ones),
 * read with the same schema as the server; the shipped cards only if the response cannot be read.
 */
export function useRateCards(): RateCardSet {
  const { data } = useSWR(rateCardsEndpoint.path, swrFetcher);
  return useMemo(() => {
    const parsed = rateCardSetSchema.safeParse(data);
    return parsed.success ? parsed.data : CURRENT_RATE_CARDS;
  }, [data]);
}

export const RATE_CARDS_KEY = rateCardsEndpoint.path;
export const RATE_CARD_HISTORY_KEY = rateCardVersionsEndpoint.path;

/** Every version staff have imported, and the one in force (staff only). */
export const useRateCardHistory = () =>
  useSWR(RATE_CARD_HISTORY_KEY, () => callApi(rateCardVersionsEndpoint, {}, { cache: 'no-cache' }));

/** Sends a rate-card file as it is, for the server to check with the core schema and store. */
export const importRateCardFile = (text: string, fileName: string) =>
  callApi(importRateCardsEndpoint, { body: text, query: { name: fileName } });
