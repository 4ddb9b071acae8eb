/** The facts of a PCM WAV file that a player (or a test) relies on. */
export interface WavInfo {
  /** 1 for integer PCM. */
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Where the samples start and how many bytes they take. */
  dataOffset: number;
  dataLength: number;
  durationSeconds: number;
}

export class NotAWav extends Error {
  constructor(reason: string) {
    super(`Not a WAV file: ${reason}`);
    this.name = 'NotAWav';
  }
}

/** Reads the RIFF/WAVE header: the fmt chunk and the data chunk, skipping any other chunk between them. */
export function parseWav(bytes: Buffer): WavInfo {
  if (
    bytes.length < 12 ||
    bytes.toString('latin1', 0, 4) !== 'RIFF' ||
    bytes.toString('latin1', 8, 12) !== 'WAVE'
  ) {
    throw new NotAWav('no RIFF/WAVE signature');
  }
  let fmt: Omit<WavInfo, 'dataOffset' | 'dataLength' | 'durationSeconds'> | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw new NotAWav('short fmt chunk');
      fmt = {
        audioFormat: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!fmt) throw new NotAWav('data chunk before fmt chunk');
      const dataLength = Math.min(size, bytes.length - body);
      const bytesPerSecond = fmt.sampleRate * fmt.channels * (fmt.bitsPerSample / 8);
      if (bytesPerSecond === 0) throw new NotAWav('zero sample rate, channels or bit depth');
      return { ...fmt, dataOffset: body, dataLength, durationSeconds: dataLength / bytesPerSecond };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new NotAWav('no data chunk');
}
