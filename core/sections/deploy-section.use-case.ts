import type { Clock } from '../shared/clock.js';
import type { Reread } from '../shared/reread.js';
import { type LiveSection, inPageOrder } from './homepage-sections.js';
import type { DeploySectionInput } from './section.schema.js';
import type { LiveSectionRepository } from './sections.ports.js';

export interface SectionChange {
  /** False when the section was already as asked (deployed twice, removed when not live). */
  changed: boolean;
  live: LiveSection[];
}

/** Staff put a section on the home page, or take it off, for every visitor. Doing it twice changes nothing. */
export class DeploySectionUseCase {
  constructor(
    private readonly sections: LiveSectionRepository,
    private readonly clock: Clock,
    /** This process's copy of the live sections, read again after a change. */
    private readonly liveNow: Pick<Reread<LiveSection[]>, 'forget'>,
  ) {}

  async execute({ sectionId, action }: DeploySectionInput, staffEmail: string): Promise<SectionChange> {
    const changed =
      action === 'deploy'
        ? await this.sections.deploy({ sectionId, deployedAt: this.clock.now(), deployedBy: staffEmail })
        : await this.sections.remove(sectionId);
    this.liveNow.forget();
    return { changed, live: inPageOrder(await this.sections.list()) };
  }
}
