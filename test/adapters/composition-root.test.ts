import { memoryStore } from '../support/stores.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindFactory } from '../../adapters/wiring.js';
import { VerifyEmailUseCase } from '../../core/accounts/verify-email.use-case.js';
import { TOKENS } from '../../core/tokens.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';

describe('the composition root’s factories', () => {
  it('build a use case from the values behind its tokens', () => {
    const container = new Container();
    container.bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
    container.bind(TOKENS.UnitOfWork).toConstantValue(memoryStore());
    bindFactory(
      container,
      ACCOUNT_TOKENS.VerifyEmail,
      [TOKENS.UnitOfWork, TOKENS.Clock],
      (u, c) => new VerifyEmailUseCase(u, c),
    );
    expect(container.get(ACCOUNT_TOKENS.VerifyEmail)).toBeInstanceOf(VerifyEmailUseCase);
  });

  it('do not compile with two dependencies swapped (npm run typecheck fails if this one does)', () => {
    const container = new Container();
    const swapped = [TOKENS.Clock, TOKENS.UnitOfWork] as const;
    bindFactory(
      container,
      ACCOUNT_TOKENS.VerifyEmail,
      swapped,
      // @ts-expect-error: the clock where the unit of work goes, and the other way round
      (u, c) => new VerifyEmailUseCase(u, c),
    );
    expect(container.isBound(ACCOUNT_TOKENS.VerifyEmail)).toBe(true);
  });
});
