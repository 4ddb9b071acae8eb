/** A resume line listing skills: "Skills: Python, SQL", "Technical skills – Spark; Airflow". */
export const SKILLS_LINE = /^(?:(?:technical|core|key)\s+)?skills?\s*(?:[:\-–—]\s*)(.+)$/i;

const BULLET = /^[\s•▪◦·*\-–—]+/;

/** The skills that the resume's "Skills:" lines list, in order, without repeats (case-insensitive). */
export function resumeSkills(lines: readonly string[]): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const match = SKILLS_LINE.exec(line.replace(BULLET, '').trim());
    if (!match) continue;
    for (const raw of match[1].split(/[,;|•]/)) {
      const skill = raw.trim().replace(/\.$/, '');
      const key = skill.toLowerCase();
      if (skill.length === 0 || skill.length > 40 || seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills;
}
