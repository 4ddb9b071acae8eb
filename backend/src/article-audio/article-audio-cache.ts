import { createHash } from 'node:crypto';
import type { SpeechDescription } from '../platform/speech/speech.port';

/** Where the audio of a text spoken by a synthesizer is kept: every part of the description changes the sound. */
export function articleAudioCacheKey(speech: SpeechDescription, text: string): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([speech.engine, speech.model, speech.voice, speech.format, text]))
    .digest('hex');
  const extension = speech.contentType === 'audio/mpeg' ? 'mp3' : 'wav';
  return `article-audio/${speech.engine}/${hash}.${extension}`;
}
