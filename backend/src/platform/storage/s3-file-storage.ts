import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, FileStorage, StoredFileNotFound } from './file-storage.port';

export interface S3FileStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Ceph, ...); AWS S3 itself when undefined. */
  endpoint?: string;
  /** Both or neither: without them the SDK's default chain applies (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** https://host/bucket/key instead of https://bucket.host/key; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Per attempt; the SDK retries failed attempts (three in all) before the error reaches the caller. */
  requestTimeoutMs?: number;
}

/** Files as objects of one bucket, the storage key as the object key; S3 itself or any service speaking its API. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3FileStorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // The SigV4 signature already covers the payload's SHA-256; the newer CRC checksum headers are refused
      // by several S3-compatible services, so they are sent only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: 5_000,
        requestTimeout: options.requestTimeoutMs ?? 30_000,
        throwOnRequestTimeout: true,
      },
    });
  }

  // A PUT replaces the object atomically: readers get the whole old or the whole new object.
  async put(key: string, content: Buffer): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: content,
        ContentLength: content.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissingObject(error)) throw new StoredFileNotFound(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      // AWS answers 204 for a missing key; some compatible services answer 404 NoSuchKey instead.
      if (!isMissingObject(error)) throw error;
    }
  }

  /** Closes the client's pooled connections. */
  close(): void {
    this.client.destroy();
  }
}

// Only NoSuchKey means "not stored": a 404 for a missing bucket is a configuration fault and must surface.
function isMissingObject(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey');
}
