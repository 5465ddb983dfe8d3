import type { LiveSection, SectionId } from '../../core/sections/homepage-sections.js';
import type { LiveSectionRepository } from '../../core/sections/sections.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    liveSections: Map<SectionId, LiveSection>;
  }
}

export function inMemoryLiveSections(tables: Tables): LiveSectionRepository {
  return {
    list: () => Promise.resolve(clone([...tables.liveSections.values()])),
    deploy: (section) => {
      if (tables.liveSections.has(section.sectionId)) return Promise.resolve(false);
      tables.liveSections.set(section.sectionId, clone(section));
      return Promise.resolve(true);
    },
    remove: (sectionId) => Promise.resolve(tables.liveSections.delete(sectionId)),
  };
}
