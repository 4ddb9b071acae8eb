import { StoredFileNotFound } from './file-storage.port';
import { S3FileStorage } from './s3-file-storage';
import { describeFileStorageContract } from './testing/file-storage.contract-suite';
import { S3Double, startS3Double } from './testing/s3-double';

const storageOn = (
  s3: S3Double,
  overrides: { bucket?: string; secretAccessKey?: string; region?: string } = {},
) =>
  new S3FileStorage({
    bucket: overrides.bucket ?? s3.bucket,
    region: overrides.region ?? s3.region,
    endpoint: s3.endpoint,
    credentials: {
      accessKeyId: s3.credentials.accessKeyId,
      secretAccessKey: overrides.secretAccessKey ?? s3.credentials.secretAccessKey,
    },
    forcePathStyle: true,
  });

describeFileStorageContract('S3 file storage', async () => {
  const s3 = await startS3Double();
  const storage = storageOn(s3);
  return {
    storage,
    storedKeys: async () => [...s3.objects.keys()].sort(),
    close: async () => {
      storage.close();
      await s3.close();
    },
  };
});

describe('S3 file storage', () => {
  let s3: S3Double;
  let storage: S3FileStorage;

  beforeEach(async () => {
    s3 = await startS3Double();
    storage = storageOn(s3);
  });

  afterEach(async () => {
    storage.close();
    await s3.close();
  });

  it('stores each file as one object of the bucket under its key, path-style and signed', async () => {
    await storage.put('users/u1/documents/d1.pdf', Buffer.from('%PDF-1.4'));
    expect(s3.objects.get('users/u1/documents/d1.pdf')?.toString()).toBe('%PDF-1.4');
    expect(s3.requests).toEqual([{ method: 'PUT', key: 'users/u1/documents/d1.pdf', status: 200 }]);
  });

  it('sends no request for a key it refuses', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow();
    expect(s3.requests).toEqual([]);
  });

  it('surfaces a request the service refuses for a wrong secret, rather than calling the file missing', async () => {
    const forged = storageOn(s3, { secretAccessKey: 'not-the-secret-key-0123456789abcdefghijk' });
    try {
      await expect(forged.put('users/u1/a.txt', Buffer.from('x'))).rejects.toMatchObject({
        name: 'SignatureDoesNotMatch',
      });
      const read = forged.get('users/u1/a.txt');
      await expect(read).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      await expect(read).rejects.not.toThrow(StoredFileNotFound);
    } finally {
      forged.close();
    }
    expect(s3.objects.size).toBe(0);
  });

  it('treats a missing bucket as a fault, never as a missing file or a finished delete', async () => {
    const elsewhere = storageOn(s3, { bucket: 'no-such-bucket' });
    try {
      const read = elsewhere.get('users/u1/a.txt');
      await expect(read).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(read).rejects.not.toThrow(StoredFileNotFound);
      await expect(elsewhere.delete('users/u1/a.txt')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      elsewhere.close();
    }
  });

  it('retries a passing service failure and then succeeds', async () => {
    s3.failNext(2);
    await storage.put('users/u1/retried.txt', Buffer.from('eventually'));
    expect((await storage.get('users/u1/retried.txt')).toString()).toBe('eventually');
    expect(s3.requests.map((request) => request.status)).toEqual([500, 500, 200, 200]);
  });

  it('reports a service that keeps failing as an error', async () => {
    s3.failNext(10);
    await expect(storage.put('users/u1/lost.txt', Buffer.from('x'))).rejects.toMatchObject({
      name: 'InternalError',
    });
    expect(s3.objects.size).toBe(0);
  });
});
