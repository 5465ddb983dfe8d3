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
