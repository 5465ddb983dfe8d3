import { describe, expect, it, vi } from 'vitest';
import { config, safeParse } from 'zod/v4/core';

describe("the browser build's zod/mini", () => {
  it('makes the schemas answer in shoppers words as soon as it loads', async () => {
    config({ customError: undefined });
    vi.resetModules();
    const z = await import('../../../web/site/zod-mini.js');
    const parsed = safeParse(z.string().check(z.minLength(8)), 'short');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Please enter at least 8 characters');
  });
});
