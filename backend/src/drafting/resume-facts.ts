import { resumeSkills, SKILLS_LINE } from '../profile/queries/resume-skills';

/** Resume text a prompt carries; longer resumes are cut at a line break, since the top holds the recent roles. */
export const MAX_RESUME_PROMPT_CHARS = 6000;
export const MAX_HIGHLIGHTS = 3;
export const MAX_RESUME_SKILLS = 12;

const BULLET = /^[\s•▪◦·*\-–—]+/;
const CONTACT_DETAIL = /@|https?:\/\/|www\.|\+?\d[\d\s().-]{7,}\d/;
const ACTION_WORD =
  /\b(?:led|built|designed|developed|managed|launched|improved|reduced|increased|created|shipped|delivered|wrote|published|founded|grew|migrated|automated|mentored)\b/i;

export function truncateResume(
  text: string,
  max = MAX_RESUME_PROMPT_CHARS,
): { text: string; truncated: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= max) return { text: trimmed, truncated: false };
  const cut = trimmed.slice(0, max);
  const lastBreak = cut.lastIndexOf('\n');
  return { text: (lastBreak > max / 2 ? cut.slice(0, lastBreak) : cut).trimEnd(), truncated: true };
}

function score(raw: string, line: string): number {
  let points = 0;
  if (BULLET.test(raw)) points += 2;
  if (/\d/.test(line)) points += 2;
  if (ACTION_WORD.test(line)) points += 2;
  if (/^[A-Z][a-z]+ed\b/.test(line)) points += 1;
  return points;
}

/** Lowercase words as a resume spells skills: "c++", "node.js" and "ci/cd"'s parts stay whole. */
export const wordsIn = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#]|\p{L}/gu) ?? [];

/**
 * Lines copied word for word from the resume that read like experience (bullets, numbers, action words), and
 * the skills a "Skills:" line lists. Nothing is rephrased, so nothing can be invented. The strongest line comes
 * first, so a shorter e-mail keeps the best; a line naming a focus word (what the instructions ask to
 * emphasise) is strongest. A line with none of those marks is a heading or a name, not a highlight.
 */
export function pickResumeFacts(
  text: string,
  focus: readonly string[] = [],
): { highlights: string[]; skills: string[] } {
  const rawLines = text.split(/\r\n|\r|\n/);
  const lines = rawLines.map((raw) => raw.replace(BULLET, '').replace(/\s+/g, ' ').trim());
  const focused = (line: string) => {
    const words = new Set(wordsIn(line));
    return focus.filter((word) => words.has(word)).length;
  };
  const highlights = lines
    .map((line, index) => ({ line, index, points: score(rawLines[index], line), focus: focused(line) }))
    .filter(
      ({ line, index, points }) =>
        index > 0 &&
        points > 0 &&
        line.length >= 25 &&
        line.length <= 220 &&
        !SKILLS_LINE.test(line) &&
        !CONTACT_DETAIL.test(line) &&
        line !== line.toUpperCase(),
    )
    .sort((a, b) => b.focus - a.focus || b.points - a.points || a.index - b.index)
    .slice(0, MAX_HIGHLIGHTS)
    .map(({ line }) => line.replace(/[.;,]$/, ''));
  return { highlights, skills: resumeSkills(lines).slice(0, MAX_RESUME_SKILLS) };
}
