import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { LocalDiskFileStorage } from './local-disk-file-storage';
import { describeFileStorageContract } from './testing/file-storage.contract-suite';

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** A root inside a fresh parent folder, so a file that escaped the root is still seen (as '../...'). */
async function startLocalDisk() {
  const parent = await mkdtemp(join(tmpdir(), 'storage-spec-'));
  const root = join(parent, 'root');
  return {
    root,
    storage: new LocalDiskFileStorage(root),
    storedKeys: async () => (await filesUnder(parent)).map((file) => relative(root, file)).sort(),
    close: () => rm(parent, { recursive: true, force: true }),
  };
}

describeFileStorageContract('local disk file storage', startLocalDisk);

describe('local disk file storage', () => {
  let disk: Awaited<ReturnType<typeof startLocalDisk>>;

  beforeEach(async () => {
    disk = await startLocalDisk();
  });

  afterEach(async () => {
    await disk.close();
  });

  it('keeps each key as a relative path below its root', async () => {
    await disk.storage.put('users/u1/resume/a.pdf', Buffer.from('cv'));
    expect((await filesUnder(disk.root)).map((file) => relative(disk.root, file))).toEqual([
      'users/u1/resume/a.pdf',
    ]);
  });

  it('leaves the old content and no temporary file behind when a write fails', async () => {
    await disk.storage.put('users/u1/doc/keep.txt', Buffer.from('kept'));
    // A directory where the file should go makes the final rename fail after the temporary file is written.
    await disk.storage.put('users/u1/doc/taken/inner.txt', Buffer.from('x'));
    await expect(disk.storage.put('users/u1/doc/taken', Buffer.from('y'))).rejects.toThrow();
    expect(await disk.storedKeys()).toEqual(['users/u1/doc/keep.txt', 'users/u1/doc/taken/inner.txt']);
    expect((await disk.storage.get('users/u1/doc/keep.txt')).toString()).toBe('kept');
  });
});
