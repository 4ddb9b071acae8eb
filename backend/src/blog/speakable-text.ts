import { Lexer, type Token, type Tokens } from 'marked';
import { HTML_DROPPED_WITH_CONTENT } from '../platform/html/html-allow-list.contract';

/** What a post's speakable text is built from: its title, and its one body or its headed sections. */
export interface SpeakablePost {
  title: string;
  body_md: string | null;
  sections: readonly { heading: string; body_md: string }[];
}

// A URL read aloud is a string of letters, not words; a link's text says what it points at.
const URL_PATTERN = /\b(?:https?:\/\/|mailto:|www\.)\S+/gi;

/**
 * The words 'Listen to article' speaks (GET /blog/{slug} listen_text, the only text POST /blog/tts accepts for
 * that post): the title, then each heading and block of text, without markup, link targets, images, raw HTML or
 * code blocks. Blocks are separated by a blank line, which a synthesizer reads as a pause.
 */
export function speakableText(post: SpeakablePost): string {
  const parts =
    post.body_md !== null
      ? [post.body_md]
      : post.sections.map((section) => `## ${section.heading}\n\n${section.body_md}`);
  const blocks = [post.title, ...parts.flatMap((markdown) => blockTexts(Lexer.lex(markdown)))];
  return blocks
    .map((block) => block.replace(URL_PATTERN, '').replace(/\s+/g, ' ').trim())
    .filter((block) => /[\p{L}\p{N}]/u.test(block))
    .join('\n\n');
}

function blockTexts(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token): string[] => {
    switch (token.type) {
      case 'heading':
      case 'paragraph':
        return [inlineText((token as Tokens.Heading | Tokens.Paragraph).tokens)];
      case 'text': {
        const text = token as Tokens.Text;
        return [text.tokens ? inlineText(text.tokens) : text.text];
      }
      case 'blockquote':
        return blockTexts((token as Tokens.Blockquote).tokens);
      case 'list':
        return (token as Tokens.List).items.flatMap((item) => blockTexts(item.tokens));
      case 'table': {
        const table = token as Tokens.Table;
        const row = (cells: Tokens.TableCell[]) => cells.map((cell) => inlineText(cell.tokens)).join(', ');
        return [row(table.header), ...table.rows.map(row)];
      }
      // Code blocks, raw HTML, rules, link definitions and blank space have nothing a listener wants to hear.
      default:
        return [];
    }
  });
}

const DROPPED_WITH_CONTENT = new Set<string>(HTML_DROPPED_WITH_CONTENT);

function inlineText(tokens: readonly Token[]): string {
  // Inline HTML comes as separate open and close tags: what a <script> or <style> holds is not text either.
  let insideDropped = 0;
  return tokens
    .map((token): string => {
      if (token.type === 'html') {
        const tag = /^<(\/?)([a-z][a-z0-9-]*)/i.exec(token.raw);
        if (tag && DROPPED_WITH_CONTENT.has(tag[2].toLowerCase())) {
          insideDropped = Math.max(0, insideDropped + (tag[1] ? -1 : 1));
        }
        return '';
      }
      if (insideDropped > 0) return '';
      switch (token.type) {
        case 'text':
        case 'strong':
        case 'em':
        case 'del': {
          const inner = token as Tokens.Text | Tokens.Strong | Tokens.Em | Tokens.Del;
          return inner.tokens ? inlineText(inner.tokens) : decodeEntities(inner.text);
        }
        case 'link': {
          const link = token as Tokens.Link;
          const text = inlineText(link.tokens);
          // A bare URL turned into a link has its address as its text: nothing to say.
          return text.trim() === link.href ? '' : text;
        }
        case 'codespan':
          return decodeEntities((token as Tokens.Codespan).text);
        case 'escape':
          return (token as Tokens.Escape).text;
        case 'br':
          return ' ';
        // Images are decoration on the page (the hero image has an empty alt); raw HTML is not text.
        default:
          return '';
      }
    })
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** marked escapes some characters of inline text as HTML entities; a listener hears the characters. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]);
}
