import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { deployResponseSchema, deploySectionSchema, liveSectionsResponseSchema } from '../section.schema.js';

/** Page data: the homepage sections staff have put live. */
export const liveSectionsEndpoint = endpoint({
  operationId: 'liveSections',
  method: 'GET',
  path: '/api/homepage-sections',
  tag: { name: 'sections', description: 'The homepage sections in force.' },
  summary: 'The homepage sections every visitor sees, in page order',
  who: 'anyone',
  ok: { status: 200, meaning: 'The live sections.', schema: liveSectionsResponseSchema },
});

export const deploySectionEndpoint = endpoint({
  operationId: 'deploySection',
  method: 'POST',
  path: '/api/admin/deploy-section',
  tag: STAFF_TAG,
  summary: 'Put a homepage section live, or take it down',
  who: 'staff',
  roles: ['admin'],
  body: { type: 'json', schema: deploySectionSchema, maxBytes: 1024 },
  ok: { status: 200, meaning: 'What changed and what is live now.', schema: deployResponseSchema },
});
