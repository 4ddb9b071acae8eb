import type { Readable } from 'node:stream';
import * as yauzl from 'yauzl';

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

/** An archive opened by its central directory, nothing expanded yet; entries are read one by one. */
export interface ZipArchive {
  entries: ZipEntry[];
  /**
   * The entry's bytes, streamed and abandoned as soon as they pass maxBytes, so a small archive claiming small
   * sizes cannot make us expand gigabytes (a ZIP bomb) before we notice.
   */
  read(entry: ZipEntry, maxBytes: number): Promise<Buffer>;
}

/** Not a ZIP archive, or one we refuse to read (damaged, encrypted, too many entries, an unknown compression). */
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

/** More entries than any file we read has (a LinkedIn export holds about 40, a Word document a few dozen). */
export const MAX_ZIP_ENTRIES = 10_000;

const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY = 0x06054b50;

/** The local file header signature (an empty archive starts with the end-of-directory one). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const signature = Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0);
  return signature === LOCAL_HEADER || signature === END_OF_DIRECTORY;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens the archive with yauzl and lists its entries from the central directory without expanding anything.
 * An archive with more than maxEntries entries is refused before any entry is read.
 */
export async function openZip(bytes: Buffer, maxEntries = MAX_ZIP_ENTRIES): Promise<ZipArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      // Sizes are checked here against the caller's limits (validateEntrySizes would stop a bomb at its claimed
      // size and call it damaged before we could call it too large); names decoded, '\' read as '/'.
      {
        lazyEntries: true,
        autoClose: false,
        validateEntrySizes: false,
        decodeStrings: true,
        strictFileNames: false,
      },
      (error, opened) => (error ? reject(new ZipUnreadable(reason(error))) : resolve(opened)),
    ),
  );
  if (zip.entryCount > maxEntries) {
    zip.close();
    throw new ZipUnreadable(`it holds ${zip.entryCount} entries, more than ${maxEntries}`);
  }
  const found = new Map<ZipEntry, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      found.set(
        {
          name: entry.fileName,
          method: entry.compressionMethod,
          compressedSize: entry.compressedSize,
          size: entry.uncompressedSize,
          encrypted: entry.isEncrypted(),
          localHeaderOffset: entry.relativeOffsetOfLocalHeader,
        },
        entry,
      );
      zip.readEntry();
    });
    zip.once('end', () => resolve());
    zip.once('error', (error) => reject(new ZipUnreadable(reason(error))));
    zip.readEntry();
  });

  return {
    entries: [...found.keys()],
    async read(entry, maxBytes) {
      const source = found.get(entry);
      if (!source) throw new Error(`${entry.name} is not an entry of this archive`);
      if (entry.size > maxBytes) throw new ZipEntryTooLarge(entry.name, maxBytes);
      if (entry.encrypted) throw new ZipUnreadable(`${entry.name} is encrypted`);
      if (entry.method !== 0 && entry.method !== 8) {
        throw new ZipUnreadable(`${entry.name} uses compression method ${entry.method}`);
      }
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(source, (error, opened) =>
          error ? reject(new ZipUnreadable(`${entry.name}: ${reason(error)}`)) : resolve(opened),
        ),
      );
      return collectCapped(stream, entry, maxBytes);
    },
  };
}

/** The stream's bytes; it is destroyed as soon as they pass maxBytes (zlib hands them over 16 kB at a time). */
function collectCapped(stream: Readable, entry: ZipEntry, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        stream.destroy();
        settle(() => reject(new ZipEntryTooLarge(entry.name, maxBytes)));
        return;
      }
      chunks.push(chunk);
    });
    stream.once('error', () => settle(() => reject(new ZipUnreadable(`${entry.name} is damaged`))));
    stream.once('end', () =>
      settle(() =>
        total === entry.size
          ? resolve(Buffer.concat(chunks, total))
          : reject(new ZipUnreadable(`${entry.name} is not the size the archive claims`)),
      ),
    );
  });
}
