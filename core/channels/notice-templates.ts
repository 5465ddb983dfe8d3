import type { NoticeLanguage } from './channel-message.js';

/** One parameter of a template: what it holds, an example for Meta's review, and the longest it may be. */
interface TemplateParameter {
  name: string;
  example: string;
  /** Longer values are cut by the notice (a name) or never occur (a parcel number): the SMS stays one segment. */
  maxLength: number;
}

/**
 * A notice as the platform sends it on SMS and WhatsApp, in English and Kiswahili. The WhatsApp bodies are the
 * templates registered with Meta under `name` (category utility); the SMS texts fit one segment with every
 * parameter at its longest (a test holds them to it). `{{1}}`, `{{2}}` … are the parameters in order.
 */
export interface NoticeTemplate {
  name: string;
  /** Which of the customer's choices it follows: parcel updates or payments. */
  topic: 'parcels' | 'payments';
  parameters: readonly TemplateParameter[];
  whatsapp: Readonly<Record<NoticeLanguage, string>>;
  sms: Readonly<Record<NoticeLanguage, string>>;
}

const FIRST_NAME = { name: 'first name', example: 'Wanjiku', maxLength: 15 };
const PARCELS = { name: 'parcel numbers', example: 'KP104233', maxLength: 20 };
const LINK = { name: 'dashboard link', example: 'kango.ke/d/KX10423', maxLength: 24 };
const DAY = { name: 'day, in the language', example: 'Mon 7 Dec', maxLength: 14 };

/** The parcel and payment notices: one home, from which the notices area composes. */
export const NOTICE_TEMPLATES = {
  parcel_received: {
    name: 'parcel_received',
    topic: 'parcels',
    parameters: [FIRST_NAME, PARCELS, LINK],
    whatsapp: {
      en: 'Hi {{1}}, good news: your parcel {{2}} has arrived at our US warehouse. It flies to Nairobi on the next departure, and we will tell you when it is on its way. Follow it here: {{3}}',
      sw: 'Hujambo {{1}}! Mzigo wako {{2}} umefika salama kwenye ghala letu la Marekani. Utasafirishwa kwenda Nairobi kwa ndege ijayo, na tutakujulisha ukiwa njiani. Ufuatilie hapa: {{3}}',
    },
    sms: {
      en: '{{1}}, your parcel {{2}} is at our US warehouse and flies on the next departure. {{3}} Reply STOP to end',
      sw: '{{1}}, mzigo wako {{2}} umefika ghala letu Marekani, utasafiri na ndege ijayo. {{3}} Jibu STOP kusitisha',
    },
  },
  parcel_on_flight: {
    name: 'parcel_on_flight',
    topic: 'parcels',
    parameters: [FIRST_NAME, PARCELS, { ...DAY, name: 'expected arrival day, in the language' }, LINK],
    whatsapp: {
      en: 'Hi {{1}}, your parcel {{2}} is on its way: it has left the US on a flight to Nairobi and should arrive on {{3}}. Follow it here: {{4}}',
      sw: 'Hujambo {{1}}! Mzigo wako {{2}} uko njiani: umeondoka Marekani kwa ndege kuelekea Nairobi na unatarajiwa kufika {{3}}. Ufuatilie hapa: {{4}}',
    },
    sms: {
      en: '{{1}}, your parcel {{2}} is on a flight to Nairobi, due {{3}}. {{4}} Reply STOP to end',
      sw: '{{1}}, mzigo wako {{2}} uko kwenye ndege kuja Nairobi, utafika {{3}}. {{4}} Jibu STOP kusitisha',
    },
  },
  parcel_ready_for_collection: {
    name: 'parcel_ready_for_collection',
    topic: 'parcels',
    parameters: [FIRST_NAME, PARCELS, { name: 'pickup point', example: 'Westlands', maxLength: 20 }, LINK],
    whatsapp: {
      en: 'Hi {{1}}, your parcel {{2}} has landed in Nairobi and is ready for you to collect at our {{3}} pickup point. Please bring your ID. Details and what is due: {{4}}',
      sw: 'Hujambo {{1}}! Mzigo wako {{2}} umefika Nairobi na uko tayari kuchukuliwa katika kituo chetu cha {{3}}. Tafadhali njoo na kitambulisho chako. Maelezo na kiasi cha kulipa: {{4}}',
    },
    sms: {
      en: '{{1}}, your parcel {{2}} is ready for collection at {{3}}. Bring your ID. {{4}} Reply STOP to end',
      sw: '{{1}}, mzigo wako {{2}} uko tayari kuchukuliwa {{3}}. Leta kitambulisho. {{4}} Jibu STOP kusitisha',
    },
  },
  parcel_ready_for_delivery: {
    name: 'parcel_ready_for_delivery',
    topic: 'parcels',
    parameters: [FIRST_NAME, PARCELS, LINK],
    whatsapp: {
      en: 'Hi {{1}}, your parcel {{2}} has landed in Nairobi. We will bring it to your door soon, and let you know the day it goes out. Details: {{3}}',
      sw: 'Hujambo {{1}}! Mzigo wako {{2}} umefika Nairobi. Tutakuletea mlangoni hivi karibuni, na tutakujulisha siku utakapoletwa. Maelezo: {{3}}',
    },
    sms: {
      en: '{{1}}, your parcel {{2}} has arrived in Nairobi. We will bring it to your door soon. {{3}} Reply STOP to end',
      sw: '{{1}}, mzigo wako {{2}} umefika Nairobi. Tutakuletea mlangoni hivi karibuni. {{3}} Jibu STOP kusitisha',
    },
  },
  parcel_out_for_delivery: {
    name: 'parcel_out_for_delivery',
    topic: 'parcels',
    parameters: [
      FIRST_NAME,
      PARCELS,
      { name: "rider's phone", example: '+254712345678', maxLength: 13 },
      LINK,
    ],
    whatsapp: {
      en: 'Hi {{1}}, your parcel {{2}} is out for delivery today. Your rider can be reached on {{3}}. Details: {{4}}',
      sw: 'Hujambo {{1}}! Mzigo wako {{2}} unaletwa kwako leo. Unaweza kumpigia mpelekaji wako kwa {{3}}. Maelezo: {{4}}',
    },
    sms: {
      en: '{{1}}, your parcel {{2}} is on its way to you today. Rider: {{3}}. {{4}} Reply STOP to end',
      sw: '{{1}}, mzigo wako {{2}} unaletwa kwako leo. Mpelekaji: {{3}}. {{4}} Jibu STOP kusitisha',
    },
  },
  parcel_collected: {
    name: 'parcel_collected',
    topic: 'parcels',
    parameters: [FIRST_NAME, PARCELS, DAY],
    whatsapp: {
      en: 'Hi {{1}}, your parcel {{2}} was collected on {{3}}. Thank you for shipping with us! If anything is not right, just reply to this message.',
      sw: 'Hujambo {{1}}! Mzigo wako {{2}} ulichukuliwa {{3}}. Asante kwa kusafirisha nasi! Kama kuna tatizo lolote, jibu ujumbe huu tu.',
    },
    sms: {
      en: '{{1}}, your parcel {{2}} was collected on {{3}}. Thank you for shipping with us! Reply STOP to end',
      sw: '{{1}}, mzigo wako {{2}} ulichukuliwa {{3}}. Asante kwa kusafirisha nasi! Jibu STOP kusitisha',
    },
  },
  parcel_delivered: {
    name: 'parcel_delivered',
    topic: 'parcels',
    parameters: [FIRST_NAME, PARCELS, DAY],
    whatsapp: {
      en: 'Hi {{1}}, your parcel {{2}} was delivered on {{3}}. Thank you for shipping with us! If anything is not right, just reply to this message.',
      sw: 'Hujambo {{1}}! Mzigo wako {{2}} ulifikishwa kwako {{3}}. Asante kwa kusafirisha nasi! Kama kuna tatizo lolote, jibu ujumbe huu tu.',
    },
    sms: {
      en: '{{1}}, your parcel {{2}} was delivered on {{3}}. Thank you for shipping with us! Reply STOP to end',
      sw: '{{1}}, mzigo wako {{2}} ulifikishwa kwako {{3}}. Asante kwa kusafirisha nasi! Jibu STOP kusitisha',
    },
  },
  payment_request: {
    name: 'payment_request',
    topic: 'payments',
    parameters: [
      FIRST_NAME,
      { name: 'amount due', example: 'KSh 9,288', maxLength: 12 },
      PARCELS,
      { name: 'paybill', example: '600984', maxLength: 7 },
      { name: 'account ID', example: 'KX10423', maxLength: 10 },
      LINK,
    ],
    whatsapp: {
      en: 'Hi {{1}}, {{2}} is due for your parcel {{3}}. Pay by M-Pesa: paybill {{4}}, account number {{5}}. The details: {{6}}',
      sw: 'Hujambo {{1}}! Kiasi cha {{2}} kinadaiwa kwa mzigo wako {{3}}. Lipa kwa M-Pesa: paybill {{4}}, namba ya akaunti {{5}}. Maelezo: {{6}}',
    },
    sms: {
      en: '{{1}}, please pay {{2}} for {{3}}: M-Pesa paybill {{4}}, account {{5}}. {{6}} Reply STOP to end',
      sw: '{{1}}, tafadhali lipa {{2}} kwa {{3}}: M-Pesa paybill {{4}}, akaunti {{5}}. {{6}} Jibu STOP kusitisha',
    },
  },
  payment_receipt: {
    name: 'payment_receipt',
    topic: 'payments',
    parameters: [
      FIRST_NAME,
      { name: 'amount paid', example: 'KSh 9,288', maxLength: 12 },
      { name: 'M-Pesa receipt', example: 'SLK4H7Y2QX', maxLength: 12 },
      { name: 'still due', example: 'KSh 0', maxLength: 12 },
      LINK,
    ],
    whatsapp: {
      en: 'Hi {{1}}, thank you: we have received your payment of {{2}} (M-Pesa {{3}}). Still due: {{4}}. Your statement: {{5}}',
      sw: 'Hujambo {{1}}! Asante, tumepokea malipo yako ya {{2}} (M-Pesa {{3}}). Kiasi kilichobaki: {{4}}. Taarifa ya akaunti yako: {{5}}',
    },
    sms: {
      en: '{{1}}, we received {{2}} (M-Pesa {{3}}). Still due: {{4}}. Thank you! {{5}} Reply STOP to end',
      sw: '{{1}}, tumepokea {{2}} (M-Pesa {{3}}). Kilichobaki: {{4}}. Asante! {{5}} Jibu STOP kusitisha',
    },
  },
} as const satisfies Record<string, NoticeTemplate>;

export type NoticeKind = keyof typeof NOTICE_TEMPLATES;

/** The WhatsApp body of a template by its name, for showing a sent template as the customer read it. */
export const whatsappBody =
  (language: NoticeLanguage) =>
  (name: string): string | undefined =>
    Object.values(NOTICE_TEMPLATES).find((template) => template.name === name)?.whatsapp[language];
