import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { SectionId } from '../../../core/sections/homepage-sections.js';
import { signedInStaff } from '../../support/accounts.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';
import { testApp } from '../../support/test-app.js';
import { ADAPTER_TOKENS } from '../../../adapters/wiring.js';

type App = Awaited<ReturnType<typeof testApp>>;
type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/** The home page as the server renders it for a visitor (no cookie), and whether it carries the section. */
const homeCarries = async (app: App, sectionId: SectionId) =>
  (await request(app).get('/').expect(200)).text.includes(`data-section="${sectionId}"`);

const change = (staff: Staff, sectionId: SectionId, action: 'deploy' | 'remove') =>
  staff.post('/api/admin/deploy-section').send({ sectionId, action }).expect(200);

/**
 * Asks until the page carries the section as expected, for at most `withinMs` (a notice takes a moment, and
 * longer on a busy two-core machine).
 */
async function homeSoon(app: App, sectionId: SectionId, expected: boolean, withinMs = 30_000) {
  const deadline = Date.now() + withinMs;
  let carries = await homeCarries(app, sectionId);
  while (carries !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    carries = await homeCarries(app, sectionId);
  }
  return carries;
}

describe('the home page as the server sends it', () => {
  it('carries a section from the next request after staff deploy it, and not after they remove it', async () => {
    const app = await testApp();
    const staff = await signedInStaff(app);
    expect(await homeCarries(app, 'earnings-banner')).toBe(false);
    await change(staff, 'earnings-banner', 'deploy');
    expect(await homeCarries(app, 'earnings-banner')).toBe(true);
    await change(staff, 'earnings-banner', 'remove');
    expect(await homeCarries(app, 'earnings-banner')).toBe(false);
  });
});

// Only a PostgreSQL server is shared by several instances (the embedded database has one owner).
describe.each(DATABASE_TARGETS.filter((target) => target.name === 'PostgreSQL server'))(
  'two instances on one $name',
  (target) => {
    const database = useDatabase(target);

    it('both carry a section in their next page after staff deploy it on one, and drop it after a removal', async () => {
      // Time stands still: no instance rereads on its interval, so only the change's notice can tell the other.
      const frozen = new Date();
      const open = () => testApp({ storage: database.db, clock: { now: () => frozen } });
      const [one, two] = [await open(), await open()];
      // As the server does at start.
      for (const app of [one, two]) app.container.get(ADAPTER_TOKENS.ChangeNotices).listen();
      try {
        const staff = await signedInStaff(one);
        expect([await homeCarries(one, 'minimal-cta'), await homeCarries(two, 'minimal-cta')]).toEqual([
          false,
          false,
        ]);
        await change(staff, 'minimal-cta', 'deploy');
        expect(await homeCarries(one, 'minimal-cta')).toBe(true);
        expect(await homeSoon(two, 'minimal-cta', true)).toBe(true);
        await change(staff, 'minimal-cta', 'remove');
        expect(await homeCarries(one, 'minimal-cta')).toBe(false);
        expect(await homeSoon(two, 'minimal-cta', false)).toBe(false);
      } finally {
        await Promise.all([one.container.close(), two.container.close()]);
      }
    });
  },
);
