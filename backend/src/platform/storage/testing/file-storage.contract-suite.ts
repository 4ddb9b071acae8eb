import { FileStorage, InvalidStorageKey, StoredFileNotFound } from '../file-storage.port';

export interface FileStorageHarness {
  storage: FileStorage;
  /** Every key the backing store holds, sorted; anything written outside the storage's area must show up too. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/** What every FileStorage adapter must do, run against each adapter by its own spec. */
export function describeFileStorageContract(name: string, start: () => Promise<FileStorageHarness>): void {
  describe(`${name}: the FileStorage contract`, () => {
    let harness: FileStorageHarness;
    let storage: FileStorage;

    beforeEach(async () => {
      harness = await start();
      storage = harness.storage;
    });

    afterEach(async () => {
      await harness.close();
    });

    it('stores, overwrites and reads a file by key', async () => {
      await storage.put('users/u1/resume/a.pdf', Buffer.from('first'));
      await storage.put('users/u1/resume/a.pdf', Buffer.from('second'));
      expect((await storage.get('users/u1/resume/a.pdf')).toString()).toBe('second');
      expect(await harness.storedKeys()).toEqual(['users/u1/resume/a.pdf']);
    });

    it('keeps bytes exactly, including an empty file and every byte value', async () => {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, value) => value));
      await storage.put('users/u1/documents/bytes.bin', everyByte);
      await storage.put('users/u1/documents/empty.txt', Buffer.alloc(0));
      expect((await storage.get('users/u1/documents/bytes.bin')).equals(everyByte)).toBe(true);
      expect((await storage.get('users/u1/documents/empty.txt')).length).toBe(0);
    });

    it('lets concurrent readers see a whole old or a whole new file, never a part', async () => {
      // Large enough that a write spans many chunks; small and few enough to finish on a loaded two-core machine.
      const size = 1024 * 1024;
      const versions = [Buffer.alloc(size, 'a'), Buffer.alloc(size, 'b')];
      await storage.put('big.bin', versions[0]);
      const seen: Buffer[] = [];
      let writing = true;
      const readers = Array.from({ length: 4 }, async () => {
        while (writing) seen.push(await storage.get('big.bin'));
      });
      for (let round = 1; round <= 8; round++) await storage.put('big.bin', versions[round % 2]);
      writing = false;
      await Promise.all(readers);
      expect(seen.length).toBeGreaterThan(0);
      for (const content of seen) expect(versions.some((version) => version.equals(content))).toBe(true);
      expect(await harness.storedKeys()).toEqual(['big.bin']);
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
      'users/u1/a b.txt',
      `users/${'x'.repeat(520)}`,
    ])('refuses the key %j and writes nothing anywhere', async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(InvalidStorageKey);
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKey);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKey);
      expect(await harness.storedKeys()).toEqual([]);
    });

    it('deletes a file, treats deleting a missing key as done, and reports reading one as not found', async () => {
      await storage.put('users/u1/resume/a.txt', Buffer.from('text'));
      await storage.put('users/u1/resume/b.txt', Buffer.from('kept'));
      await storage.delete('users/u1/resume/a.txt');
      await storage.delete('users/u1/resume/a.txt');
      await storage.delete('users/u1/never/stored.txt');
      await expect(storage.get('users/u1/resume/a.txt')).rejects.toThrow(StoredFileNotFound);
      await expect(storage.get('users/u1/never/stored.txt')).rejects.toThrow(StoredFileNotFound);
      expect(await harness.storedKeys()).toEqual(['users/u1/resume/b.txt']);
    });
  });
}
