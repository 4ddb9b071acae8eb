import { strToU8, zipSync } from 'fflate';

/** A made-up person's export, shaped like LinkedIn's "Get a copy of your data" files. */
export interface ExportFixtureOptions {
  /** Prefix LinkedIn's "Notes:" block before the header row, as some export files have. */
  notes?: boolean;
  /** Start each file with a UTF-8 byte order mark. */
  bom?: boolean;
}

const NOTES =
  'Notes:\n"This file contains the data you chose to export, including items you may have hidden, ' +
  'removed, or edited."\n\n';

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = (rows: string[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';

const wrap = (body: string, { notes = false, bom = false }: ExportFixtureOptions) =>
  `${bom ? '\uFEFF' : ''}${notes ? NOTES : ''}${body}`;

export function profileCsv(options: ExportFixtureOptions = {}): string {
  return wrap(
    csv([
      [
        'First Name',
        'Last Name',
        'Maiden Name',
        'Address',
        'Birth Date',
        'Headline',
        'Summary',
        'Industry',
        'Zip Code',
        'Geo Location',
        'Twitter Handles',
        'Websites',
        'Instant Messengers',
      ],
      [
        'Mara',
        'Quellwood',
        '',
        '12 Example Lane, Springfield',
        'Apr 3, 1990',
        'Data engineer, streaming pipelines',
        'I build reliable data pipelines.\r\nPreviously: logistics analytics, "on-time" dashboards.',
        'Software Development',
        '00000',
        'Springfield Area',
        '[maraq]',
        '[PORTFOLIO:https://mara.example.dev]',
        '',
      ],
    ]),
    options,
  );
}

export function positionsCsv(options: ExportFixtureOptions = {}): string {
  return wrap(
    csv([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      [
        'Lumen Freight',
        'Senior Data Engineer',
        'Kafka and Flink pipelines, 2B events a day.',
        'Springfield',
        'Mar 2021',
        '',
      ],
      [
        'Brightpath Analytics',
        'Data Analyst',
        'Dashboards, SQL, forecasting',
        'Shelbyville',
        'Jun 2017',
        'Feb 2021',
      ],
    ]),
    options,
  );
}

export function educationCsv(options: ExportFixtureOptions = {}): string {
  return wrap(
    csv([
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      ['Springfield Institute of Technology', '2013', '2017', '', 'Bachelor of Science', 'Robotics club'],
    ]),
    options,
  );
}

export function skillsCsv(options: ExportFixtureOptions = {}): string {
  return wrap(csv([['Name'], ['Apache Kafka'], ['SQL'], ['Python'], ['sql']]), options);
}

/** The archive LinkedIn e-mails: the four files we read plus one we ignore, at its root. */
export function linkedInExportZip(options: ExportFixtureOptions & { folder?: string } = {}): Buffer {
  const at = (name: string) => (options.folder ? `${options.folder}/${name}` : name);
  return Buffer.from(
    zipSync({
      [at('Profile.csv')]: strToU8(profileCsv(options)),
      [at('Positions.csv')]: strToU8(positionsCsv({ ...options, notes: false })),
      [at('Education.csv')]: strToU8(educationCsv(options)),
      [at('Skills.csv')]: strToU8(skillsCsv(options)),
      [at('Connections.csv')]: strToU8(
        `${NOTES}First Name,Last Name,URL,Email Address,Company,Position,Connected On\n`,
      ),
    }),
  );
}

/** What the fixture's files import as. */
export const MARA = {
  firstName: 'Mara',
  lastName: 'Quellwood',
  headline: 'Data engineer, streaming pipelines',
  summary: 'I build reliable data pipelines.\nPreviously: logistics analytics, "on-time" dashboards.',
  positions: [
    {
      title: 'Senior Data Engineer',
      companyName: 'Lumen Freight',
      location: 'Springfield',
      startedOn: 'Mar 2021',
      finishedOn: '',
      description: 'Kafka and Flink pipelines, 2B events a day.',
    },
    {
      title: 'Data Analyst',
      companyName: 'Brightpath Analytics',
      location: 'Shelbyville',
      startedOn: 'Jun 2017',
      finishedOn: 'Feb 2021',
      description: 'Dashboards, SQL, forecasting',
    },
  ],
  educations: [
    {
      schoolName: 'Springfield Institute of Technology',
      degreeName: 'Bachelor of Science',
      fieldOfStudy: '',
    },
  ],
  skills: [{ name: 'Apache Kafka' }, { name: 'SQL' }, { name: 'Python' }],
};
