/** Fictional Kenyan and South Sudanese names: sample files and benchmarks never hold a real customer. */
const FIRST_NAMES = [
  'Amina',
  'Otieno',
  'Wanjiru',
  'Kamau',
  'Achieng',
  'Mwangi',
  'Njeri',
  'Kiprono',
  'Akinyi',
  'Mutua',
  'Chebet',
  'Omondi',
  'Wairimu',
  'Kipchoge',
  'Nyambura',
  'Ochieng',
  'Atieno',
  'Kibet',
  'Muthoni',
  'Barasa',
  'Deng',
  'Nyandeng',
  'Garang',
  'Achol',
  'Makuei',
  'Ayen',
  'Juma',
  'Halima',
  'Baraka',
  'Zawadi',
];
const LAST_NAMES = [
  'Odhiambo',
  'Kamau',
  'Wanjiku',
  'Otieno',
  'Mutua',
  'Kiptoo',
  'Njoroge',
  'Onyango',
  'Chege',
  'Kariuki',
  'Wafula',
  'Cheruiyot',
  'Ndungu',
  'Maina',
  'Owino',
  'Rotich',
  'Gitau',
  'Okoth',
  'Mbugua',
  'Korir',
  'Garang',
  'Deng',
  'Majok',
  'Akech',
  'Lual',
  'Hassan',
  'Abdi',
  'Mohamed',
  'Nyaga',
  'Kimani',
];

/** mulberry32: a small seeded generator, so one seed always gives the same file. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fictional account IDs begin a block above the first site accounts (KX100001 on): on a new site, the staff who
 * register first and the sample loaded after them do not meet (an import refuses an ID a site account holds).
 */
const FIRST_FICTIONAL_ACCOUNT = 200_001;

/** `count` CSV lines (first name, last name, account ID, phone), account IDs from KX200001 up. */
export function* fictionalCustomerLines(count: number, seed = 2026): Generator<string> {
  const random = seededRandom(seed);
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)] ?? '';
  for (let i = 0; i < count; i += 1) {
    // 0700 000 000 to 0799 999 999: Kenyan mobile numbers in form only.
    const phone = `+2547${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
    yield `${pick(FIRST_NAMES)},${pick(LAST_NAMES)},KX${FIRST_FICTIONAL_ACCOUNT + i},${random() < 0.1 ? '' : phone}`;
  }
}
