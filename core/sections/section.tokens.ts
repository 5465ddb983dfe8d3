import type { Reread } from '../shared/reread.js';
import { token } from '../shared/token.js';
import type { DeploySectionUseCase } from './deploy-section.use-case.js';
import type { LiveSection } from './homepage-sections.js';

export const SECTION_TOKENS = {
  /** The live homepage sections as this process last read them (for the pages it renders). */
  LiveSectionsNow: token<Reread<LiveSection[]>>('LiveSectionsNow'),
  DeploySection: token<DeploySectionUseCase>('DeploySection'),
} as const;
