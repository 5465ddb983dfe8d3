export interface ItemCategory {
  name: string;
  /** Prohibited: never flies. Restricted: only under the conditions stated. */
  status: 'prohibited' | 'restricted';
  detail: string;
  examples: readonly string[];
}

/** The fifteen categories, in their fixed order: one module for the list page and the guide. */
const POWER_BANK_MAX_WH = 100;

/** The one wording of the airlines' lithium rule, for every page that states it (list, special cases, FAQ, guide). */
export const LITHIUM_BATTERY_RULE = `Lithium batteries fly only inside their device or packed with it; loose spare batteries and power banks over ${POWER_BANK_MAX_WH} Wh cannot fly.`;

export const ITEM_CATEGORIES: readonly ItemCategory[] = [
  {
    name: 'Cigarettes and tobacco',
    status: 'prohibited',
    detail: 'Airlines and Kenyan customs refuse tobacco in personal parcels.',
    examples: ['Cigarettes', 'Cigars', 'E-cigarettes and vape liquids', 'Loose tobacco'],
  },
  {
    name: 'Perishables',
    status: 'prohibited',
    detail: 'Anything that spoils within the weeks a parcel may travel and wait.',
    examples: ['Fresh food', 'Frozen or chilled goods', 'Fresh flowers'],
  },
  {
    name: 'Tactical equipment',
    status: 'prohibited',
    detail: 'Military and law-enforcement gear needs licences we cannot obtain for personal parcels.',
    examples: ['Body armour', 'Night-vision devices', 'Military uniforms and insignia'],
  },
  {
    name: 'Guns and weapons',
    status: 'prohibited',
    detail: 'Including parts, replicas and ammunition.',
    examples: [
      'Firearms and their parts',
      'Ammunition',
      'Replica and toy guns',
      'Knives with locking blades',
      'Pepper spray',
    ],
  },
  {
    name: 'Gambling',
    status: 'prohibited',
    detail: 'Gaming machines and lottery material.',
    examples: ['Slot machines', 'Lottery tickets'],
  },
  {
    name: 'Pornography and offensive materials',
    status: 'prohibited',
    detail: 'Banned from import into Kenya.',
    examples: ['Pornographic material', 'Hate material'],
  },
  {
    name: 'Alcohol',
    status: 'prohibited',
    detail: 'Spirits, wine and beer cannot fly in parcels.',
    examples: ['Spirits', 'Wine', 'Beer', 'Perfumes with high alcohol content in bulk'],
  },
  {
    name: 'Currency',
    status: 'prohibited',
    detail: 'Money and anything that stands for it.',
    examples: ['Cash', 'Gift cards with a cash value', 'Bearer bonds'],
  },
  {
    name: 'Precious metals and stones',
    status: 'prohibited',
    detail: 'Bullion and loose stones; jewelry for personal use ships with insurance.',
    examples: ['Gold and silver bullion', 'Loose diamonds and gemstones'],
  },
  {
    name: 'Furs, skins and animal parts',
    status: 'prohibited',
    detail: 'Protected species and their products (CITES).',
    examples: ['Ivory', 'Exotic skins', 'Furs', 'Hunting trophies'],
  },
  {
    name: 'Plants and agricultural products',
    status: 'restricted',
    detail: 'Need a phytosanitary certificate from the Kenya Plant Health Inspectorate Service.',
    examples: ['Seeds', 'Live plants', 'Soil', 'Unprocessed grains'],
  },
  {
    name: 'Batteries',
    status: 'restricted',
    detail: LITHIUM_BATTERY_RULE,
    examples: ['Loose lithium batteries', 'Power banks over 100 Wh', 'Car batteries'],
  },
  {
    name: 'Dangerous, flammable, hazardous or explosive goods',
    status: 'prohibited',
    detail: 'Anything an airline classes as dangerous goods.',
    examples: ['Aerosols', 'Paint and solvents', 'Matches and lighters', 'Fireworks', 'Compressed gas'],
  },
  {
    name: 'Drugs',
    status: 'prohibited',
    detail: 'Narcotics, and medicine without a prescription. CBD products are restricted in Kenya.',
    examples: ['Narcotics', 'Prescription medicine without a prescription', 'CBD oils and edibles'],
  },
  {
    name: 'Miscellaneous',
    status: 'restricted',
    detail: 'Items that need a permit or an inspection before they can clear customs.',
    examples: [
      'Used electronics (KEBS permit)',
      'Drones',
      'Radio transmitters',
      'Counterfeit goods (seized)',
    ],
  },
];

/** Above this value, talk to us before you order: insurance, customs and sometimes a permit need arranging. */
export const HIGH_VALUE = `$${(2500).toLocaleString('en-US')}`;

export const SUPPLEMENT_MONTHS = 3;

/** What happens to a restricted item that reaches the warehouse; it is never passed to another forwarder. */
export const RESTRICTED_ITEM_OUTCOMES = [
  'Returned to the store, at your cost',
  'Forwarded to an address in the US you give us, at your cost',
  'Disposed of',
  'Drugs are handed to law enforcement',
] as const;
