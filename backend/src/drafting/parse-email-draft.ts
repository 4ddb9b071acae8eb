import { MAX_DRAFT_SUBJECT_LENGTH, type MessageType } from '../drafts/draft-rules.contract';

const SUBJECT_LINE = /^[*_#\s]*subject[*_\s]*:[*_\s]*(.*?)[*_\s]*$/i;

/** The subject used when the model gave none, so a draft always has one. */
export function fallbackSubject(messageType: MessageType, company: string): string {
  const about = company ? ` — ${company}` : '';
  switch (messageType) {
    case 'Follow-Up':
      return `Following up${about}`;
    case 'Thank You':
      return `Thank you${about}`;
    default:
      return `Connecting${about}`;
  }
}

/**
 * Subject and body from the model's text: a first "Subject: ..." line (markdown emphasis tolerated), then the
 * body; without one, the whole text is the body and the fallback is the subject.
 */
export function parseEmailDraft(text: string, fallback: string): { subject: string; body: string } {
  const normalized = text
    .replace(/\r\n?/g, '\n')
    // A model may emit stray controls (NUL among them, which PostgreSQL refuses); only lines and tabs stay.
    .replace(/[^\P{Cc}\n\t]|\p{Cs}/gu, '')
    .replace(/^\s*```[a-z]*\n|\n```\s*$/g, '')
    .trim();
  const lines = normalized.split('\n');
  const match = SUBJECT_LINE.exec(lines[0] ?? '');
  const subjectText = match ? match[1].trim() : '';
  const bodyLines = match ? lines.slice(1) : lines;
  const body = bodyLines.join('\n').trim();
  const subject = (subjectText || fallback).replace(/\s+/g, ' ').slice(0, MAX_DRAFT_SUBJECT_LENGTH);
  return { subject, body };
}
