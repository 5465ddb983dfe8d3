import { z } from 'zod';
import { DEFAULT_STORAGE_TERMS, type StorageTerms } from '../../core/shared/storage-terms.js';
import { ConfigError, areaSettings, optional } from '../settings.js';

/** Files under DATA_DIR/photos, or an S3-compatible bucket (adapters/parcels/photos). */
type PhotoStoreSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

interface ParcelsSettings {
  /** Where parcel photos are kept. */
  photos: PhotoStoreSettings;
  storage: StorageTerms;
}

const schema = z.object({
  FREE_STORAGE_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_STORAGE_TERMS.freeDays),
  STORAGE_FEE_CENTS_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(DEFAULT_STORAGE_TERMS.feeCentsPerDay),
  PHOTO_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optional.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, . and -',
      )
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

/** The S3 settings only count with PHOTO_STORE=s3, which needs a bucket; the two keys come together or not at all. */
function photoStoreSettings(vars: z.infer<typeof schema>): PhotoStoreSettings {
  if (vars.PHOTO_STORE === 'local') return { kind: 'local' };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  if (!bucket) throw new ConfigError('Invalid configuration: S3_BUCKET: required when PHOTO_STORE is s3');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS SDK finds the credentials)',
    );
  }
  return {
    kind: 's3',
    bucket,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // A server of one's own usually serves buckets by path; AWS by host name.
    forcePathStyle: (vars.S3_FORCE_PATH_STYLE ?? (vars.S3_ENDPOINT ? 'true' : 'false')) === 'true',
  };
}

/** The warehouse's storage terms and where parcel photos are kept. */
export const PARCELS_SETTINGS = areaSettings({
  owner: 'parcels',
  schema,
  docs: {
    FREE_STORAGE_DAYS: {
      default: `\`${DEFAULT_STORAGE_TERMS.freeDays}\``,
      description:
        'days a parcel waits at the warehouse free, counted from the day after its receipt (UTC days)',
    },
    STORAGE_FEE_CENTS_PER_DAY: {
      default: `\`${DEFAULT_STORAGE_TERMS.feeCentsPerDay}\``,
      description:
        'US cents per parcel for each day after them while it is at the warehouse (`0`: storage is free); the pricing page, FAQ and terms state both',
    },
    PHOTO_STORE: {
      default: '`local`',
      description:
        'where parcel photos are kept: `local`, files under `DATA_DIR/photos`; `s3`, an S3-compatible bucket; production may use either',
    },
    S3_BUCKET: {
      default: 'unset',
      description: 'the bucket of the photos; **required** with `PHOTO_STORE=s3`',
    },
    S3_REGION: { default: '`us-east-1`', description: "the bucket's region" },
    S3_ENDPOINT: {
      default: "AWS's own",
      description:
        "an S3-compatible server's address (`https://…`: MinIO, Cloudflare R2, Backblaze B2, Wasabi …)",
    },
    S3_ACCESS_KEY_ID: {
      default: "the AWS SDK's chain",
      description:
        "set with `S3_SECRET_ACCESS_KEY` or not at all; neither: the SDK's own credentials (environment, profile, instance role)",
    },
    S3_SECRET_ACCESS_KEY: { default: "the AWS SDK's chain", description: "the key's secret" },
    S3_FORCE_PATH_STYLE: {
      default: '`true` with `S3_ENDPOINT`, else `false`',
      description: 'the bucket in the path (most S3-compatible servers) rather than in the host name (AWS)',
    },
  },
  read: (vars): ParcelsSettings => ({
    photos: photoStoreSettings(vars),
    storage: { freeDays: vars.FREE_STORAGE_DAYS, feeCentsPerDay: vars.STORAGE_FEE_CENTS_PER_DAY },
  }),
});
