/**
 * How many SMS a text takes. GSM-7 (the 3GPP 23.038 default alphabet) fits 160 characters in one SMS and 153 in
 * each part of a longer one; its extension table's characters (€ [ ] { } \ ^ ~ | and form feed) take two. Any
 * other character makes the whole text UCS-2: 70 in one, 67 a part, counted in UTF-16 units (an emoji is two).
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export interface SmsSize {
  encoding: 'gsm-7' | 'ucs-2';
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  units: number;
  segments: number;
}

const LIMITS = { 'gsm-7': { single: 160, part: 153 }, 'ucs-2': { single: 70, part: 67 } } as const;

export function smsSegments(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const character of text) {
    if (BASIC.has(character)) septets += 1;
    else if (EXTENSION.has(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding = gsm ? 'gsm-7' : 'ucs-2';
  const units = gsm ? septets : text.length;
  const { single, part } = LIMITS[encoding];
  return { encoding, units, segments: units <= single ? 1 : Math.ceil(units / part) };
}
