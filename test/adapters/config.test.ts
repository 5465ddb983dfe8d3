import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../adapters/config.js';
import { PLACEHOLDER_IDENTITY } from '../../core/shared/business-identity.js';
import { PLACEHOLDER_EXCHANGE_RATE } from '../../core/shared/exchange-rate.js';
import { SPECIFICATION_CLAIMS } from '../../core/shared/business-claims.js';
import { PRODUCTION_IDENTITY_ENV } from '../support/production-identity.js';
import { PARCELS_SETTINGS } from '../../adapters/parcels/parcels.config.js';
import { PAYMENTS_SETTINGS } from '../../adapters/payments/payments.config.js';
import { PRODUCTS_SETTINGS } from '../../adapters/products/products.config.js';
import { REFERRALS_SETTINGS } from '../../adapters/referrals/referrals.config.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and the placeholder identity', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.identity).toEqual(PLACEHOLDER_IDENTITY);
  });

  it('keeps photos under DATA_DIR by default, or in an S3-compatible bucket with its settings', () => {
    expect(PARCELS_SETTINGS.of(loadConfig({})).photos).toEqual({ kind: 'local' });
    expect(PARCELS_SETTINGS.of(loadConfig({ S3_BUCKET: 'ignored-without-s3' })).photos).toEqual({
      kind: 'local',
    });
    const s3 = {
      PHOTO_STORE: 's3',
      S3_BUCKET: 'kango-parcel-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    };
    expect(PARCELS_SETTINGS.of(loadConfig(s3)).photos).toEqual({
      kind: 's3',
      bucket: 'kango-parcel-photos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
    // AWS itself: host-style buckets, credentials from the SDK's own chain.
    const aws = PARCELS_SETTINGS.of(
      loadConfig({ PHOTO_STORE: 's3', S3_BUCKET: 'kango-photos', S3_REGION: 'af-south-1' }),
    ).photos;
    expect(aws).toMatchObject({
      region: 'af-south-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(PARCELS_SETTINGS.of(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false' })).photos).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('names the S3 setting that is missing or wrong', () => {
    expect(() => loadConfig({ PHOTO_STORE: 'disk' })).toThrow(/^Invalid configuration: PHOTO_STORE: /);
    expect(() => loadConfig({ PHOTO_STORE: 's3' })).toThrow(
      'Invalid configuration: S3_BUCKET: required when PHOTO_STORE is s3',
    );
    expect(() => loadConfig({ PHOTO_STORE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ PHOTO_STORE: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: /,
    );
    expect(() => loadConfig({ PHOTO_STORE: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
    );
  });

  it('reads overrides and ignores blank values', () => {
    const config = loadConfig({ PORT: '8080', BRAND_NAME: 'Acme', SUPPORT_PHONE: '  ' });
    expect(config.port).toBe(8080);
    expect(config.identity.brandName).toBe('Acme');
    expect(config.identity.supportPhone).toBe(PLACEHOLDER_IDENTITY.supportPhone);
  });

  it("reads the three support-hours blocks, the specification's by default, chat only when set", () => {
    const defaults = loadConfig({}).identity;
    expect([defaults.phoneHours, defaults.whatsappHours, defaults.chatHours]).toEqual([
      'Mon-Fri 09:00-18:00',
      'Mon-Fri 07:00-20:00, Sat-Sun 09:00-18:00',
      undefined,
    ]);
    const set = loadConfig({
      SUPPORT_HOURS_CHAT: 'Mon-Sun 00:00-24:00',
      SUPPORT_HOURS_PHONE: 'Mon-Sat 08:00-17:00',
    });
    expect([set.identity.phoneHours, set.identity.chatHours]).toEqual([
      'Mon-Sat 08:00-17:00',
      'Mon-Sun 00:00-24:00',
    ]);
    expect(() => loadConfig({ SUPPORT_HOURS_WHATSAPP: 'weekdays 9 to 5' })).toThrow(
      /SUPPORT_HOURS_WHATSAPP: must be days and times/,
    );
  });

  it('reads the Creators API account: its rate up to Amazon’s ten a second, and its daily quota', () => {
    const credentials = {
      AMAZON_CREDENTIAL_ID: 'id',
      AMAZON_CREDENTIAL_SECRET: 'secret',
      AMAZON_CREDENTIAL_VERSION: '2.1',
    };
    expect(PRODUCTS_SETTINGS.of(loadConfig(credentials))).toMatchObject({
      callsPerSecond: 1,
      callsPerDay: 8640,
    });
    expect(
      PRODUCTS_SETTINGS.of(
        loadConfig({ ...credentials, AMAZON_CALLS_PER_SECOND: '10', AMAZON_CALLS_PER_DAY: '20000' }),
      ),
    ).toMatchObject({ callsPerSecond: 10, callsPerDay: 20000 });
    expect(() => loadConfig({ ...credentials, AMAZON_CALLS_PER_SECOND: '11' })).toThrow(
      /AMAZON_CALLS_PER_SECOND: must be at most 10/,
    );
    expect(() => loadConfig({ ...credentials, AMAZON_CALLS_PER_DAY: '0' })).toThrow(/AMAZON_CALLS_PER_DAY/);
  });

  it("gives visitors' lookups half the daily quota unless told, and never more than the quota", () => {
    const credentials = {
      AMAZON_CREDENTIAL_ID: 'id',
      AMAZON_CREDENTIAL_SECRET: 'secret',
      AMAZON_CREDENTIAL_VERSION: '2.1',
    };
    expect(PRODUCTS_SETTINGS.of(loadConfig(credentials))?.visitorCallsPerDay).toBe(4320);
    const set = { ...credentials, AMAZON_CALLS_PER_DAY: '100', AMAZON_VISITOR_CALLS_PER_DAY: '10' };
    expect(PRODUCTS_SETTINGS.of(loadConfig(set))?.visitorCallsPerDay).toBe(10);
    expect(() => loadConfig({ ...set, AMAZON_VISITOR_CALLS_PER_DAY: '101' })).toThrow(
      'Invalid configuration: AMAZON_VISITOR_CALLS_PER_DAY: must be at most AMAZON_CALLS_PER_DAY (100)',
    );
    expect(() => loadConfig({ AMAZON_VISITOR_CALLS_PER_DAY: '0' })).toThrow(/AMAZON_VISITOR_CALLS_PER_DAY/);
  });

  it('reads the exchange rate for shilling totals, with the placeholder by default', () => {
    expect(loadConfig({}).exchangeRate).toEqual(PLACEHOLDER_EXCHANGE_RATE);
    expect(loadConfig({ USD_KES_RATE: '129.35', USD_KES_RATE_DATE: '2026-11-20' }).exchangeRate).toEqual({
      kesPerUsd: 129.35,
      asOf: '2026-11-20',
    });
  });

  it('reads the storage terms: 30 free days and $1.00 a day by default', () => {
    expect(PARCELS_SETTINGS.of(loadConfig({})).storage).toEqual({ freeDays: 30, feeCentsPerDay: 100 });
    expect(
      PARCELS_SETTINGS.of(loadConfig({ FREE_STORAGE_DAYS: '45', STORAGE_FEE_CENTS_PER_DAY: '150' })).storage,
    ).toEqual({
      freeDays: 45,
      feeCentsPerDay: 150,
    });
  });

  it('reads the referral’s minimum of the friend’s own payments: $10.00 by default', () => {
    expect(REFERRALS_SETTINGS.of(loadConfig({}))).toEqual({ friendMinimumPaymentCents: 1000 });
    expect(REFERRALS_SETTINGS.of(loadConfig({ REFERRAL_FRIEND_MIN_PAYMENT_CENTS: '2500' }))).toEqual({
      friendMinimumPaymentCents: 2500,
    });
  });

  it.each([
    [{ REFERRAL_FRIEND_MIN_PAYMENT_CENTS: '10.5' }, 'REFERRAL_FRIEND_MIN_PAYMENT_CENTS'],
    [{ FREE_STORAGE_DAYS: '-1' }, 'FREE_STORAGE_DAYS'],
    [{ FREE_STORAGE_DAYS: 'thirty' }, 'FREE_STORAGE_DAYS'],
    [{ STORAGE_FEE_CENTS_PER_DAY: '1.5' }, 'STORAGE_FEE_CENTS_PER_DAY'],
    [{ USD_KES_RATE: '-1' }, 'USD_KES_RATE'],
    [{ USD_KES_RATE_DATE: 'yesterday' }, 'USD_KES_RATE_DATE'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ WHATSAPP_NUMBER: '+254 700' }, 'WHATSAPP_NUMBER'],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable}:`));
  });

  it('reads the claims, with the specification figures by default', () => {
    expect(loadConfig({}).claims).toEqual(SPECIFICATION_CLAIMS);
    expect(loadConfig({ CLAIM_CUSTOMERS: '12500', CLAIM_RATING: '4.8' }).claims).toMatchObject({
      customers: 12_500,
      rating: 4.8,
    });
    expect(() => loadConfig({ CLAIM_RATING: '6' })).toThrow(/^Invalid configuration: CLAIM_RATING:/);
  });

  describe('M-Pesa', () => {
    const daraja = {
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '600984',
      MPESA_PASSKEY: 'passkey',
    };

    it('is the offline M-Pesa without Daraja’s settings, showing the sandbox’s paybill', () => {
      expect(PAYMENTS_SETTINGS.of(loadConfig({}))).toEqual({
        daraja: undefined,
        callbackSecret: undefined,
        paybill: '174379',
      });
    });

    it('reads Daraja’s settings: the sandbox by default, the paybill the short code unless set', () => {
      expect(PAYMENTS_SETTINGS.of(loadConfig(daraja))).toEqual({
        daraja: {
          consumerKey: 'key',
          consumerSecret: 'secret',
          shortcode: '600984',
          passkey: 'passkey',
          apiUrl: 'https://sandbox.safaricom.co.ke',
          timeoutMs: 10_000,
        },
        callbackSecret: undefined,
        paybill: '600984',
      });
      const production = PAYMENTS_SETTINGS.of(
        loadConfig({
          ...daraja,
          MPESA_API_URL: 'https://api.safaricom.co.ke/',
          MPESA_PAYBILL: '247247',
        }),
      );
      expect([production.daraja?.apiUrl, production.paybill]).toEqual([
        'https://api.safaricom.co.ke',
        '247247',
      ]);
    });

    it('refuses half of Daraja’s settings, a short or unusable callback secret, and a short code of letters', () => {
      expect(() => loadConfig({ MPESA_CONSUMER_KEY: 'key', MPESA_PASSKEY: 'p' })).toThrow(
        /^Invalid configuration: MPESA_CONSUMER_SECRET, MPESA_SHORTCODE: required with the other Daraja settings$/,
      );
      expect(() => loadConfig({ MPESA_CALLBACK_SECRET: 'too-short' })).toThrow(
        /MPESA_CALLBACK_SECRET: must be at least 32 characters/,
      );
      expect(() => loadConfig({ MPESA_CALLBACK_SECRET: `${'s'.repeat(32)}/..` })).toThrow(
        /MPESA_CALLBACK_SECRET: may hold only letters/,
      );
      expect(() => loadConfig({ ...daraja, MPESA_SHORTCODE: 'paybill' })).toThrow(/MPESA_SHORTCODE: must be/);
    });
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };

    it('refuses the placeholder identity and names every variable it needs', () => {
      const names = Object.keys(PRODUCTION_IDENTITY_ENV);
      expect(() => loadConfig(production)).toThrow(ConfigError);
      for (const name of names) expect(() => loadConfig(production)).toThrow(new RegExp(name));
    });

    it('refuses a value set to the placeholder itself, and names only what is missing', () => {
      const env = {
        ...production,
        ...PRODUCTION_IDENTITY_ENV,
        SUPPORT_PHONE: PLACEHOLDER_IDENTITY.supportPhone,
      };
      expect(() => loadConfig(env)).toThrow(/needs the business's own SUPPORT_PHONE \(/);
    });

    it('refuses the offline M-Pesa and a missing callback secret, naming each variable', () => {
      expect(() =>
        loadConfig({ ...production, ...PRODUCTION_IDENTITY_ENV, MPESA_CALLBACK_SECRET: '' }),
      ).toThrow(
        /^Invalid configuration: production takes M-Pesa through Daraja and needs MPESA_CALLBACK_SECRET \(/,
      );
      const { MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY, ...offline } =
        PRODUCTION_IDENTITY_ENV;
      expect([MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY]).toHaveLength(4);
      expect(() => loadConfig({ ...production, ...offline })).toThrow(
        /needs MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY \(without them the offline M-Pesa/,
      );
    });

    it('starts with a real identity, and no portal set means this site serves the accounts', () => {
      const config = loadConfig({ ...production, ...PRODUCTION_IDENTITY_ENV });
      expect(config.identity.supportEmail).toBe(PRODUCTION_IDENTITY_ENV.SUPPORT_EMAIL);
      expect(config.identity.customerPortalUrl).toBeUndefined();
    });
  });
});
