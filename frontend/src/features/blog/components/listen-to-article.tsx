interface ListenToArticleProps {
  /** The post whose text is read aloud (POST /blog/tts takes slug and text). */
  slug: string;
  /** The words the audio speaks: the post's title and body as plain text. */
  text: string;
}

/** Skeleton of the 'Listen to article' button and audio player; the TTS lane replaces this body. */
export function ListenToArticle({ slug, text }: ListenToArticleProps) {
  return (
    <button type="button" disabled data-slug={slug} data-words={text.split(/\s+/).length}>
      Listen to article
    </button>
  );
}
