import { strToU8, zipSync } from 'fflate';
import {
  importedCounts,
  MAX_EXPORT_CSV_BYTES,
  mergeLinkedInExport,
  readLinkedInExport,
} from './linkedin-export';
import {
  LinkedInExportMalformed,
  LinkedInExportNotRecognised,
  LinkedInExportTooLarge,
} from './profile-files.errors';
import { emptyLinkedInData, LinkedInData } from './linkedin-data.contract';
import {
  educationCsv,
  linkedInExportZip,
  MARA,
  positionsCsv,
  profileCsv,
  skillsCsv,
} from './testing/linkedin-export-fixture';

const file = (fileName: string, text: string) => ({ fileName, bytes: Buffer.from(text) });
const zip = (files: Record<string, string | Uint8Array>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, content]) => [
          name,
          typeof content === 'string' ? strToU8(content) : content,
        ]),
      ),
    ),
  );

const stored: LinkedInData = {
  firstName: 'M.',
  lastName: 'Q.',
  headline: 'Analyst',
  profilePicture: 'https://media.example.com/mara.jpg',
  username: 'mara-quellwood',
  summary: 'Typed in the editor',
  educations: [
    {
      schoolName: 'springfield institute of technology',
      degreeName: 'Bachelor of Science',
      fieldOfStudy: 'Computer Science',
    },
  ],
  skills: [{ name: 'Excel' }],
  positions: [],
};

describe('LinkedIn export import', () => {
  it('reads the whole archive LinkedIn sends', async () => {
    const data = await readLinkedInExport([
      { fileName: 'Basic_LinkedInDataExport.zip', bytes: linkedInExportZip() },
    ]);
    expect(mergeLinkedInExport(null, data)).toEqual({
      ...emptyLinkedInData(),
      firstName: MARA.firstName,
      lastName: MARA.lastName,
      headline: MARA.headline,
      summary: MARA.summary,
      positions: MARA.positions,
      educations: MARA.educations,
      skills: MARA.skills,
    });
    expect(importedCounts(data)).toEqual({ profile: true, positions: 2, educations: 1, skills: 3 });
  });

  it('reads the files from a folder inside the archive and ignores macOS resource forks', async () => {
    const archive = zip({
      'export/Skills.csv': skillsCsv(),
      '__MACOSX/export/._Skills.csv': new Uint8Array([0, 5, 22, 7, 0, 2, 0, 0]),
    });
    const data = await readLinkedInExport([{ fileName: 'export.zip', bytes: archive }]);
    expect(data.skills).toEqual(MARA.skills);
  });

  it('reads single CSV files, whatever the case of their names, with a Notes block and a byte order mark', async () => {
    const data = await readLinkedInExport([
      file('profile.CSV', profileCsv({ notes: true, bom: true })),
      file('Positions.csv', positionsCsv({ bom: true })),
      file('EDUCATION.csv', educationCsv({ notes: true })),
      file('Skills.csv', skillsCsv({ notes: true, bom: true })),
    ]);
    expect(data).toEqual({
      profile: { firstName: 'Mara', lastName: 'Quellwood', headline: MARA.headline, summary: MARA.summary },
      positions: MARA.positions,
      educations: [{ schoolName: 'Springfield Institute of Technology', degreeName: 'Bachelor of Science' }],
      skills: MARA.skills,
    });
  });

  it('matches header names regardless of case and spacing and ignores columns it does not use', async () => {
    const data = await readLinkedInExport([
      file('Positions.csv', ' company NAME , TITLE,Extra\nAcme,Engineer,zzz\n,,\n'),
    ]);
    expect(data.positions).toEqual([
      {
        title: 'Engineer',
        companyName: 'Acme',
        location: '',
        startedOn: '',
        finishedOn: '',
        description: '',
      },
    ]);
  });

  it('keeps what the files do not cover and replaces what they do', async () => {
    const data = await readLinkedInExport([
      file('Education.csv', educationCsv()),
      file('Skills.csv', skillsCsv()),
    ]);
    expect(mergeLinkedInExport(stored, data)).toEqual({
      ...stored,
      // The stored field of study survives: the export has none, and the entry is the same school and degree.
      educations: [{ ...MARA.educations[0], fieldOfStudy: 'Computer Science' }],
      skills: MARA.skills,
    });
  });

  it('replaces the profile fields from Profile.csv but keeps the picture and username the export lacks', async () => {
    const merged = mergeLinkedInExport(stored, await readLinkedInExport([file('Profile.csv', profileCsv())]));
    expect(merged).toMatchObject({
      firstName: 'Mara',
      lastName: 'Quellwood',
      headline: MARA.headline,
      summary: MARA.summary,
      profilePicture: stored.profilePicture,
      username: stored.username,
      skills: stored.skills,
    });
  });

  it('folds line breaks and control characters out of one-line fields', async () => {
    const data = await readLinkedInExport([file('Skills.csv', 'Name\n"Stream\nprocessing\u0007 "\n')]);
    expect(data.skills).toEqual([{ name: 'Stream processing' }]);
  });

  it('ignores other files as long as one is recognised', async () => {
    const data = await readLinkedInExport([
      file('Connections.csv', 'First Name\nX\n'),
      file('Skills.csv', skillsCsv()),
    ]);
    expect(importedCounts(data)).toEqual({ profile: false, positions: 0, educations: 0, skills: 3 });
  });

  it.each([
    [
      'no recognised file',
      [file('resume.pdf', '%PDF-1.4'), file('Connections.csv', 'x')],
      "files: choose LinkedIn's data export (.zip) or its Profile.csv, Positions.csv, Education.csv or Skills.csv",
    ],
    [
      'an archive without any of the files',
      [{ fileName: 'photos.zip', bytes: zip({ 'a.jpg': 'x' }) }],
      'files: photos.zip holds none of Profile.csv, Positions.csv, Education.csv or Skills.csv; choose the archive LinkedIn sent you',
    ],
  ])('refuses %s, naming the field', async (_case, uploads, message) => {
    await expect(readLinkedInExport(uploads)).rejects.toThrow(new LinkedInExportNotRecognised(message));
  });

  it.each([
    ['an unclosed quote', file('Skills.csv', 'Name\n"SQL\n'), /^files: Skills\.csv is not valid CSV \(/],
    [
      'a file without its header row',
      file('Positions.csv', 'Company,Role\nAcme,Engineer\n'),
      /^files: Positions\.csv has no header row with the column\(s\) Company Name, Title$/,
    ],
    [
      'a profile without a row',
      file('Profile.csv', 'First Name,Last Name\n'),
      /^files: Profile\.csv has no profile row below its header$/,
    ],
    [
      'text that is not UTF-8',
      { fileName: 'Skills.csv', bytes: Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xff]) },
      /^files: Skills\.csv is not UTF-8 text$/,
    ],
    [
      'a damaged archive',
      { fileName: 'export.zip', bytes: linkedInExportZip().subarray(0, 200) },
      /^files: export\.zip is not a ZIP archive we can read$/,
    ],
    [
      'the same file twice',
      [file('Skills.csv', skillsCsv()), { fileName: 'export.zip', bytes: linkedInExportZip() }],
      /^files: Skills\.csv was given twice \(Skills\.csv and Skills\.csv in export\.zip\)$/,
    ],
  ])('refuses %s as malformed, naming the field', async (_case, uploads, message) => {
    const call = readLinkedInExport(Array.isArray(uploads) ? uploads : [uploads]);
    await expect(call).rejects.toThrow(LinkedInExportMalformed);
    await expect(call).rejects.toThrow(message);
  });

  it('refuses a CSV file over the limit, uploaded or inside the archive', async () => {
    const big = `Name\n${'x'.repeat(MAX_EXPORT_CSV_BYTES)}\n`;
    await expect(readLinkedInExport([file('Skills.csv', big)])).rejects.toThrow(
      new LinkedInExportTooLarge('files: Skills.csv must be at most 5 MB'),
    );
    await expect(
      readLinkedInExport([{ fileName: 'export.zip', bytes: zip({ 'Skills.csv': big }) }]),
    ).rejects.toThrow(new LinkedInExportTooLarge('files: Skills.csv in export.zip must be at most 5 MB'));
  });

  it('caps what all the CSV files expand to together', async () => {
    const fourMb = 'x'.repeat(4 * 1024 * 1024);
    const archive = zip({
      'Profile.csv': `First Name,Last Name,Summary\nMara,Q,${fourMb}\n`,
      'Positions.csv': `Company Name,Title,Description\nA,B,${fourMb}\n`,
      'Skills.csv': `Name\n${fourMb}\n`,
    });
    await expect(readLinkedInExport([{ fileName: 'export.zip', bytes: archive }])).rejects.toThrow(
      new LinkedInExportTooLarge("files: the export's CSV files must be at most 10 MB together"),
    );
  });

  it('refuses an import that breaks a LinkedIn data rule instead of cutting it short', async () => {
    const skills = Array.from({ length: 201 }, (_, index) => `Skill ${index}`).join('\n');
    const data = await readLinkedInExport([file('Skills.csv', `Name\n${skills}\n`)]);
    expect(() => mergeLinkedInExport(null, data)).toThrow(LinkedInExportMalformed);
    expect(() => mergeLinkedInExport(null, data)).toThrow(/^files: the imported data breaks a rule: /);
  });
});
