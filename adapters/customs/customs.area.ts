import { PAGES } from '../../core/customs/api/customs.pages.js';
import { areaModule } from '../area-module.js';

/** Kenya's import charges: the customs calculator, pure rules over dated rates. */
export const customsArea = areaModule({ name: 'customs', pages: PAGES });
