import type { LiveSection, SectionId } from './homepage-sections.js';

/** The sections live on the home page, shared by every process that renders it. */
export interface LiveSectionRepository {
  list(): Promise<LiveSection[]>;
  /** False when the section was already live (it keeps its first deployment). */
  deploy(section: LiveSection): Promise<boolean>;
  /** False when it was not live. */
  remove(sectionId: SectionId): Promise<boolean>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    liveSections: LiveSectionRepository;
  }
}
