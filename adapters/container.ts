import { Container } from 'inversify';
import type { RateCardSet } from '../core/competitors/rate-card.schema.js';
import { CURRENT_RATE_CARDS } from '../core/competitors/rate-cards.js';
import { CalculateShippingUseCase } from '../core/pricing/calculate-shipping.use-case.js';
import type { Clock } from '../core/shared/clock.js';
import { TOKENS, type Token } from '../core/tokens.js';
import type { Config } from './config.js';
import { type Logger, createLogger } from './logger.js';

const CONFIG: Token<Config> = Symbol.for('kango.Config');
const LOGGER: Token<Logger> = Symbol.for('kango.Logger');
export const ADAPTER_TOKENS = { Config: CONFIG, Logger: LOGGER } as const;

/** What a test or the CLI may replace; everything else is always the real thing. */
export interface ContainerOverrides {
  clock?: Clock;
  rateCards?: RateCardSet;
  logger?: Logger;
}

export interface AppContainer {
  get<T>(token: Token<T>): T;
}

const systemClock: Clock = { now: () => new Date() };

/** The composition root: the only place that decides which adapter serves which port. */
export function buildContainer(config: Config, overrides: ContainerOverrides = {}): AppContainer {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ADAPTER_TOKENS.Config).toConstantValue(config);
  container.bind(ADAPTER_TOKENS.Logger).toConstantValue(overrides.logger ?? createLogger(config.logLevel));
  container.bind(TOKENS.Clock).toConstantValue(overrides.clock ?? systemClock);
  container.bind(TOKENS.RateCards).toConstantValue(overrides.rateCards ?? CURRENT_RATE_CARDS);
  container
    .bind(TOKENS.CalculateShipping)
    .toResolvedValue((rateCards: RateCardSet) => new CalculateShippingUseCase(rateCards), [TOKENS.RateCards]);
  return { get: <T>(token: Token<T>): T => container.get<T>(token) };
}
