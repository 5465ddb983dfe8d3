import { describe, expect, it } from 'vitest';
import { NOW, type OpenStorage, later, useStorage } from './storage-under-test.js';

/** The live homepage sections: the same behaviour on every adapter. */
export function liveSectionsContract(name: string, open: OpenStorage): void {
  describe(`live homepage sections: ${name}`, () => {
    const storage = useStorage(open);
    const sections = () => storage.reads.liveSections;

    it('deploys a section once, keeping its first deployment', async () => {
      const first = {
        sectionId: 'earnings-banner' as const,
        deployedAt: NOW,
        deployedBy: 'staff@kango.example',
      };
      expect(await sections().deploy(first)).toBe(true);
      expect(
        await sections().deploy({ ...first, deployedAt: later(5000), deployedBy: 'other@kango.example' }),
      ).toBe(false);
      expect(await sections().list()).toEqual([first]);
    });

    it('removes a live section, and says when there was none to remove', async () => {
      await sections().deploy({
        sectionId: 'minimal-cta',
        deployedAt: NOW,
        deployedBy: 'staff@kango.example',
      });
      await sections().deploy({
        sectionId: 'revenue-streams',
        deployedAt: NOW,
        deployedBy: 'staff@kango.example',
      });
      expect(await sections().remove('minimal-cta')).toBe(true);
      expect(await sections().remove('minimal-cta')).toBe(false);
      expect((await sections().list()).map((s) => s.sectionId)).toEqual(['revenue-streams']);
    });
  });
}
