import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/config';
import { createFileStorage } from './create-file-storage';
import { LocalDiskFileStorage } from './local-disk-file-storage';
import { S3FileStorage } from './s3-file-storage';
import { startS3Double } from './testing/s3-double';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/outreach', JWT_SECRET: 'x'.repeat(32) };

describe('file storage from the configuration', () => {
  it('writes below STORAGE_DIR when no bucket is named', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'create-storage-'));
    try {
      const storage = createFileStorage(loadConfig({ ...base, STORAGE_DIR: dir }));
      expect(storage).toBeInstanceOf(LocalDiskFileStorage);
      await storage.put('users/u1/a.txt', Buffer.from('on disk'));
      expect((await new LocalDiskFileStorage(dir).get('users/u1/a.txt')).toString()).toBe('on disk');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes to the named bucket with the configured endpoint, region and keys', async () => {
    const s3 = await startS3Double({ region: 'eu-west-3' });
    const storage = createFileStorage(
      loadConfig({
        ...base,
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    try {
      expect(storage).toBeInstanceOf(S3FileStorage);
      await storage.put('users/u1/a.txt', Buffer.from('in the bucket'));
      expect(s3.objects.get('users/u1/a.txt')?.toString()).toBe('in the bucket');
    } finally {
      storage.close?.();
      await s3.close();
    }
  });
});
