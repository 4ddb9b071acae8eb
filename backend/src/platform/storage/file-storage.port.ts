/** Uploaded files by key (users/<userId>/<area>/<id>.<ext>); adapters: local disk (default) and S3-compatible. */
export interface FileStorage {
  /** Replaces whatever the key held; readers see either the old or the whole new content, never a part. */
  put(key: string, content: Buffer): Promise<void>;
  /** Throws StoredFileNotFound when nothing is stored under the key. */
  get(key: string): Promise<Buffer>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases pooled connections at shutdown; adapters without any leave it out. */
  close?(): void;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export class StoredFileNotFound extends Error {
  constructor(readonly key: string) {
    super(`Nothing is stored under ${key}`);
    this.name = 'StoredFileNotFound';
  }
}

export class InvalidStorageKey extends Error {
  constructor(readonly key: string) {
    super(`Storage key ${JSON.stringify(key)} is not allowed`);
    this.name = 'InvalidStorageKey';
  }
}

/** Segments of letters, digits, '.', '_' and '-' that do not start with a dot: no '..', no hidden or temp names. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key)) throw new InvalidStorageKey(key);
}
