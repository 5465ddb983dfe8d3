import { liveSectionsEndpoint } from '../../core/sections/api/section.endpoints.js';
import { liveSectionsResponse } from '../../core/sections/section.schema.js';
import { PAGES } from '../../core/sections/api/sections.pages.js';
import { DeploySectionUseCase } from '../../core/sections/deploy-section.use-case.js';
import type { LiveSection } from '../../core/sections/homepage-sections.js';
import { SECTION_TOKENS } from '../../core/sections/section.tokens.js';
import { Reread } from '../../core/shared/reread.js';
import { sectionRoutes } from './sections.routes.js';
import { inMemoryLiveSections } from './in-memory-live-sections.js';
import { KnexLiveSections, LIVE_SECTIONS_CHANNEL } from './knex-live-sections.js';
import { areaModule } from '../area-module.js';

/**
 * How often a process reads the live sections again. A deployment is read at once: on this process by the use
 * case, on the others sharing the database by its notice; this interval covers notices lost with a connection.
 */
const LIVE_SECTIONS_REREAD_MS = 5_000;

/** The homepage sections staff deploy from /admin-preview, live for every visitor on every instance. */
export const sectionsArea = areaModule({
  name: 'sections',
  repositories: {
    liveSections: { knex: (db) => new KnexLiveSections(db), memory: inMemoryLiveSections },
  },
  memoryTables: { liveSections: () => new Map() },
  bind(container, { reads, clock, logger, changeNotices }) {
    const liveNow = new Reread<LiveSection[]>(
      () => reads.liveSections.list(),
      clock,
      LIVE_SECTIONS_REREAD_MS,
      [],
      (error) => logger.error({ err: error }, 'the live homepage sections could not be read'),
    );
    changeNotices.on(LIVE_SECTIONS_CHANNEL, () => liveNow.forget());
    container.bind(SECTION_TOKENS.LiveSectionsNow).toConstantValue(liveNow);
    container
      .bind(SECTION_TOKENS.DeploySection)
      .toConstantValue(new DeploySectionUseCase(reads.liveSections, clock, liveNow));
  },
  pages: PAGES,
  routes: sectionRoutes,
  pageData(container) {
    const liveSections = container.get(SECTION_TOKENS.LiveSectionsNow);
    return async () => {
      const sections = await liveSections.get();
      return {
        parts: [sections],
        dataFor: () => ({ [liveSectionsEndpoint.path]: liveSectionsResponse(sections) }),
      };
    };
  },
});
