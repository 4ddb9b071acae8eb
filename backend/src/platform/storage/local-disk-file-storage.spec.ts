import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidStorageKey, StoredFileNotFound } from './file-storage.port';
import { LocalDiskFileStorage } from './local-disk-file-storage';

let parent: string;
let root: string;
let storage: LocalDiskFileStorage;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'storage-spec-'));
  root = join(parent, 'root');
  storage = new LocalDiskFileStorage(root);
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

describe('local disk file storage', () => {
  it('stores, overwrites and reads a file by key, below its root', async () => {
    await storage.put('users/u1/resume/a.pdf', Buffer.from('first'));
    await storage.put('users/u1/resume/a.pdf', Buffer.from('second'));
    expect((await storage.get('users/u1/resume/a.pdf')).toString()).toBe('second');
    expect(await filesUnder(root)).toEqual(['users/u1/resume/a.pdf']);
  });

  it('lets concurrent readers see a whole old or a whole new file, never a part', async () => {
    const size = 2 * 1024 * 1024;
    const versions = [Buffer.alloc(size, 'a'), Buffer.alloc(size, 'b')];
    await storage.put('big.bin', versions[0]);
    const seen: Buffer[] = [];
    let writing = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (writing) seen.push(await storage.get('big.bin'));
    });
    for (let round = 1; round <= 20; round++) await storage.put('big.bin', versions[round % 2]);
    writing = false;
    await Promise.all(readers);
    expect(seen.length).toBeGreaterThan(0);
    for (const content of seen) expect(versions.some((version) => version.equals(content))).toBe(true);
    expect(await filesUnder(root)).toEqual(['big.bin']);
  });

  it('leaves the old content and no temporary file behind when a write fails', async () => {
    await storage.put('users/u1/doc/keep.txt', Buffer.from('kept'));
    // A directory where the file should go makes the final rename fail after the temporary file is written.
    await storage.put('users/u1/doc/taken/inner.txt', Buffer.from('x'));
    await expect(storage.put('users/u1/doc/taken', Buffer.from('y'))).rejects.toThrow();
    expect(await filesUnder(root)).toEqual(['users/u1/doc/keep.txt', 'users/u1/doc/taken/inner.txt']);
    expect((await storage.get('users/u1/doc/keep.txt')).toString()).toBe('kept');
  });

  it.each([
    '../outside.txt',
    'users/../../outside.txt',
    '/etc/passwd',
    'users/./x',
    '.hidden',
    'a//b',
    '',
    'a\\b',
  ])('refuses the key %j and writes nothing anywhere', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(InvalidStorageKey);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKey);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKey);
    expect(await filesUnder(parent)).toEqual([]);
  });

  it('deletes a file, treats deleting a missing key as done, and reports reading one as not found', async () => {
    await storage.put('users/u1/resume/a.txt', Buffer.from('text'));
    await storage.delete('users/u1/resume/a.txt');
    await storage.delete('users/u1/resume/a.txt');
    await expect(storage.get('users/u1/resume/a.txt')).rejects.toThrow(StoredFileNotFound);
    expect(await filesUnder(root)).toEqual([]);
  });
});
