import { parse } from 'csv-parse/sync';
import {
  LinkedInExportMalformed,
  LinkedInExportNotRecognised,
  LinkedInExportTooLarge,
} from './profile-files.errors';
import {
  emptyLinkedInData,
  LinkedInData,
  linkedInDataProblem,
  LinkedInEducation,
  LinkedInPosition,
  LinkedInSkill,
} from './linkedin-data.contract';
import { looksLikeZip, openZip, type ZipArchive, ZipEntryTooLarge, ZipUnreadable } from './zip-archive';

/** One uploaded file: LinkedIn's export .zip, or one of the CSV files inside it. */
export interface ExportUpload {
  fileName: string;
  bytes: Buffer;
}

/** The parts of LinkedIn's "Get a copy of your data" export we read; a part is absent when no file covered it. */
export interface LinkedInExport {
  profile?: { firstName: string; lastName: string; headline?: string; summary?: string };
  positions?: LinkedInPosition[];
  educations?: Omit<LinkedInEducation, 'fieldOfStudy'>[];
  skills?: LinkedInSkill[];
}

export interface ImportedCounts {
  profile: boolean;
  positions: number;
  educations: number;
  skills: number;
}

export const MAX_EXPORT_FILES = 5;
/** An upload (the whole .zip, which also holds messages and connections, or one CSV file). */
export const MAX_EXPORT_UPLOAD_BYTES = 20 * 1024 * 1024;
/** One CSV file we read, uploaded or expanded from the archive; a real one is a few kilobytes. */
export const MAX_EXPORT_CSV_BYTES = 5 * 1024 * 1024;
/** All CSV files we read together, whatever the archive claims, so a crafted archive cannot exhaust memory. */
export const MAX_EXPORT_TOTAL_CSV_BYTES = 10 * 1024 * 1024;

type Part = 'profile' | 'positions' | 'education' | 'skills';

const PART_FILES: Record<string, Part> = {
  'profile.csv': 'profile',
  'positions.csv': 'positions',
  'education.csv': 'education',
  'skills.csv': 'skills',
};
const PART_NAMES: Record<Part, string> = {
  profile: 'Profile.csv',
  positions: 'Positions.csv',
  education: 'Education.csv',
  skills: 'Skills.csv',
};
/** Columns that must be in a file's header row; the row that has them all is the header. */
const REQUIRED_COLUMNS: Record<Part, string[]> = {
  profile: ['first name', 'last name'],
  positions: ['company name', 'title'],
  education: ['school name'],
  skills: ['name'],
};
const RECOGNISED = 'Profile.csv, Positions.csv, Education.csv or Skills.csv';
const MB = 1024 * 1024;

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? '';
const partOf = (path: string): Part | undefined => PART_FILES[baseName(path).toLowerCase()];

interface FoundPart {
  /** How the message names it: Positions.csv, or Positions.csv in export.zip. */
  label: string;
  bytes: Buffer;
}

/** The recognised CSV files among the uploads, each at most once; other files are ignored. */
async function findParts(uploads: ExportUpload[]): Promise<Map<Part, FoundPart>> {
  const found = new Map<Part, FoundPart>();
  const zipsWithoutParts: string[] = [];
  let total = 0;
  const add = (part: Part, label: string, bytes: Buffer) => {
    const earlier = found.get(part);
    if (earlier) {
      throw new LinkedInExportMalformed(
        `files: ${PART_NAMES[part]} was given twice (${earlier.label} and ${label})`,
      );
    }
    found.set(part, { label, bytes });
  };
  const reserve = (label: string, size: number) => {
    if (size > MAX_EXPORT_CSV_BYTES) {
      throw new LinkedInExportTooLarge(`files: ${label} must be at most ${MAX_EXPORT_CSV_BYTES / MB} MB`);
    }
    total += size;
    if (total > MAX_EXPORT_TOTAL_CSV_BYTES) {
      throw new LinkedInExportTooLarge(
        `files: the export's CSV files must be at most ${MAX_EXPORT_TOTAL_CSV_BYTES / MB} MB together`,
      );
    }
  };

  for (const upload of uploads) {
    if (upload.bytes.length > MAX_EXPORT_UPLOAD_BYTES) {
      throw new LinkedInExportTooLarge(
        `files: ${upload.fileName} must be at most ${MAX_EXPORT_UPLOAD_BYTES / MB} MB`,
      );
    }
    // Judged by the bytes: an archive is read as one whatever it is called.
    if (looksLikeZip(upload.bytes)) {
      let archive: ZipArchive;
      try {
        archive = await openZip(upload.bytes);
      } catch (error) {
        if (error instanceof ZipUnreadable) {
          throw new LinkedInExportMalformed(`files: ${upload.fileName} is not a ZIP archive we can read`);
        }
        throw error;
      }
      // macOS adds __MACOSX/._Profile.csv resource forks when it zips a folder; they are not the files.
      const wanted = archive.entries.filter(
        (entry) =>
          partOf(entry.name) && !entry.name.endsWith('/') && !entry.name.split('/').includes('__MACOSX'),
      );
      if (wanted.length === 0) zipsWithoutParts.push(upload.fileName);
      for (const entry of wanted) {
        const part = partOf(entry.name)!;
        const label = `${PART_NAMES[part]} in ${upload.fileName}`;
        reserve(label, entry.size);
        try {
          add(part, label, await archive.read(entry, MAX_EXPORT_CSV_BYTES));
        } catch (error) {
          if (error instanceof ZipEntryTooLarge) {
            throw new LinkedInExportTooLarge(
              `files: ${label} must be at most ${MAX_EXPORT_CSV_BYTES / MB} MB`,
            );
          }
          if (error instanceof ZipUnreadable) {
            throw new LinkedInExportMalformed(`files: ${label} cannot be read from the archive`);
          }
          throw error;
        }
      }
      continue;
    }
    const part = partOf(upload.fileName);
    if (!part) continue;
    reserve(upload.fileName, upload.bytes.length);
    add(part, upload.fileName, upload.bytes);
  }

  if (found.size === 0) {
    throw new LinkedInExportNotRecognised(
      zipsWithoutParts.length > 0
        ? `files: ${zipsWithoutParts.join(', ')} holds none of ${RECOGNISED}; choose the archive LinkedIn sent you`
        : `files: choose LinkedIn's data export (.zip) or its ${RECOGNISED}`,
    );
  }
  return found;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const headerKey = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * The file's data rows keyed by lower-cased header: rows before the header row (the "Notes:" block some
 * export files start with) are skipped, and a row with nothing in it is dropped.
 */
function csvRows(part: Part, { label, bytes }: FoundPart): Record<string, string>[] {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new LinkedInExportMalformed(`files: ${label} is not UTF-8 text`);
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new LinkedInExportMalformed(`files: ${label} is not valid CSV (${reason})`);
  }
  const required = REQUIRED_COLUMNS[part];
  const headerAt = records.findIndex((record) => {
    const keys = record.map(headerKey);
    return required.every((column) => keys.includes(column));
  });
  if (headerAt < 0) {
    const columns = required.map((column) => column.replace(/\b\w/g, (c) => c.toUpperCase())).join(', ');
    throw new LinkedInExportMalformed(`files: ${label} has no header row with the column(s) ${columns}`);
  }
  const header = records[headerAt].map(headerKey);
  return records
    .slice(headerAt + 1)
    .map((record) => Object.fromEntries(header.map((key, index) => [key, record[index] ?? ''])))
    .filter((row) => Object.values(row).some((value) => value.trim() !== ''));
}

const CONTROL = /\p{Cc}/gu;
const CONTROL_BESIDES_LINES = /[^\P{Cc}\n\t]/gu;

/** One line: LinkedIn's own data, so stray line breaks and controls are folded into spaces, not refused. */
const line = (value: string | undefined) => (value ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
const paragraphs = (value: string | undefined) =>
  (value ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_BESIDES_LINES, '').trim();

/** Reads the uploaded export files; what they do not cover stays undefined. */
export async function readLinkedInExport(uploads: ExportUpload[]): Promise<LinkedInExport> {
  const parts = await findParts(uploads);
  const result: LinkedInExport = {};
  const rowsOf = (part: Part) => {
    const found = parts.get(part);
    return found ? { label: found.label, rows: csvRows(part, found) } : undefined;
  };

  const profile = rowsOf('profile');
  if (profile) {
    const [row] = profile.rows;
    if (!row)
      throw new LinkedInExportMalformed(`files: ${profile.label} has no profile row below its header`);
    result.profile = {
      firstName: line(row['first name']),
      lastName: line(row['last name']),
      ...('headline' in row ? { headline: line(row.headline) } : {}),
      ...('summary' in row ? { summary: paragraphs(row.summary) } : {}),
    };
  }
  const positions = rowsOf('positions');
  if (positions) {
    result.positions = positions.rows.map((row) => ({
      title: line(row.title),
      companyName: line(row['company name']),
      location: line(row.location),
      startedOn: line(row['started on']),
      finishedOn: line(row['finished on']),
      description: paragraphs(row.description),
    }));
  }
  const education = rowsOf('education');
  if (education) {
    result.educations = education.rows
      .map((row) => ({ schoolName: line(row['school name']), degreeName: line(row['degree name']) }))
      .filter((entry) => entry.schoolName !== '' || entry.degreeName !== '');
  }
  const skills = rowsOf('skills');
  if (skills) {
    const seen = new Set<string>();
    result.skills = [];
    for (const row of skills.rows) {
      const name = line(row.name);
      const key = name.toLowerCase();
      if (name === '' || seen.has(key)) continue;
      seen.add(key);
      result.skills.push({ name });
    }
  }
  return result;
}

export function importedCounts(data: LinkedInExport): ImportedCounts {
  return {
    profile: data.profile !== undefined,
    positions: data.positions?.length ?? 0,
    educations: data.educations?.length ?? 0,
    skills: data.skills?.length ?? 0,
  };
}

const sameEducation = (a: Omit<LinkedInEducation, 'fieldOfStudy'>, b: LinkedInEducation) =>
  a.schoolName.toLowerCase() === b.schoolName.toLowerCase() &&
  a.degreeName.toLowerCase() === b.degreeName.toLowerCase();

/**
 * The stored data with the export laid over it. Each field or list a given file covers is replaced by
 * the file's (even when empty there: the export is the truth for what it covers); everything the files
 * do not cover is kept: profilePicture and username (the export has neither), and the whole lists of
 * files not given. The export has no field of study, so an education matching a stored one by school and
 * degree keeps the stored fieldOfStudy.
 */
export function mergeLinkedInExport(existing: LinkedInData | null, data: LinkedInExport): LinkedInData {
  const base = existing ?? emptyLinkedInData();
  const merged: LinkedInData = {
    ...base,
    ...(data.profile ?? {}),
    positions: data.positions ?? base.positions,
    skills: data.skills ?? base.skills,
    educations: data.educations
      ? data.educations.map((entry) => ({
          ...entry,
          fieldOfStudy: base.educations.find((stored) => sameEducation(entry, stored))?.fieldOfStudy ?? '',
        }))
      : base.educations,
  };
  const problem = linkedInDataProblem(merged);
  if (problem)
    throw new LinkedInExportMalformed(`files: the imported data breaks a rule: ${problem.message}`);
  return merged;
}
