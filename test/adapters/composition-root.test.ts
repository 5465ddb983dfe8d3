import { memoryStore } from '../support/stores.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindFactory } from '../../adapters/wiring.js';
import { CheckVerificationLinkUseCase } from '../../core/accounts/check-verification-link.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';

describe('the composition root’s factories', () => {
  it('build a use case from the values behind its tokens', () => {
    const container = new Container();
    container.bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
    container.bind(TOKENS.UnitOfWork).toConstantValue(memoryStore());
    bindFactory(
      container,
      ACCOUNT_TOKENS.CheckVerificationLink,
      [TOKENS.UnitOfWork, TOKENS.Clock],
      (u, c) => new CheckVerificationLinkUseCase(u, c),
    );
    expect(container.get(ACCOUNT_TOKENS.CheckVerificationLink)).toBeInstanceOf(CheckVerificationLinkUseCase);
  });

  it('do not compile with two dependencies swapped (npm run typecheck fails if this one does)', () => {
    const container = new Container();
    const swapped = [TOKENS.Clock, TOKENS.UnitOfWork] as const;
    bindFactory(
      container,
      ACCOUNT_TOKENS.CheckVerificationLink,
      swapped,
      // @ts-expect-error: the clock where the unit of work goes, and the other way round
      (u, c) => new CheckVerificationLinkUseCase(u, c),
    );
    expect(container.isBound(ACCOUNT_TOKENS.CheckVerificationLink)).toBe(true);
  });
});
