import type { ErrorStatus } from '../shared/endpoint.js';

export const RATE_CARD_ERRORS = {
  notJson: (detail: string) =>
    ({ code: 'RATE_CARDS.NOT_JSON', message: `The file is not JSON: ${detail}` }) as const,
  invalid: (problems: readonly string[]) =>
    ({
      code: 'RATE_CARDS.INVALID',
      message: `The rate cards were not imported:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      problems,
    }) as const,
} as const;

export type RateCardError =
  ReturnType<typeof RATE_CARD_ERRORS.notJson> | ReturnType<typeof RATE_CARD_ERRORS.invalid>;

/** The answer's status for each failure (its endpoints declare them). */
export const RATE_CARD_ERROR_STATUSES = {
  'RATE_CARDS.NOT_JSON': 400,
  'RATE_CARDS.INVALID': 400,
} as const satisfies Record<RateCardError['code'], ErrorStatus>;
