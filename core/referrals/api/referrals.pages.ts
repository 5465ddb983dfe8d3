import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = { pages: [{ path: '/refer-friends', kind: 'public' }] };
