import { useMemo } from 'react';
import useSWR from 'swr';
import * as z from 'zod/mini';
import {
  RATE_CARDS_PATH,
  type RateCardSet,
  rateCardSetSchema,
} from '../../core/competitors/rate-card.schema.js';
import { CURRENT_RATE_CARDS } from '../../core/competitors/rate-cards.js';
import {
  rateCardHistoryAnswerSchema,
  rateCardImportAnswerSchema,
} from '../../core/competitors/rate-card-answers.schema.js';
import { apiPostText, apiRequest } from './fetch-json.js';

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

export const RATE_CARD_HISTORY_PATH = '/api/admin/rate-cards';

/** Every version staff have imported, and the one in force (staff only). */
export const useRateCardHistory = () =>
  useSWR(RATE_CARD_HISTORY_PATH, (url: string) =>
    apiRequest(rateCardHistoryAnswerSchema, 'GET', url, undefined, { cache: 'no-cache' }),
  );

/** Sends a rate-card file as it is, for the server to check with the core schema and store. */
export const importRateCardFile = (text: string, fileName: string) =>
  apiPostText(
    rateCardImportAnswerSchema,
    `${RATE_CARD_HISTORY_PATH}?name=${encodeURIComponent(fileName)}`,
    text,
    'application/json',
  );
