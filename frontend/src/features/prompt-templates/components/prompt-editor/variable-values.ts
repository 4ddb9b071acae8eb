import {
  resolvePromptVariables,
  truncatePreview,
} from '@outreach/backend/prompt-templates/prompt-variable-values.contract';
import {
  LINKEDIN_VARIABLE_IDS,
  type LinkedInVariableId,
  type PromptVariable,
  type PromptVariableId,
} from '@outreach/backend/prompt-templates/prompt-variables.contract';
import {
  emptyLinkedInData,
  type LinkedInData,
  type LinkedInEducation,
} from '@outreach/backend/profile/linkedin-data.contract';
import type { ProfileFieldSource, UserProfile } from '@outreach/backend/profile/user-profile.contract';
import type { SettingsAll } from '@outreach/backend/settings/settings-views.contract';
import { localStorageKeys } from '../../../../config/storage-keys';
import { writeStoredItem } from '../../../../lib/stored-value';

export type VariableHints = Partial<Record<PromptVariableId, string>>;

/** The AI Generated hints this browser keeps; anything unreadable counts as none. */
export function parseVariableHints(stored: string | null): VariableHints {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ) as VariableHints;
  } catch {
    return {};
  }
}

export function storeVariableHint(current: VariableHints, id: PromptVariableId, value: string): void {
  const next: VariableHints = { ...current };
  const trimmed = value.trim();
  if (trimmed === '') delete next[id];
  else next[id] = trimmed;
  writeStoredItem(
    localStorageKeys.promptVariableHints,
    Object.keys(next).length === 0 ? null : JSON.stringify(next),
  );
}

/** What the editor shows under each variable: its value now, or why there is none. */
export interface VariablePreview {
  text: string;
  /** false when `text` explains the missing value instead of being one. */
  isValue: boolean;
  /** Where a value the user did not type comes from, in words ('from sign-in', 'from your resume'). */
  from?: string;
}

const FROM: Readonly<Record<ProfileFieldSource, string>> = {
  sign_in: 'from sign-in',
  resume: 'from your resume',
};

/** Each variable's value as drafting fills it: the one profile (typed, else sign-in or resume) and the hints. */
export function variablePreviews(
  variables: readonly PromptVariable[],
  settings: Pick<SettingsAll, 'profile'>,
  hints: VariableHints,
  now: Date,
): Record<PromptVariableId, VariablePreview> {
  const values = resolvePromptVariables({ profile: settings.profile, aiGenerated: hints, now });
  const previews = {} as Record<PromptVariableId, VariablePreview>;
  for (const variable of variables) {
    const value = values[variable.id];
    if (value !== '') {
      const source = isLinkedInVariable(variable.id) ? settings.profile.sources[variable.id] : undefined;
      previews[variable.id] = {
        text: truncatePreview(value),
        isValue: true,
        ...(source && { from: FROM[source] }),
      };
      continue;
    }
    const reason =
      variable.category === 'Profile'
        ? 'Not set'
        : variable.category === 'AI Generated'
          ? `Written by the AI, e.g. ${variable.example}`
          : `Filled per e-mail, e.g. ${variable.example}`;
    previews[variable.id] = { text: truncatePreview(reason), isValue: false };
  }
  return previews;
}

/** One education per line, in the words resolvePromptVariables uses: "Degree in Field, School". */
export function educationLine(education: LinkedInEducation): string {
  const degree = [education.degreeName.trim(), education.fieldOfStudy.trim()].filter(Boolean).join(' in ');
  return [degree, education.schoolName.trim()].filter(Boolean).join(', ');
}

/**
 * Reads the lines back: the first ", " ends the degree part (school names such as "University of California,
 * Berkeley" keep their commas); a line that reads the same as a stored education keeps that education whole.
 */
export function parseEducationLines(
  text: string,
  current: readonly LinkedInEducation[],
): LinkedInEducation[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const unchanged = current.find((education) => educationLine(education) === line);
      if (unchanged) return unchanged;
      const comma = line.indexOf(', ');
      const degreePart = comma === -1 ? (line.includes(' in ') ? line : '') : line.slice(0, comma);
      const schoolName = comma === -1 ? (degreePart ? '' : line) : line.slice(comma + 2).trim();
      const inAt = degreePart.indexOf(' in ');
      return {
        degreeName: (inAt === -1 ? degreePart : degreePart.slice(0, inAt)).trim(),
        fieldOfStudy: inAt === -1 ? '' : degreePart.slice(inAt + 4).trim(),
        schoolName,
      };
    });
}

/** Comma- or line-separated, trimmed, without blanks or case-insensitive repeats. */
export function parseSkillList(text: string): { name: string }[] {
  const seen = new Set<string>();
  const skills: { name: string }[] = [];
  for (const raw of text.split(/[,\n]/)) {
    const name = raw.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    skills.push({ name });
  }
  return skills;
}

export const isLinkedInVariable = (id: PromptVariableId): id is LinkedInVariableId =>
  (LINKEDIN_VARIABLE_IDS as readonly PromptVariableId[]).includes(id);

/** The value the edit dialog starts from: the one the editor shows, typed or filled from sign-in or the resume. */
export function linkedInVariableText(profile: UserProfile, id: LinkedInVariableId): string {
  switch (id) {
    case 'skills':
      return profile.skills.join(', ');
    case 'education':
      return profile.educations.map(educationLine).join('\n');
    default:
      return profile[id];
  }
}

/** The whole LinkedIn data with one variable changed, as PUT /settings/linkedin_data wants it. */
export function withLinkedInVariable(
  data: LinkedInData | null,
  id: LinkedInVariableId,
  text: string,
): LinkedInData {
  const base = data ?? emptyLinkedInData();
  switch (id) {
    case 'skills':
      return { ...base, skills: parseSkillList(text) };
    case 'education':
      return { ...base, educations: parseEducationLines(text, base.educations) };
    default:
      return { ...base, [id]: text.trim() };
  }
}

/** Puts `text` in place of the selection [start, end) and says where the caret goes after it. */
export function insertAt(
  value: string,
  start: number,
  end: number,
  text: string,
): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}
