import { DomainError } from '../errors/domain-error';
import { registerErrorStatus } from '../http/error-status';

export type SpeechAudioType = 'audio/wav' | 'audio/mpeg';

export interface SynthesizedSpeech {
  audio: Buffer;
  contentType: SpeechAudioType;
}

/** What shapes the sound: two texts spoken by the same description sound the same, so their audio can be shared. */
export interface SpeechDescription {
  engine: 'espeak-ng' | 'openai';
  /** The engine's model (OpenAI) or build (eSpeak NG). */
  model: string;
  voice: string;
  /** The audio's encoding; a change of it (e.g. a new bit depth) must change this string too. */
  format: string;
  contentType: SpeechAudioType;
}

/** Text to speech; adapters: OpenAI's speech endpoint through the openai SDK (configured) and eSpeak NG in WebAssembly (default). */
export interface SpeechSynthesizer {
  /** Failures are thrown as SpeechFailed. */
  synthesize(text: string): Promise<SynthesizedSpeech>;
  describe(): SpeechDescription;
  /** Stops background workers at shutdown; adapters without any leave it out. */
  close?(): Promise<void>;
}

export const SPEECH_SYNTHESIZER = Symbol('SPEECH_SYNTHESIZER');

export type SpeechFailure = 'SPEECH.UNAVAILABLE' | 'SPEECH.BUSY' | 'SPEECH.REFUSED';

/** The audio could not be made; the message says why in words a listener can act on, without internals. */
export class SpeechFailed extends DomainError {
  constructor(
    readonly code: SpeechFailure,
    message: string,
  ) {
    super(message);
  }
}

registerErrorStatus({
  'SPEECH.UNAVAILABLE': 503,
  'SPEECH.BUSY': 503,
  // The provider refused the server's key or request: an operator's problem, not the listener's.
  'SPEECH.REFUSED': 502,
});
