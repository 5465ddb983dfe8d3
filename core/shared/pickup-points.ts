import * as z from 'zod/mini';

/** A place where customers collect their parcels: its own id (in a saved choice), name, address and hours. */
export interface PickupPoint {
  id: string;
  name: string;
  address: string;
  hours: string;
}

const line = (what: string) =>
  z.string({ error: `${what} is required` }).check(z.trim(), z.minLength(1, `${what} is required`));

export const pickupPointSchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and -')),
  name: line('name'),
  address: line('address'),
  hours: line('hours'),
});

/** The Juba office: a pickup point with its own phone (`JUBA_OFFICE_PHONE`), where South Sudan customers also pay. */
export interface JubaOffice extends PickupPoint {
  phone: string;
}

/**
 * The points on offer: Kenya's (configuration, `PICKUP_POINTS`) and the Juba office, where every South Sudan
 * parcel is collected (its address and phone are the business identity's).
 */
export interface PickupPoints {
  kenya: readonly PickupPoint[];
  juba: JubaOffice;
}

/** The Juba office's id in a saved choice. */
export const JUBA_OFFICE_ID = 'juba';

/** The FAQ's four cities. PLACEHOLDER addresses and hours, to be replaced for a real deployment (README). */
export const PLACEHOLDER_PICKUP_POINTS: readonly PickupPoint[] = [
  {
    id: 'nairobi',
    name: 'Nairobi',
    address: '(placeholder) Example House, Moi Avenue, Nairobi',
    hours: 'Mon–Fri 8:00–18:00, Sat 9:00–14:00',
  },
  {
    id: 'mombasa',
    name: 'Mombasa',
    address: '(placeholder) Example Centre, Nkrumah Road, Mombasa',
    hours: 'Mon–Fri 8:00–17:00, Sat 9:00–13:00',
  },
  {
    id: 'kisumu',
    name: 'Kisumu',
    address: '(placeholder) Example Plaza, Oginga Odinga Street, Kisumu',
    hours: 'Mon–Fri 8:00–17:00, Sat 9:00–13:00',
  },
  {
    id: 'eldoret',
    name: 'Eldoret',
    address: '(placeholder) Example Arcade, Uganda Road, Eldoret',
    hours: 'Mon–Fri 8:00–17:00, Sat 9:00–13:00',
  },
];

export const PLACEHOLDER_JUBA_OFFICE_HOURS = 'Mon–Fri 9:00–17:00, Sat 9:00–13:00';
