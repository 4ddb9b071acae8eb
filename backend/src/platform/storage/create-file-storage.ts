import type { AppConfig } from '../config/config';
import type { FileStorage } from './file-storage.port';
import { LocalDiskFileStorage } from './local-disk-file-storage';
import { S3FileStorage } from './s3-file-storage';

type StorageConfig = Pick<
  AppConfig,
  | 'STORAGE_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The configured adapter: the S3 bucket when S3_BUCKET is set, else the local folder STORAGE_DIR. */
export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.S3_BUCKET === undefined) return new LocalDiskFileStorage(config.STORAGE_DIR);
  return new S3FileStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID !== undefined && config.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
