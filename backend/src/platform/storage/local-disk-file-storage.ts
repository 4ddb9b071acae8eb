import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { assertStorageKey, FileStorage, InvalidStorageKey, StoredFileNotFound } from './file-storage.port';

/** Files under one root folder (STORAGE_DIR); each key is a relative path below it. */
export class LocalDiskFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the target and renamed over it: a crash or a concurrent reader never sees half a file.
    const temp = `${dirname(path)}${sep}.tmp-${randomUUID()}`;
    try {
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(content);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileNotFound(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const path = resolve(this.root, key);
    const inside = relative(this.root, path);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) throw new InvalidStorageKey(key);
    return path;
  }
}
