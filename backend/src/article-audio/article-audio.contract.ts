import { z } from 'zod';
import { containsControlBesidesLines } from '../platform/http/control-characters';
import { requiredText } from '../platform/http/request-fields';

/** Request shape of POST /blog/tts (access-billing-site-admin.md §7: slug, text; answers an audio blob). */

/**
 * The longest text read aloud. The longest post of the blog (title and body as plain text) is under 12,000
 * characters; 20,000 leaves room for longer ones and bounds a request's work to about 18 minutes of speech.
 */
export const MAX_ARTICLE_TEXT_CHARACTERS = 20_000;
export const MAX_SLUG_CHARACTERS = 120;

/** A post's slug: lowercase words of letters and digits joined by single hyphens. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articleAudioBody = z.object({
  slug: requiredText('slug')
    .trim()
    .min(1, 'slug is required')
    .max(MAX_SLUG_CHARACTERS, `slug must be at most ${MAX_SLUG_CHARACTERS} characters`)
    .regex(ARTICLE_SLUG, 'slug must be lowercase letters and digits joined by hyphens'),
  text: requiredText('text')
    .trim()
    .min(1, 'text is required')
    .max(
      MAX_ARTICLE_TEXT_CHARACTERS,
      `text must be at most ${MAX_ARTICLE_TEXT_CHARACTERS.toLocaleString('en-US')} characters`,
    )
    .refine((value) => !containsControlBesidesLines(value), 'text must not contain control characters'),
});

export type ArticleAudioBody = z.infer<typeof articleAudioBody>;
