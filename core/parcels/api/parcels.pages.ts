import type { AreaPages } from '../../shared/site-map.js';
import { TRACK_FIELD_NAME, TRACK_PATH, trackReference } from '../track-page.js';

export const PAGES: AreaPages = {
  pages: [
    {
      path: TRACK_PATH,
      kind: 'public',
      // With a parcel or tracking number in its address, the page shows that parcel's steps.
      renderedQuery: (params) => {
        const reference = trackReference(params);
        return reference === undefined ? '' : `${TRACK_FIELD_NAME}=${reference}`;
      },
    },
    {
      path: '/admin-parcels',
      kind: 'admin',
      menuLabel: 'Parcels',
      roles: ['warehouse', 'dispatch', 'finance', 'support'],
    },
  ],
};
