import { PLACEHOLDER_PICKUP_POINTS, type PickupPoints } from '../../core/shared/pickup-points.js';

/** The default Kenyan points and a Juba office, as a test's configuration offers them. */
export const PICKUP_POINTS: PickupPoints = {
  kenya: PLACEHOLDER_PICKUP_POINTS,
  juba: {
    id: 'juba',
    name: 'Juba office',
    address: 'Plot 7, Hai Malakal, Juba',
    hours: 'Mon–Fri 9:00–17:00',
    phone: '+211 920 000 111',
  },
};
