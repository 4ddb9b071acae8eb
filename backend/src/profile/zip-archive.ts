import { Inflate } from 'fflate';

/** One file of a ZIP archive as its central directory describes it. */
export interface ZipEntry {
  /** The full path inside the archive, '/'-separated. */
  name: string;
  /** 0 stored, 8 deflated; anything else is refused on reading. */
  method: number;
  compressedSize: number;
  /** The uncompressed size the archive claims; reading checks the real one against it. */
  size: number;
  encrypted: boolean;
  localHeaderOffset: number;
}

/** Not a ZIP archive, or one we refuse to read (damaged, encrypted, ZIP64, an unknown compression). */
export class ZipUnreadable extends Error {
  constructor(reason: string) {
    super(`unreadable ZIP archive: ${reason}`);
    this.name = 'ZipUnreadable';
  }
}

/** The entry expands (or claims to expand) beyond what the caller allows. */
export class ZipEntryTooLarge extends Error {
  constructor(
    readonly entry: string,
    readonly limit: number,
  ) {
    super(`${entry} expands beyond ${limit} bytes`);
    this.name = 'ZipEntryTooLarge';
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** Compressed input is fed in slices this big, so one slice can expand to at most ~1032 times it before the check. */
const INFLATE_SLICE = 16 * 1024;

/** The local file header signature (an empty archive starts with the end-of-directory one). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const signature = Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0);
  return signature === LOCAL_HEADER || signature === END_OF_DIRECTORY;
}

/** The archive's entries from its central directory, without expanding anything. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const end = findEndOfDirectory(data);
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new ZipUnreadable('ZIP64 archives are not supported');
  }
  if (directoryOffset + directorySize > end)
    throw new ZipUnreadable('the central directory lies outside the file');

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || data.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw new ZipUnreadable('damaged central directory');
    }
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) throw new ZipUnreadable('damaged central directory');
    // Bit 11: the name is UTF-8; otherwise it is CP437, whose ASCII part (all we compare) latin1 reads the same.
    const name = data.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, nameEnd);
    entries.push({
      name,
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      encrypted: (flags & 0x1) !== 0,
      localHeaderOffset: data.readUInt32LE(at + 42),
    });
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/**
 * The entry's bytes, expanded in slices and abandoned as soon as they pass maxBytes, so a small archive
 * claiming small sizes cannot make us expand gigabytes (a ZIP bomb) before we notice.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Buffer {
  if (entry.size > maxBytes) throw new ZipEntryTooLarge(entry.name, maxBytes);
  if (entry.encrypted) throw new ZipUnreadable(`${entry.name} is encrypted`);
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const header = entry.localHeaderOffset;
  if (header + 30 > data.length || data.readUInt32LE(header) !== LOCAL_HEADER) {
    throw new ZipUnreadable(`damaged local header of ${entry.name}`);
  }
  const start = header + 30 + data.readUInt16LE(header + 26) + data.readUInt16LE(header + 28);
  const stop = start + entry.compressedSize;
  if (stop > data.length) throw new ZipUnreadable(`${entry.name} is cut off`);
  const compressed = data.subarray(start, stop);

  let content: Buffer;
  if (entry.method === 0) content = Buffer.from(compressed);
  else if (entry.method === 8) content = inflateCapped(compressed, entry.name, maxBytes);
  else throw new ZipUnreadable(`${entry.name} uses compression method ${entry.method}`);

  if (content.length > maxBytes) throw new ZipEntryTooLarge(entry.name, maxBytes);
  if (content.length !== entry.size)
    throw new ZipUnreadable(`${entry.name} is not the size the archive claims`);
  return content;
}

function inflateCapped(compressed: Buffer, name: string, maxBytes: number): Buffer {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflate = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new ZipEntryTooLarge(name, maxBytes);
    chunks.push(chunk);
  });
  try {
    if (compressed.length === 0) inflate.push(compressed, true);
    for (let at = 0; at < compressed.length; at += INFLATE_SLICE) {
      const slice = compressed.subarray(at, at + INFLATE_SLICE);
      inflate.push(slice, at + INFLATE_SLICE >= compressed.length);
    }
  } catch (error) {
    if (error instanceof ZipEntryTooLarge) throw error;
    throw new ZipUnreadable(`${name} is damaged`);
  }
  return Buffer.concat(chunks, total);
}

function findEndOfDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_OF_DIRECTORY_SIZE - MAX_COMMENT);
  for (let at = data.length - END_OF_DIRECTORY_SIZE; at >= lowest; at--) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipUnreadable('no end of central directory');
}
