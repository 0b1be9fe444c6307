import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// The SDK's notice that releases from 2027 need Node 22 says nothing about this code (its version is pinned).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// A local S3-compatible server the tests start themselves (s3rver, decision 0044): the real AWS SDK talks the
// real S3 protocol to it over HTTP, as it would to AWS, R2 or MinIO.

export type LocalS3 = {
  endpoint: string;
  /** A new, empty bucket on the server; answers the environment that points an API at it. */
  bucket: () => Promise<{ name: string; env: Record<string, string> }>;
  close: () => Promise<void>;
};

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'coffee-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket: async () => {
      const name = `coffee-${randomBytes(4).toString('hex')}`;
      await admin.send(new CreateBucketCommand({ Bucket: name }));
      return {
        name,
        env: {
          STORAGE: 's3',
          S3_BUCKET: name,
          S3_ENDPOINT: endpoint,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        },
      };
    },
    close: async () => {
      admin.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
