import { EmbeddedSpeechSynthesizer } from './embedded-speech-synthesizer';
import { parseWav } from './wav';

jest.setTimeout(60_000);

const ARTICLE =
  'Cold outreach works when it is short and personal. Name the person, say why you are writing to them and ' +
  'not to anyone else, and ask for one small thing: fifteen minutes, a referral, or advice on a role. Follow up ' +
  'once after a week, politely, and then let it go. Keep a list of who you wrote to and when.';

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How far the loudest sample of 8-bit unsigned PCM is from silence (128). */
const peak = (wav: Buffer) => {
  const { dataOffset, dataLength } = parseWav(wav);
  let max = 0;
  for (let i = dataOffset; i < dataOffset + dataLength; i += 1) max = Math.max(max, Math.abs(wav[i] - 128));
  return max;
};

describe('EmbeddedSpeechSynthesizer (eSpeak NG in WebAssembly)', () => {
  const synthesizer = new EmbeddedSpeechSynthesizer({ voice: 'en-us', wordsPerMinute: 175 });
  afterAll(() => synthesizer.close());

  it('reads a text as a real WAV file of a plausible length', async () => {
    const { audio, contentType } = await synthesizer.synthesize(ARTICLE);

    expect(contentType).toBe('audio/wav');
    expect(audio.toString('latin1', 0, 4)).toBe('RIFF');
    expect(audio.toString('latin1', 8, 12)).toBe('WAVE');
    expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
    const wav = parseWav(audio);
    expect(wav).toMatchObject({ audioFormat: 1, channels: 1, sampleRate: 11025, bitsPerSample: 8 });
    const wordsPerMinute = wordsIn(ARTICLE) / (wav.durationSeconds / 60);
    expect(wordsPerMinute).toBeGreaterThanOrEqual(100);
    expect(wordsPerMinute).toBeLessThanOrEqual(250);
    // Speech, not a file of silence.
    expect(peak(audio)).toBeGreaterThan(40);
  });

  it('speaks a text that looks like options rather than obeying it', async () => {
    const { audio } = await synthesizer.synthesize('-w /tmp/elsewhere.wav --voices');

    expect(parseWav(audio).durationSeconds).toBeGreaterThan(0.5);
  });

  it('reads texts asked for at once one after another, each whole', async () => {
    const [short, long] = await Promise.all([
      synthesizer.synthesize('Hello.'),
      synthesizer.synthesize(`${ARTICLE} ${ARTICLE}`),
    ]);

    expect(parseWav(short.audio).durationSeconds).toBeLessThan(2);
    expect(parseWav(long.audio).durationSeconds).toBeGreaterThan(20);
  });

  it('says which engine, voice and format it speaks with, for the cache key', () => {
    expect(synthesizer.describe()).toEqual({
      engine: 'espeak-ng',
      model: 'espeak-ng-1.0.2-wasm',
      voice: 'en-us@175wpm',
      format: 'wav-pcm-u8-11025-mono',
      contentType: 'audio/wav',
    });
  });

  it('refuses a text with SPEECH.BUSY when as many wait as allowed, and reads the next once there is room', async () => {
    const single = new EmbeddedSpeechSynthesizer({ voice: 'en-us', wordsPerMinute: 175, waiting: 0 });
    try {
      const first = single.synthesize('The first text.');
      await expect(single.synthesize('The second text.')).rejects.toMatchObject({ code: 'SPEECH.BUSY' });
      await expect(first).resolves.toMatchObject({ contentType: 'audio/wav' });
      await expect(single.synthesize('The third text.')).resolves.toMatchObject({ contentType: 'audio/wav' });
    } finally {
      await single.close();
    }
  });

  it('gives up a text that takes too long and reads the next in a fresh worker', async () => {
    const options = { voice: 'en-us', wordsPerMinute: 175, timeoutMs: 1 };
    const slow = new EmbeddedSpeechSynthesizer(options);
    try {
      await expect(slow.synthesize(ARTICLE)).rejects.toMatchObject({
        code: 'SPEECH.UNAVAILABLE',
        message: expect.stringContaining('took too long'),
      });
      options.timeoutMs = 60_000;
      const { audio } = await slow.synthesize('Hello again.');
      expect(parseWav(audio).durationSeconds).toBeGreaterThan(0.3);
    } finally {
      await slow.close();
    }
  });

  it('fails with SPEECH.UNAVAILABLE for a voice eSpeak NG does not have', async () => {
    const unknown = new EmbeddedSpeechSynthesizer({ voice: 'zz-nowhere', wordsPerMinute: 175 });
    try {
      await expect(unknown.synthesize('Hello.')).rejects.toMatchObject({ code: 'SPEECH.UNAVAILABLE' });
    } finally {
      await unknown.close();
    }
  });
});
