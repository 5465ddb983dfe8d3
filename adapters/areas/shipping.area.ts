import { shippingRoutes } from '../http/shipping.routes.js';
import { areaModule } from './area-module.js';

/** The calculators' prices and the departure schedule: pure rules, nothing stored. */
export const shippingArea = areaModule({ name: 'shipping', routes: shippingRoutes });
