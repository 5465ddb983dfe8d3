/**
 * The Creators API as Amazon's official SDKs model it (the generated Node.js SDK's `model/*.js`: each model's
 * members, its RequiredProperties and the resource enums), written down for the conformance tests. Only the
 * models the adapter sends or reads are here, whole; a member the adapter never reads that holds a model of
 * its own is `object`.
 */
type Primitive = 'string' | 'number' | 'boolean' | 'object';
export type SdkField =
  Primitive | { model: string } | { array: Primitive | { model: string } } | { map: 'string' };

export interface SdkModel {
  required: readonly string[];
  fields: Readonly<Record<string, SdkField>>;
}

const m = (model: string) => ({ model });
const arrayOf = (item: Primitive | { model: string }) => ({ array: item });
const text = (...names: string[]) => Object.fromEntries(names.map((n) => [n, 'string' as const]));

export const SDK_MODELS: Readonly<Record<string, SdkModel>> = {
  GetItemsRequestContent: {
    required: ['partnerTag', 'itemIds'],
    fields: {
      ...text('partnerTag', 'currencyOfPreference'),
      itemIds: arrayOf('string'),
      condition: 'string',
      languagesOfPreference: arrayOf('string'),
      properties: { map: 'string' },
      resources: arrayOf('string'),
    },
  },
  GetVariationsRequestContent: {
    required: ['partnerTag', 'asin'],
    fields: {
      ...text('partnerTag', 'asin', 'currencyOfPreference'),
      condition: 'string',
      languagesOfPreference: arrayOf('string'),
      properties: { map: 'string' },
      resources: arrayOf('string'),
      variationCount: 'number',
      variationPage: 'number',
    },
  },
  GetItemsResponseContent: {
    required: [],
    fields: { itemsResult: m('ItemsResult'), errors: arrayOf(m('ErrorData')) },
  },
  ItemsResult: { required: [], fields: { items: arrayOf(m('Item')) } },
  ErrorData: { required: ['code', 'message'], fields: text('code', 'message') },
  Item: {
    required: [],
    fields: {
      ...text('asin', 'detailPageURL', 'parentASIN'),
      browseNodeInfo: 'object',
      customerReviews: m('CustomerReviews'),
      images: m('Images'),
      itemInfo: m('ItemInfo'),
      offersV2: m('OffersV2'),
      score: 'number',
      variationAttributes: arrayOf('object'),
    },
  },
  Images: { required: [], fields: { primary: m('ImageType'), variants: arrayOf(m('ImageType')) } },
  ImageType: {
    required: [],
    fields: { small: m('ImageSize'), medium: m('ImageSize'), large: m('ImageSize'), hiRes: m('ImageSize') },
  },
  ImageSize: { required: [], fields: { url: 'string', height: 'number', width: 'number' } },
  ItemInfo: {
    required: [],
    fields: {
      byLineInfo: 'object',
      classifications: 'object',
      contentInfo: 'object',
      contentRating: 'object',
      externalIds: 'object',
      features: m('MultiValuedAttribute'),
      manufactureInfo: 'object',
      productInfo: m('ProductInfo'),
      technicalInfo: 'object',
      title: m('SingleStringValuedAttribute'),
      tradeInInfo: 'object',
    },
  },
  SingleStringValuedAttribute: { required: [], fields: text('displayValue', 'label', 'locale') },
  // validateJSON insists on an array of displayValues: required in practice.
  MultiValuedAttribute: {
    required: ['displayValues'],
    fields: { displayValues: arrayOf('string'), ...text('label', 'locale') },
  },
  ProductInfo: {
    required: [],
    fields: {
      color: m('SingleStringValuedAttribute'),
      isAdultProduct: 'object',
      itemDimensions: m('DimensionBasedAttribute'),
      releaseDate: m('SingleStringValuedAttribute'),
      size: m('SingleStringValuedAttribute'),
      unitCount: 'object',
    },
  },
  DimensionBasedAttribute: {
    required: [],
    fields: {
      height: m('UnitBasedAttribute'),
      length: m('UnitBasedAttribute'),
      weight: m('UnitBasedAttribute'),
      width: m('UnitBasedAttribute'),
    },
  },
  UnitBasedAttribute: {
    required: [],
    fields: { displayValue: 'number', ...text('label', 'locale', 'unit') },
  },
  OffersV2: { required: [], fields: { listings: arrayOf(m('OfferListingV2')) } },
  OfferListingV2: {
    required: [],
    fields: {
      availability: m('OfferAvailabilityV2'),
      condition: 'object',
      dealDetails: 'object',
      isBuyBoxWinner: 'boolean',
      loyaltyPoints: 'object',
      merchantInfo: 'object',
      price: m('OfferPriceV2'),
      type: 'string',
      violatesMAP: 'boolean',
    },
  },
  OfferAvailabilityV2: {
    required: [],
    fields: { ...text('message', 'type'), maxOrderQuantity: 'number', minOrderQuantity: 'number' },
  },
  OfferPriceV2: {
    required: [],
    fields: { money: m('Money'), pricePerUnit: m('Money'), savings: 'object', savingBasis: 'object' },
  },
  Money: { required: [], fields: { amount: 'number', ...text('currency', 'displayAmount') } },
  CustomerReviews: { required: [], fields: { count: 'number', starRating: m('Rating') } },
  Rating: { required: [], fields: { value: 'number' } },
  GetVariationsResponseContent: {
    required: [],
    fields: { variationsResult: m('VariationsResult'), errors: arrayOf(m('ErrorData')) },
  },
  VariationsResult: {
    required: [],
    fields: { items: arrayOf(m('Item')), variationSummary: m('VariationSummary') },
  },
  VariationSummary: {
    required: [],
    fields: {
      pageCount: 'number',
      variationCount: 'number',
      variationDimensions: arrayOf(m('VariationDimension')),
    },
  },
  // validateJSON insists on an array of values.
  VariationDimension: {
    required: ['values'],
    fields: { ...text('displayName', 'locale', 'name'), values: arrayOf('string') },
  },
  ValidationExceptionResponseContent: {
    required: ['message', 'reason'],
    fields: { ...text('type', 'message', 'reason'), fieldList: arrayOf('object') },
  },
  UnauthorizedExceptionResponseContent: { required: ['reason'], fields: text('type', 'message', 'reason') },
  AccessDeniedExceptionResponseContent: {
    required: ['message', 'reason'],
    fields: text('type', 'message', 'reason'),
  },
  ResourceNotFoundExceptionResponseContent: {
    required: ['message', 'resourceId', 'resourceType'],
    fields: text('type', 'message', 'resourceId', 'resourceType'),
  },
  ThrottleExceptionResponseContent: {
    required: ['message'],
    fields: text('type', 'message', 'serviceCode', 'quotaCode'),
  },
  InternalServerExceptionResponseContent: { required: ['message'], fields: text('type', 'message') },
};

const COMMON_RESOURCES = [
  'browseNodeInfo.browseNodes',
  'browseNodeInfo.browseNodes.ancestor',
  'browseNodeInfo.browseNodes.salesRank',
  'browseNodeInfo.websiteSalesRank',
  'customerReviews.count',
  'customerReviews.starRating',
  ...['primary', 'variants'].flatMap((kind) =>
    ['small', 'medium', 'large', 'highRes'].map((size) => `images.${kind}.${size}`),
  ),
  ...[
    'byLineInfo',
    'contentInfo',
    'contentRating',
    'classifications',
    'externalIds',
    'features',
    'manufactureInfo',
    'productInfo',
    'technicalInfo',
    'title',
    'tradeInInfo',
  ].map((part) => `itemInfo.${part}`),
  'parentASIN',
  ...[
    'availability',
    'condition',
    'dealDetails',
    'isBuyBoxWinner',
    'loyaltyPoints',
    'merchantInfo',
    'price',
    'type',
  ].map((part) => `offersV2.listings.${part}`),
];

/** The SDK's GetItemsResource enum. */
export const SDK_GET_ITEMS_RESOURCES: ReadonlySet<string> = new Set(COMMON_RESOURCES);

/** The SDK's GetVariationsResource enum: GetItems' and the variation summary's. */
export const SDK_GET_VARIATIONS_RESOURCES: ReadonlySet<string> = new Set([
  ...COMMON_RESOURCES,
  'variationSummary.price.highestPrice',
  'variationSummary.price.lowestPrice',
  'variationSummary.variationDimension',
]);

/** The SDK's reasons of its error responses. */
export const SDK_REASONS = {
  validation: [
    'UnknownOperation',
    'CannotParse',
    'FieldValidationFailed',
    'InvalidAssociate',
    'InvalidPartnerTag',
    'Other',
  ],
  unauthorized: [
    'TokenExpired',
    'InvalidToken',
    'InvalidIssuer',
    'MissingClaim',
    'MissingKeyId',
    'UnsupportedClient',
    'InvalidClient',
    'MissingCredential',
    'Other',
  ],
  accessDenied: ['AssociateNotEligible', 'AuthorizationFailed', 'Other'],
} as const;

/** Where `value` strays from `model`: unknown members, missing required ones, wrong kinds (empty when none). */
export function strayFromModel(value: unknown, model: string, path = model): string[] {
  const spec = SDK_MODELS[model];
  if (!spec) return [`${path}: no SDK model ${model}`];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path}: not an object`];
  const record = value as Record<string, unknown>;
  const missing = spec.required
    .filter((name) => !(name in record))
    .map((name) => `${path}.${name}: required`);
  return [
    ...missing,
    ...Object.entries(record).flatMap(([name, member]) => {
      const field = spec.fields[name];
      return field === undefined
        ? [`${path}.${name}: not in the SDK's ${model}`]
        : strayFromField(member, field, `${path}.${name}`);
    }),
  ];
}

function strayFromField(value: unknown, field: SdkField, path: string): string[] {
  if (typeof field === 'string') {
    const kind = field === 'object' ? 'object' : field;
    return typeof value === kind && value !== null ? [] : [`${path}: not a ${field}`];
  }
  if ('model' in field) return strayFromModel(value, field.model, path);
  if ('map' in field)
    return typeof value === 'object' && value !== null ? [] : [`${path}: not a map of strings`];
  if (!Array.isArray(value)) return [`${path}: not an array`];
  return value.flatMap((item, i) => strayFromField(item, field.array, `${path}[${i}]`));
}
