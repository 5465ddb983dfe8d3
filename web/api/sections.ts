import useSWR from 'swr';
import type { SectionId } from '../../core/sections/homepage-sections.js';
import {
  LIVE_SECTIONS_PATH,
  deployAnswerSchema,
  liveSectionsAnswerSchema,
} from '../../core/sections/section.schema.js';
import { apiRequest } from './fetch-json.js';

/** The sections on every visitor's home page; the server's page carries them, so the HTML already shows them. */
export const useLiveSections = () =>
  useSWR(LIVE_SECTIONS_PATH, (url: string) =>
    apiRequest(liveSectionsAnswerSchema, 'GET', url, undefined, { cache: 'no-cache' }),
  );

export const changeSection = (sectionId: SectionId, action: 'deploy' | 'remove') =>
  apiRequest(deployAnswerSchema, 'POST', '/api/admin/deploy-section', { sectionId, action });
