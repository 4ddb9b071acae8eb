import { doubleSpeech, OpenAiDouble, startOpenAiDouble } from '../language-model/testing/openai-double';
import { OpenAiSpeechSynthesizer } from './openai-speech-synthesizer';
import { SpeechFailed } from './speech.port';

describe('OpenAiSpeechSynthesizer through the openai SDK against a local server', () => {
  let double: OpenAiDouble;
  const synthesizer = () =>
    new OpenAiSpeechSynthesizer({
      apiKey: 'sk-test-key',
      baseURL: double.baseURL,
      model: 'tts-test',
      voice: 'nova',
      maxRetries: 0,
    });

  beforeEach(async () => {
    double = await startOpenAiDouble();
  });
  afterEach(async () => {
    await double.close();
  });

  it('asks for MP3 in the configured model and voice and answers the audio', async () => {
    const speech = await synthesizer().synthesize('Hello from the blog.');

    expect(speech).toEqual({ audio: doubleSpeech('Hello from the blog.'), contentType: 'audio/mpeg' });
    expect(double.requests).toEqual([
      {
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-test-key',
        body: { model: 'tts-test', voice: 'nova', input: 'Hello from the blog.', response_format: 'mp3' },
      },
    ]);
  });

  it('reads a text over 4,096 characters in pieces within the limit and joins their audio in order', async () => {
    const text = 'Every message should sound like a person wrote it. '.repeat(200).trim();

    const speech = await synthesizer().synthesize(text);

    const inputs = double.requests.map((request) => request.body.input as string);
    expect(inputs.length).toBe(3);
    for (const input of inputs) expect(input.length).toBeLessThanOrEqual(4096);
    expect(inputs.join(' ')).toBe(text);
    expect(speech.audio).toEqual(Buffer.concat(inputs.map(doubleSpeech)));
  });

  it('names the key as the problem when the service refuses it', async () => {
    double.behave({ kind: 'http-error', status: 401, message: 'Incorrect API key provided' });

    const failure = synthesizer().synthesize('Hello.');

    await expect(failure).rejects.toThrow(SpeechFailed);
    await expect(failure).rejects.toMatchObject({
      code: 'SPEECH.REFUSED',
      message: expect.stringContaining('OPENAI_API_KEY'),
    });
  });

  it('answers busy on 429 and unavailable on a server error or no server', async () => {
    double.behave({ kind: 'http-error', status: 429, message: 'Rate limit reached' });
    await expect(synthesizer().synthesize('Hello.')).rejects.toMatchObject({ code: 'SPEECH.BUSY' });

    double.behave({ kind: 'http-error', status: 500, message: 'boom' });
    await expect(synthesizer().synthesize('Hello.')).rejects.toMatchObject({ code: 'SPEECH.UNAVAILABLE' });

    await double.close();
    await expect(synthesizer().synthesize('Hello.')).rejects.toMatchObject({ code: 'SPEECH.UNAVAILABLE' });
    double = await startOpenAiDouble();
  });
});
