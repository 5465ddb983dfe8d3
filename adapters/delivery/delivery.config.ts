import { z } from 'zod';
import { jubaOfficePhone } from '../../core/shared/business-identity.js';
import {
  JUBA_OFFICE_ID,
  PLACEHOLDER_JUBA_OFFICE_HOURS,
  PLACEHOLDER_PICKUP_POINTS,
  type PickupPoints,
  pickupPointSchema,
} from '../../core/shared/pickup-points.js';
import { ConfigError, areaSettings, optional } from '../settings.js';

const schema = z.object({
  JUBA_OFFICE_HOURS: optional,
  PICKUP_POINTS: optional,
});

/** Kenya's points as PICKUP_POINTS lists them (ids unique, at least one), and the Juba office by the identity. */
export const DELIVERY_SETTINGS = areaSettings({
  owner: 'delivery',
  schema,
  docs: {
    JUBA_OFFICE_HOURS: {
      default: 'placeholder',
      description: 'when parcels are collected at the Juba office (ready mail, dashboard)',
    },
    PICKUP_POINTS: {
      default: "the FAQ's four cities, placeholder addresses",
      description:
        'Kenya\'s pickup points: JSON `[{ "id", "name", "address", "hours" }]`; ids lower-case, unique, not `juba`',
    },
  },
  read(vars, { identity }): PickupPoints {
    const juba = {
      id: JUBA_OFFICE_ID,
      name: 'Juba office',
      address: identity.jubaOfficeAddress,
      hours: vars.JUBA_OFFICE_HOURS ?? PLACEHOLDER_JUBA_OFFICE_HOURS,
      phone: jubaOfficePhone(identity),
    };
    if (vars.PICKUP_POINTS === undefined) return { kenya: PLACEHOLDER_PICKUP_POINTS, juba };
    const refuse = (why: string) => new ConfigError(`Invalid configuration: PICKUP_POINTS: ${why}`);
    let json: unknown;
    try {
      json = JSON.parse(vars.PICKUP_POINTS);
    } catch {
      throw refuse('must be JSON: an array of { "id", "name", "address", "hours" }');
    }
    const parsed = z.array(pickupPointSchema).min(1, 'must list at least one point').safeParse(json);
    if (!parsed.success) {
      const where = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.');
      throw refuse(
        parsed.error.issues.map((i) => (where(i) ? `${where(i)}: ${i.message}` : i.message)).join('; '),
      );
    }
    const ids = parsed.data.map((point) => point.id);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i || id === JUBA_OFFICE_ID);
    if (twice !== undefined)
      throw refuse(`the id ${twice} is taken (each point's own, and not ${JUBA_OFFICE_ID})`);
    return { kenya: parsed.data, juba };
  },
});
