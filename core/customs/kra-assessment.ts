/**
 * What the site says of Kenya's duty and taxes, in one place: the pricing page, the FAQ, a parcel's card and the
 * notices of an assessment all read these sentences.
 */
export const KENYA_DUTY_SENTENCES = {
  whose:
    "Import duty and taxes (duty, VAT, IDF, RDL, excise) are Kenya's: the Kenya Revenue Authority (KRA) assesses them at customs in Nairobi when your parcels land.",
  paid: 'We pay them to KRA for you, and you pay them to us before your parcels are released.',
  estimate:
    "Our figure from the contents you declare is an estimate; the bill is KRA's assessment, which we show on your parcel once customs has made it.",
} as const;

/** The three sentences as one paragraph. */
export const KENYA_DUTY_TEXT = Object.values(KENYA_DUTY_SENTENCES).join(' ');
