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

/**
 * Lines copied word for word from the resume that read like experience (bullets, numbers, action words), and
 * the skills a "Skills:" line lists. Nothing is rephrased, so nothing can be invented.
 */
export function pickResumeFacts(text: string): { highlights: string[]; skills: string[] } {
  const rawLines = text.split(/\r\n|\r|\n/);
  const lines = rawLines.map((raw) => raw.replace(BULLET, '').replace(/\s+/g, ' ').trim());
  const candidates = lines
    .map((line, index) => ({ line, index, points: score(rawLines[index], line) }))
    .filter(
      ({ line, index }) =>
        index > 0 &&
        line.length >= 25 &&
        line.length <= 220 &&
        !SKILLS_LINE.test(line) &&
        !CONTACT_DETAIL.test(line) &&
        line !== line.toUpperCase(),
    );
  const ranked = [...candidates].sort((a, b) => b.points - a.points || a.index - b.index);
  const highlights = ranked
    .slice(0, MAX_HIGHLIGHTS)
    .sort((a, b) => a.index - b.index)
    .map(({ line }) => line.replace(/[.;,]$/, ''));
  return { highlights, skills: resumeSkills(lines).slice(0, MAX_RESUME_SKILLS) };
}
