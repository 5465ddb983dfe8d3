import useSWR from 'swr';
import type { SectionId } from '../../../core/sections/homepage-sections.js';
import { deploySectionEndpoint, liveSectionsEndpoint } from '../../../core/sections/api/section.endpoints.js';
import { callApi } from '../../site/fetch-json.js';

/** The sections on every visitor's home page; the server's page carries them, so the HTML already shows them. */
export const useLiveSections = () =>
  useSWR(liveSectionsEndpoint.path, () => callApi(liveSectionsEndpoint, {}, { cache: 'no-cache' }));

export const changeSection = (sectionId: SectionId, action: 'deploy' | 'remove') =>
  callApi(deploySectionEndpoint, { body: { sectionId, action } });
