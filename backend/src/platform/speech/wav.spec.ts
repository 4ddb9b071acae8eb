import { NotAWav, parseWav, toEightBitWav, wavHeader } from './wav';

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

  it('halves the size as 8-bit unsigned samples at the same rate, keeping the duration', () => {
    const wav = sixteenBit([0, 32767, -32768, 256, -256, 100]);

    const eight = toEightBitWav(wav);

    expect(parseWav(eight)).toMatchObject({ bitsPerSample: 8, sampleRate: 22050, dataLength: 6 });
    expect(parseWav(eight).durationSeconds).toBeCloseTo(parseWav(wav).durationSeconds);
    expect([...eight.subarray(44)]).toEqual([128, 255, 0, 129, 127, 128]);
  });

  it('pads an odd number of 8-bit samples to an even chunk, as RIFF asks', () => {
    const eight = toEightBitWav(sixteenBit([0, 0, 0]));

    expect(eight.length).toBe(44 + 4);
    expect(eight.readUInt32LE(4)).toBe(eight.length - 8);
    expect(parseWav(eight).dataLength).toBe(3);
  });
});
