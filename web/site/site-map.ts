import { type AreaPages, siteMap } from '../../core/shared/site-map.js';

/**
 * Every page the areas declare (`core/<area>/api/<area>.pages.ts`, found by their file names), as the server's list
 * of areas gives them too (a test holds the two together).
 */
const DECLARED = import.meta.glob<AreaPages>('../../core/*/api/*.pages.ts', { eager: true, import: 'PAGES' });

export const SITE_MAP = siteMap(Object.values(DECLARED));
