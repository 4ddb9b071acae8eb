import { SIGN_OFF_PHRASES, type MessageType, type Tone } from '../drafts/draft-rules.contract';
import { wordsIn } from './resume-facts';

/** What the offline drafter may take from instructions: how to write, never what the sender has done. */
export interface EmailGuidance {
  tone: Tone | null;
  messageType: MessageType | null;
  length: 'short' | 'long' | null;
  maxWords: number | null;
  ask: 'referral' | 'openings' | 'advice' | null;
  signOff: string | null;
  /** Where the sender met the recipient, in the sender's words ("the Royal Society last week"). */
  metAt: string | null;
  /** Who suggested the sender write, as the instructions name them. */
  referredBy: string | null;
  /** What the sender thanks the recipient for, addressed to them ("the call yesterday", "your advice"). */
  thanksFor: string | null;
  /** Lowercase words that may pick which resume lines and skills come first. */
  focus: string[];
}

// A cue right after "not", "too" or "without" says what the sender does not want.
const NEGATED =
  /\b(?:not|no|never|without|less|isn't|don't|doesn't|shouldn't|won't)\s+(?:(?:too|overly|so|very|be|sound|come across as|a)\s+)*$/i;

function firstCue<T>(text: string, cues: readonly (readonly [RegExp, T])[]): T | null {
  let best: { at: number; value: T } | null = null;
  for (const [pattern, value] of cues) {
    const global = new RegExp(pattern.source, 'gi');
    for (const match of text.matchAll(global)) {
      if (NEGATED.test(text.slice(0, match.index))) continue;
      if (best === null || match.index < best.at) best = { at: match.index, value };
      break;
    }
  }
  return best?.value ?? null;
}

const TONE_CUES: readonly (readonly [RegExp, Tone])[] = [
  [/\b(?:casual|relaxed|informal|laid[- ]back|chill)\b/, 'Casual'],
  [/\b(?:friendly|warm|warmly|upbeat|enthusiastic|cheerful)\b/, 'Friendly'],
  [/\b(?:formal|professional|polished)\b/, 'Professional'],
];

const TYPE_CUES: readonly (readonly [RegExp, MessageType])[] = [
  [
    /\bfollow(?:ing)?[- ]?up\b|\bnudge\b|\bdidn't (?:hear|reply|answer)\b|\bno (?:reply|answer)\b/,
    'Follow-Up',
  ],
  [/\bthank (?:him|her|them)\b|\bthank[- ]you (?:note|e-?mail|message)\b|\bsay thanks\b/, 'Thank You'],
];

const LENGTH_CUES: readonly (readonly [RegExp, 'short' | 'long'])[] = [
  [/\b(?:short|shorter|brief|concise|succinct|quick|to the point|few (?:lines|sentences))\b/, 'short'],
  [/\b(?:detailed|longer|in detail|more detail|thorough|elaborate)\b/, 'long'],
];

const ASK_CUES: readonly (readonly [RegExp, EmailGuidance['ask'] & string])[] = [
  [/\breferral\b|\brefer me\b|\bput in a (?:good )?word\b/, 'referral'],
  [/\bopen (?:roles?|positions?)\b|\bopenings?\b|\bvacanc(?:y|ies)\b|\bhiring\b/, 'openings'],
  [/\badvice\b|\bguidance\b|\binsights?\b|\bmentor(?:ing|ship)?\b/, 'advice'],
];

const MAX_WORDS =
  /\b(?:under|below|less than|fewer than|at most|max(?:imum)?|no more than|within|up to)\s+(\d{2,3})\s+words\b|\b(\d{2,3})\s+words?\s+(?:or less|or fewer|max(?:imum)?)\b/i;

const SIGN_OFF_CUE =
  /\b(?:sign(?:[- ]?off)?|close|end|finish)(?:\s+(?:it|the (?:e-?mail|message|note)))?\s*(?:with|using|as|:)\s*["'“‘]?/gi;

const MET_AT =
  /\b(?:we|i|you and i)\s+(?:just\s+|recently\s+|briefly\s+)?met\s+((?:at|during|in|through|on)\s+[^.,;!?\n]+?)(?=\s+and\s+|[.,;!?\n]|$)/i;

const THANKS_FOR =
  /\bthank (?:him|her|them)\s+for\s+(.+?)(?=[.;!?\n]|,?\s+(?:and\s+)?(?:keep|ask|sign|say|tell|mention|be|make|end|close)\b|$)/i;
// The instructions speak of the recipient; the e-mail speaks to them.
const TO_RECIPIENT: [RegExp, string][] = [
  [/\b(?:his|her|their)\b/gi, 'your'],
  [/\b(?:him|them)\b/gi, 'you'],
  [/\b(?:hers|theirs)\b/gi, 'yours'],
];

const NAME = "(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\\.?\\s+)?[A-Z][\\p{L}'’-]+(?:\\s+[A-Z][\\p{L}'’-]+){0,2}";
const REFERRED = [
  new RegExp(`\\b(?:[Rr]eferred|[Ii]ntroduced|[Rr]ecommended|[Ss]ent)\\s+(?:me\\s+)?by\\s+(${NAME})`, 'u'),
  new RegExp(
    `(${NAME})\\s+(?:referred me|introduced us|recommended (?:that )?I|suggested (?:that )?I|told me to)\\b`,
    'u',
  ),
];

// Words of the instructions that say how to write, not what to mention.
const NOT_FOCUS = new Set(
  `a about above after again all also am an and any are as ask at be because been before being below between
  both brief briefly but by can casual chat could did do does e-mail email emails emphasise emphasize end ending
  for formal friendly from get had has have he her hers him his how i if in include into is it its just keep
  less let like long longer make me mention mentions more most my no not note of on once one only or our out
  over own please point polite professional quick really relaxed say sentence sentences she short shorter should
  sign so some stress talk tell than that the their them then there these they this those to too tone under
  up us very want warm was we were what when where which while who why will with without word words would
  write you your yours highlight highlights focus lead bring brings experience work worked skills skill role
  roles job jobs team company thanks thank follow following referral refer advice call message`.split(/\s+/),
);

const EMPHASIS =
  /\b(?:emphasi[sz]e|highlight|mention|focus on|stress|talk about|bring up|lead with|point out|showcase|play up)\b/i;
// Where a clause turns to another request ("... and sign off with Thanks"), the emphasis ends.
const NEXT_REQUEST = /\b(?:and|but|then)\s+(?:ask|sign|end|close|keep|say|tell|thank|please|be|make)\b/i;

/**
 * The focus words of instructions: what a clause asks to emphasise ("Emphasise my Kafka work"), beyond how to
 * write, for ranking what the resume says. Words about the recipient's side ("ask about their data team") are not.
 */
export function focusWords(instructions: string): string[] {
  const words = instructions.split(/[.;!?]+(?=\s|$)|\n+/).flatMap((clause) => {
    const cue = EMPHASIS.exec(clause);
    if (!cue) return [];
    const emphasised = clause.slice(cue.index + cue[0].length);
    const end = NEXT_REQUEST.exec(emphasised);
    return wordsIn(end ? emphasised.slice(0, end.index) : emphasised);
  });
  return [...new Set(words.filter((word) => word.length > 1 && !NOT_FOCUS.has(word) && !/^\d+$/.test(word)))];
}

function signOffOf(text: string): string | null {
  for (const cue of text.matchAll(SIGN_OFF_CUE)) {
    const rest = text.slice(cue.index + cue[0].length).toLowerCase();
    const phrase = SIGN_OFF_PHRASES.find(
      (candidate) =>
        rest.startsWith(candidate.toLowerCase()) && !/^[\p{L}]/u.test(rest.slice(candidate.length)),
    );
    if (phrase) return phrase;
  }
  return null;
}

function wordLimitOf(text: string): number | null {
  const match = MAX_WORDS.exec(text);
  return match ? Number(match[1] ?? match[2]) : null;
}

/**
 * How the sender asked this e-mail to be written, read from their instructions by fixed cues (tone, length,
 * message type, the request to make, the closing, where they met, who referred them) and the words that may
 * steer which facts lead. Nothing read here is a fact about the sender's experience.
 */
export function readEmailGuidance(instructions: string): EmailGuidance {
  const text = instructions.replace(/\s+/g, ' ').trim();
  const metAt = MET_AT.exec(text)?.[1]?.trim() ?? null;
  const thanked = THANKS_FOR.exec(text)?.[1]?.trim();
  const thanksFor = thanked
    ? TO_RECIPIENT.reduce((said, [pronoun, second]) => said.replace(pronoun, second), thanked)
    : null;
  const referredBy = REFERRED.map((pattern) => pattern.exec(text)?.[1]).find(Boolean) ?? null;
  return {
    tone: firstCue(text, TONE_CUES),
    messageType: firstCue(text, TYPE_CUES),
    length: firstCue(text, LENGTH_CUES),
    maxWords: wordLimitOf(text),
    // Advice being thanked for is not advice asked for.
    ask: firstCue(text.replace(THANKS_FOR, ''), ASK_CUES),
    signOff: signOffOf(text),
    metAt,
    referredBy,
    thanksFor,
    focus: focusWords(text),
  };
}

/** The word limit a template sets for every e-mail ("Keep it under 150 words"), if any. */
export const templateWordLimit = wordLimitOf;
