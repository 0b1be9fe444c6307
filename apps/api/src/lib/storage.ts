// Where uploads live (docs/decisions/0044-uploads-in-object-storage.md): one interface, two backends. The folder
// (DATA_DIR/media and DATA_DIR/private, the default) serves one machine or a shared volume; an S3-API bucket (AWS
// S3, Cloudflare R2, MinIO…; STORAGE=s3) serves any number of API processes on any number of machines. Two
// spaces: `media` (public: product photos, banners, avatars, served at /media/…) and `private` (partners'
// documents, InstaPay screenshots: only ever streamed through a route that checked who asks).
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { AppError } from './errors.js';

export type Space = 'media' | 'private';
export const SPACES: readonly Space[] = ['media', 'private'];

export type StorageConfig =
  | { kind: 'folder'; dataDir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Absent = AWS S3 itself (by region); R2 and MinIO give theirs. */
      endpoint: string | undefined;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** `bucket` in the path instead of the host name: MinIO and most self-hosted servers need it. */
      forcePathStyle: boolean;
    };

export type StoredObject = { body: Readable; size: number; type: string; etag: string | undefined };

export interface Storage {
  readonly kind: StorageConfig['kind'];
  /** For logs and error messages: the folder or `s3://bucket`. */
  readonly where: string;
  /** Stores `bytes` under `key` (replacing what was there). A store that cannot take it: 503 STORAGE_UNAVAILABLE. */
  put(space: Space, key: string, bytes: Buffer): Promise<void>;
  /** The object as a stream with its size and media type; null when there is none. */
  get(space: Space, key: string): Promise<StoredObject | null>;
  exists(space: Space, key: string): Promise<boolean>;
  /** Deletes an object; one that is not there is no error. */
  delete(space: Space, key: string): Promise<void>;
  /** Every key of a space, sorted. */
  list(space: Space): Promise<string[]>;
  /** Throws, naming the problem, when the store cannot be reached or written (start-up checks it). */
  check(): Promise<void>;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};
/** A key's media type by its extension (which the bytes decided when it was stored). */
export const contentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Keys are relative paths of plain segments: no `..`, no leading slash, nothing a folder could escape by. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.startsWith('/') || key.includes('\\')) return false;
  return key
    .split('/')
    .every((part) => part.length > 0 && part !== '.' && part !== '..' && !part.includes('\0'));
}
function checkKey(key: string) {
  if (!isValidKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

const unavailable = (cause: unknown) => {
  const error = new AppError(503, 'STORAGE_UNAVAILABLE', 'storageUnavailable');
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
};

/** What a disk that cannot take a file says: full, read-only, or not ours to write. */
const DISK_ERRORS = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR']);
const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** DATA_DIR/media and DATA_DIR/private; private files and folders readable by the API's user only. */
export function folderStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir);
  const fileOf = (space: Space, key: string) => {
    checkKey(key);
    return path.join(root, space, key);
  };
  const walk = async (base: string, relative: string, found: string[]) => {
    const entries = await readdir(path.join(base, relative), { withFileTypes: true }).catch((error) => {
      if (missing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(base, child, found);
      else if (entry.isFile()) found.push(child);
    }
  };
  return {
    kind: 'folder',
    where: root,
    async put(space, key, bytes) {
      const file = fileOf(space, key);
      const mode = space === 'private' ? { dir: 0o700, file: 0o600 } : undefined;
      try {
        await mkdir(path.dirname(file), { recursive: true, ...(mode && { mode: mode.dir }) });
        await writeFile(file, bytes, mode && { mode: mode.file });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code && DISK_ERRORS.has(code)) throw unavailable(error);
        throw error;
      }
    },
    async get(space, key) {
      const file = fileOf(space, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(file),
        size: info.size,
        type: contentTypeOf(key),
        etag: `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
      };
    },
    async exists(space, key) {
      const info = await stat(fileOf(space, key)).catch(() => null);
      return info?.isFile() ?? false;
    },
    async delete(space, key) {
      await unlink(fileOf(space, key)).catch((error) => {
        if (!missing(error)) throw error;
      });
    },
    async list(space) {
      const found: string[] = [];
      await walk(path.join(root, space), '', found);
      return found.sort();
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** One bucket, the spaces as the key prefixes `media/` and `private/`. The bucket itself stays private. */
export function s3Storage(config: Extract<StorageConfig, { kind: 's3' }>): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const keyOf = (space: Space, key: string) => {
    checkKey(key);
    return `${space}/${key}`;
  };
  return {
    kind: 's3',
    where: `s3://${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(space, key, bytes) {
      const Key = keyOf(space, key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentType: contentTypeOf(key),
            // Private documents must never sit in a cache between the bucket and whoever fetched them.
            ...(space === 'private' && { CacheControl: 'private, no-store' }),
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
    async get(space, key) {
      const Key = keyOf(space, key);
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key }));
        return {
          body: found.Body as Readable,
          size: found.ContentLength ?? 0,
          type: found.ContentType ?? contentTypeOf(key),
          etag: found.ETag,
        };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw unavailable(error);
      }
    },
    async exists(space, key) {
      const Key = keyOf(space, key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw unavailable(error);
      }
    },
    async delete(space, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(space, key) }));
    },
    async list(space) {
      const found: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${space}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && !object.Key.endsWith('/')) found.push(object.Key.slice(space.length + 1));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort();
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = statusOf(error);
        throw new Error(
          `object storage ${this.where} cannot be used: ${
            status === 404
              ? 'the bucket does not exist (create it first)'
              : status === 403
                ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
                : (error as Error).message
          }`,
        );
      }
    },
  };
}

export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? s3Storage(config) : folderStorage(config.dataDir);
}
