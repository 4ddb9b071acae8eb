import { NotThePostsText } from './article-audio.errors';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text to synthesise for a request: the post's own speakable text (the blog's listen_text), never the
 * caller's. Any other text is refused, so the endpoint reads the blog aloud and is no free text-to-speech service.
 * Whitespace may differ (a client may reflow or trim it); the canonical text then gives every request for a post
 * the same cache key.
 */
export function textToSpeak(slug: string, listenText: string, given: string): string {
  if (flat(given) !== flat(listenText)) throw new NotThePostsText(slug);
  return listenText;
}
