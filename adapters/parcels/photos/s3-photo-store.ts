import type { S3Client } from '@aws-sdk/client-s3';
import type { PhotoStore } from '../../../core/parcels/parcels.ports.js';
import { DependencyUnavailableError } from '../../../core/shared/dependency-unavailable.js';
import { checkedKey } from './photo-keys.js';

/** Any failure of the object store but a missing key is an outage: the API responds with 503, never 500. */
const unavailable = (what: string, error: unknown) =>
  new DependencyUnavailableError(
    `photo store: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
    'Photos cannot be reached just now. Please try again in a few minutes.',
    { cause: error },
  );

/** An S3-compatible object store as configuration names it (adapters/config.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** Unset: the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (most S3-compatible servers), not in the host name. */
  forcePathStyle: boolean;
}

type AwsSdk = typeof import('@aws-sdk/client-s3');

/**
 * The AWS SDK (a fifth of the server's bundle, 20 ms of evaluation) loads at the first photo stored or read, not
 * at every start: a server without S3, and most requests of one with it, never need it.
 */
let loadingSdk: Promise<AwsSdk> | undefined;
const loadSdk = () => (loadingSdk ??= import('@aws-sdk/client-s3'));

interface OpenClient {
  sdk: AwsSdk;
  client: S3Client;
}

/** Photos as objects in one bucket, through the AWS SDK's S3 client; nothing is public, the site serves them. */
export class S3PhotoStore implements PhotoStore {
  private opening: Promise<OpenClient> | undefined;

  constructor(private readonly settings: S3Settings) {}

  /** The client, made at the first call. */
  private open(): Promise<OpenClient> {
    const { settings } = this;
    this.opening ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        ...(settings.endpoint && { endpoint: settings.endpoint }),
        ...(settings.credentials && { credentials: settings.credentials }),
      }),
    }));
    return this.opening;
  }

  async put(key: string, bytes: Uint8Array, mediaType: string): Promise<void> {
    const { sdk, client } = await this.open();
    const command = new sdk.PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: checkedKey(key),
      Body: bytes,
      ContentType: mediaType,
    });
    await client.send(command).catch((error: unknown) => {
      throw unavailable('put', error);
    });
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    const { sdk, client } = await this.open();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : undefined;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return undefined;
      throw unavailable('get', error);
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.open();
    // S3 answers a delete of a missing key as done.
    const command = new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) });
    await client.send(command).catch((error: unknown) => {
      throw unavailable('remove', error);
    });
  }

  /** Closes the client's connections (at shutdown); a store never used has none. */
  close(): void {
    void this.opening?.then(
      ({ client }) => client.destroy(),
      () => undefined,
    );
  }
}
