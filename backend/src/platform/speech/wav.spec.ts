import { NotAWav, parseWav } from './wav';

function wavHeader(info: {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataLength: number;
}) {
  const header = Buffer.alloc(44);
  const blockAlign = info.channels * (info.bitsPerSample / 8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + info.dataLength, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(info.channels, 22);
  header.writeUInt32LE(info.sampleRate, 24);
  header.writeUInt32LE(info.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(info.bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(info.dataLength, 40);
  return header;
}

const sixteenBit = (samples: number[], sampleRate = 22050) => {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => data.writeInt16LE(sample, 2 * i));
  return Buffer.concat([
    wavHeader({ channels: 1, sampleRate, bitsPerSample: 16, dataLength: data.length }),
    data,
  ]);
};

describe('WAV files', () => {
  it('reads the format and the duration from the header', () => {
    const wav = sixteenBit(new Array<number>(22050).fill(0));

    expect(parseWav(wav)).toEqual({
      audioFormat: 1,
      channels: 1,
      sampleRate: 22050,
      bitsPerSample: 16,
      dataOffset: 44,
      dataLength: 44100,
      durationSeconds: 1,
    });
  });

  it('skips chunks between fmt and data', () => {
    const plain = sixteenBit([1, 2, 3, 4]);
    const list = Buffer.concat([
      Buffer.from('LIST', 'latin1'),
      Buffer.from([3, 0, 0, 0]),
      Buffer.from('abc\0'),
    ]);
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);

    expect(parseWav(withList)).toMatchObject({ dataOffset: 56, dataLength: 8 });
  });

  it('refuses bytes that are not a WAV file', () => {
    expect(() => parseWav(Buffer.from('ID3 not a wave file at all'))).toThrow(NotAWav);
    expect(() => parseWav(sixteenBit([1]).subarray(0, 36))).toThrow('no data chunk');
  });
});
