import { strToU8, zipSync } from 'fflate';
import { looksLikeZip, readZipEntry, ZipEntryTooLarge, zipEntries, ZipUnreadable } from './zip-archive';

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

  it('lists the entries with their names, methods and sizes without expanding them', () => {
    expect(zipEntries(archive).map(({ name, method, size }) => ({ name, method, size }))).toEqual([
      { name: 'Profile.csv', method: 8, size: 36 },
      { name: 'folder/Skills.csv', method: 0, size: 9 },
      { name: 'Ünïcode.txt', method: 8, size: 1 },
    ]);
  });

  it('reads deflated and stored entries', () => {
    const [profile, skills] = zipEntries(archive);
    expect(readZipEntry(archive, profile, 1024).toString()).toBe('First Name,Last Name\nMara,Quellwood\n');
    expect(readZipEntry(archive, skills, 1024).toString()).toBe('Name\nSQL\n');
  });

  it('refuses an entry that claims more than the limit before expanding it', () => {
    const [profile] = zipEntries(archive);
    expect(() => readZipEntry(archive, profile, 10)).toThrow(ZipEntryTooLarge);
  });

  it('stops expanding a bomb that claims a small size as soon as it passes the limit', () => {
    const bomb = Buffer.from(zipSync({ 'Skills.csv': [new Uint8Array(64 * 1024 * 1024), { level: 9 }] }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const forged = claimSize(bomb, 1000);
    const [entry] = zipEntries(forged);
    expect(entry.size).toBe(1000);
    const started = Date.now();
    expect(() => readZipEntry(forged, entry, 5 * 1024 * 1024)).toThrow(ZipEntryTooLarge);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an entry whose real size is not the size the archive claims', () => {
    const forged = claimSize(archive, 30);
    const [profile] = zipEntries(forged);
    expect(() => readZipEntry(forged, profile, 1024)).toThrow(ZipUnreadable);
  });

  it.each([
    ['not an archive', Buffer.from('Name\nSQL\n')],
    ['a cut-off archive', archive.subarray(0, archive.length - 30)],
    ['too short to be one', Buffer.from('PK\x03\x04')],
  ])('refuses %s', (_case, bytes) => {
    expect(() => zipEntries(bytes)).toThrow(ZipUnreadable);
  });

  it('refuses damaged compressed data', () => {
    const damaged = Buffer.from(archive);
    const [profile] = zipEntries(archive);
    const header = profile.localHeaderOffset;
    const dataStart = header + 30 + damaged.readUInt16LE(header + 26) + damaged.readUInt16LE(header + 28);
    damaged.fill(0xff, dataStart, dataStart + profile.compressedSize);
    expect(() => readZipEntry(damaged, profile, 1024)).toThrow(ZipUnreadable);
  });
});
