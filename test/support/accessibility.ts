import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What WCAG 2.1 AA finds wrong with the page as it is now. */
export async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => ({ rule: v.id, where: v.nodes.map((n) => n.target.join(' ')) }));
}
