import * as z from 'zod/mini';
import { type LiveSection, SECTION_IDS, inPageOrder } from './homepage-sections.js';

export const SECTION_ACTIONS = ['deploy', 'remove'] as const;

/** POST /api/admin/deploy-section. */
export const deploySectionSchema = z.object(
  {
    sectionId: z.enum(SECTION_IDS, { error: `Unknown section: use one of ${SECTION_IDS.join(', ')}` }),
    action: z.enum(SECTION_ACTIONS, { error: 'Action must be deploy or remove' }),
  },
  { error: 'The request body must be a JSON object' },
);
export type DeploySectionInput = z.output<typeof deploySectionSchema>;

const liveSectionAnswer = z.object({ sectionId: z.enum(SECTION_IDS), deployedAt: z.iso.datetime() });

/** GET /api/homepage-sections, and the response to a deployment: what every visitor's home page shows. */
export const liveSectionsAnswerSchema = z.object({ live: z.array(liveSectionAnswer) });
export type LiveSectionsAnswer = z.output<typeof liveSectionsAnswerSchema>;

/** POST /api/admin/deploy-section: what changed, and what every visitor's home page now shows. */
export const deployAnswerSchema = z.extend(liveSectionsAnswerSchema, { message: z.string() });

export const liveSectionsAnswer = (live: readonly LiveSection[]): LiveSectionsAnswer => ({
  live: inPageOrder(live).map((s) => ({ sectionId: s.sectionId, deployedAt: s.deployedAt.toISOString() })),
});
