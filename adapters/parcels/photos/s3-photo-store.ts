import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
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

/** Photos as objects in one bucket, through the AWS SDK's S3 client; nothing is public, the site serves them. */
export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      ...(settings.credentials && { credentials: settings.credentials }),
    });
  }

  async put(key: string, bytes: Uint8Array, mediaType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: checkedKey(key),
      Body: bytes,
      ContentType: mediaType,
    });
    await this.client.send(command).catch((error: unknown) => {
      throw unavailable('put', error);
    });
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw unavailable('get', error);
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key as done.
    const command = new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) });
    await this.client.send(command).catch((error: unknown) => {
      throw unavailable('remove', error);
    });
  }

  /** Closes the client's connections (at shutdown). */
  close(): void {
    this.client.destroy();
  }
}
