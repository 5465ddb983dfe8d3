import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../../adapters/parcels/photos/s3-photo-store.js';

/** An S3-compatible server on loopback, on a free port, with its files in a folder of its own. */
export async function startS3Server(
  bucket: string,
): Promise<{ settings: S3Settings; stop(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver's own keys: it checks signatures like S3 does.
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${String(port)}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
