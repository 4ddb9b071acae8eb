import { strToU8, zipSync } from 'fflate';
import { looksLikeZip, MAX_ZIP_ENTRIES, openZip, ZipEntryTooLarge, ZipUnreadable } from './zip-archive';

/** Rewrites the uncompressed size an archive claims for its first entry, in both headers, as a forger would. */
function claimSize(archive: Buffer, size: number): Buffer {
  const forged = Buffer.from(archive);
  forged.writeUInt32LE(size, 22);
  forged.writeUInt32LE(size, forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
  return forged;
}

describe('ZIP archives', () => {
  const archive = Buffer.from(
    zipSync({
      'Profile.csv': strToU8('First Name,Last Name\nMara,Quellwood\n'),
      'folder/Skills.csv': [strToU8('Name\nSQL\n'), { level: 0 }],
      'Ünïcode.txt': strToU8('x'),
    }),
  );

  it('recognises an archive by its first bytes', () => {
    expect(looksLikeZip(archive)).toBe(true);
    expect(looksLikeZip(Buffer.from(zipSync({})))).toBe(true);
    expect(looksLikeZip(Buffer.from('%PDF-1.4'))).toBe(false);
    expect(looksLikeZip(Buffer.from('PK'))).toBe(false);
  });

  it('lists the entries with their names, methods and sizes without expanding them', async () => {
    expect(
      (await openZip(archive)).entries.map(({ name, method, size }) => ({ name, method, size })),
    ).toEqual([
      { name: 'Profile.csv', method: 8, size: 36 },
      { name: 'folder/Skills.csv', method: 0, size: 9 },
      { name: 'Ünïcode.txt', method: 8, size: 1 },
    ]);
  });

  it('reads deflated and stored entries', async () => {
    const zip = await openZip(archive);
    const [profile, skills] = zip.entries;
    expect((await zip.read(profile, 1024)).toString()).toBe('First Name,Last Name\nMara,Quellwood\n');
    expect((await zip.read(skills, 1024)).toString()).toBe('Name\nSQL\n');
  });

  it('refuses an entry that claims more than the limit before expanding it', async () => {
    const zip = await openZip(archive);
    await expect(zip.read(zip.entries[0], 10)).rejects.toThrow(ZipEntryTooLarge);
  });

  it('stops expanding a bomb that claims a small size as soon as it passes the limit', async () => {
    const bomb = Buffer.from(zipSync({ 'Skills.csv': [new Uint8Array(64 * 1024 * 1024), { level: 9 }] }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const forged = claimSize(bomb, 1000);
    const zip = await openZip(forged);
    const [entry] = zip.entries;
    expect(entry.size).toBe(1000);
    const started = Date.now();
    await expect(zip.read(entry, 5 * 1024 * 1024)).rejects.toThrow(ZipEntryTooLarge);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an entry whose real size is not the size the archive claims', async () => {
    const forged = claimSize(archive, 30);
    const zip = await openZip(forged);
    await expect(zip.read(zip.entries[0], 1024)).rejects.toThrow(ZipUnreadable);
  });

  it.each([
    ['not an archive', Buffer.from('Name\nSQL\n')],
    ['a cut-off archive', archive.subarray(0, archive.length - 30)],
    ['too short to be one', Buffer.from('PK\x03\x04')],
  ])('refuses %s', async (_case, bytes) => {
    await expect(openZip(bytes)).rejects.toThrow(ZipUnreadable);
  });

  it('refuses damaged compressed data', async () => {
    const damaged = Buffer.from(archive);
    const [profile] = (await openZip(archive)).entries;
    const header = profile.localHeaderOffset;
    const dataStart = header + 30 + damaged.readUInt16LE(header + 26) + damaged.readUInt16LE(header + 28);
    damaged.fill(0xff, dataStart, dataStart + profile.compressedSize);
    const zip = await openZip(damaged);
    await expect(zip.read(zip.entries[0], 1024)).rejects.toThrow(ZipUnreadable);
  });

  it('refuses an archive with more entries than allowed before reading any of them', async () => {
    const many = Buffer.from(
      zipSync(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`${i}.txt`, strToU8('x')]))),
    );
    await expect(openZip(many, 10)).rejects.toThrow(/11 entries, more than 10/);
    expect((await openZip(many, 11)).entries).toHaveLength(11);
    expect(MAX_ZIP_ENTRIES).toBe(10_000);
  });

  it('refuses an encrypted entry and an unknown compression method without reading them', async () => {
    const flagged = Buffer.from(archive);
    const central = flagged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    flagged.writeUInt16LE(flagged.readUInt16LE(central + 8) | 0x1, central + 8);
    const encrypted = await openZip(flagged);
    expect(encrypted.entries[0].encrypted).toBe(true);
    await expect(encrypted.read(encrypted.entries[0], 1024)).rejects.toThrow(/is encrypted/);
    const method = Buffer.from(archive);
    method.writeUInt16LE(14, method.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    const lzma = await openZip(method);
    await expect(lzma.read(lzma.entries[0], 1024)).rejects.toThrow(/compression method 14/);
  });
});
