import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { DeploySectionUseCase } from '../../../core/sections/deploy-section.use-case.js';
import type { LiveSection } from '../../../core/sections/homepage-sections.js';
import { Reread } from '../../../core/shared/reread.js';

function setUp() {
  const clock = { time: Date.parse('2026-11-23T08:00:00Z'), now: () => new Date(clock.time) };
  const store = memoryStore();
  const liveNow = new Reread<LiveSection[]>(
    () => store.ports.liveSections.list(),
    clock,
    60_000,
    [],
    () => {},
  );
  return { clock, liveNow, deploy: new DeploySectionUseCase(store.ports.liveSections, clock, liveNow) };
}

describe('deploying a homepage section', () => {
  it('puts it live for the page at once, though the page last read the sections a moment ago', async () => {
    const { deploy, liveNow } = setUp();
    expect(await liveNow.get()).toEqual([]);
    const change = await deploy.execute({ sectionId: 'minimal-cta', action: 'deploy' }, 'staff@example.com');
    expect(change.changed).toBe(true);
    expect((await liveNow.get()).map((s) => s.sectionId)).toEqual(['minimal-cta']);
  });

  it('lists the live sections in page order, and changes nothing when asked twice', async () => {
    const { deploy, clock } = setUp();
    await deploy.execute({ sectionId: 'minimal-cta', action: 'deploy' }, 'staff@example.com');
    clock.time += 1000;
    const second = await deploy.execute(
      { sectionId: 'revenue-streams', action: 'deploy' },
      'staff@example.com',
    );
    expect(second.live.map((s) => s.sectionId)).toEqual(['revenue-streams', 'minimal-cta']);
    const again = await deploy.execute({ sectionId: 'minimal-cta', action: 'deploy' }, 'other@example.com');
    expect(again.changed).toBe(false);
    expect(again.live.find((s) => s.sectionId === 'minimal-cta')).toMatchObject({
      deployedAt: new Date('2026-11-23T08:00:00Z'),
      deployedBy: 'staff@example.com',
    });
    expect(
      (await deploy.execute({ sectionId: 'earnings-banner', action: 'remove' }, 'staff@example.com')).changed,
    ).toBe(false);
  });
});
