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

const PCM = 1;

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

/** A canonical 44-byte header for integer PCM samples. */
export function wavHeader(info: {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataLength: number;
}) {
  const header = Buffer.alloc(44);
  const blockAlign = info.channels * (info.bitsPerSample / 8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + info.dataLength + (info.dataLength % 2), 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(PCM, 20);
  header.writeUInt16LE(info.channels, 22);
  header.writeUInt32LE(info.sampleRate, 24);
  header.writeUInt32LE(info.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(info.bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(info.dataLength, 40);
  return header;
}

/**
 * 16-bit PCM to 8-bit unsigned PCM at the same rate: half the bytes, and still the one WAV encoding every browser
 * plays (μ-law or ADPCM in WAV would sound better but are not played everywhere). See docs/decisions.md.
 */
export function toEightBitWav(bytes: Buffer): Buffer {
  const info = parseWav(bytes);
  if (info.audioFormat !== PCM || info.bitsPerSample !== 16) {
    throw new NotAWav(`expected 16-bit PCM, got format ${info.audioFormat} at ${info.bitsPerSample} bits`);
  }
  const samples = Math.floor(info.dataLength / 2);
  const out = Buffer.alloc(44 + samples + (samples % 2));
  wavHeader({
    channels: info.channels,
    sampleRate: info.sampleRate,
    bitsPerSample: 8,
    dataLength: samples,
  }).copy(out);
  for (let i = 0; i < samples; i += 1) {
    const sample = bytes.readInt16LE(info.dataOffset + 2 * i);
    out[44 + i] = Math.min(255, Math.round(sample / 256) + 128);
  }
  return out;
}
