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

const liveSectionResponse = z.object({ sectionId: z.enum(SECTION_IDS), deployedAt: z.iso.datetime() });

/** GET /api/homepage-sections, and the response to a deployment: what every visitor's home page shows. */
export const liveSectionsResponseSchema = z.object({ live: z.array(liveSectionResponse) });
export type LiveSectionsResponse = z.output<typeof liveSectionsResponseSchema>;

/** POST /api/admin/deploy-section: what changed, and what every visitor's home page now shows. */
export const deployResponseSchema = z.extend(liveSectionsResponseSchema, { message: z.string() });

export const liveSectionsResponse = (live: readonly LiveSection[]): LiveSectionsResponse => ({
  live: inPageOrder(live).map((s) => ({ sectionId: s.sectionId, deployedAt: s.deployedAt.toISOString() })),
});
