import {
  ContactsFileColumnsMissing,
  ContactsFileUnreadable,
  CSV_HEADER_SPELLINGS,
  headerKey,
  mapHeaders,
  MAX_IMPORT_ROWS,
  readContactsCsv,
  TooManyImportRows,
  validateRows,
} from './contact-csv';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('contact CSV header mapping', () => {
  it('maps common spellings whatever their case, spaces, underscores and hyphens', () => {
    expect(
      mapHeaders(['First Name', 'LAST_NAME', 'E-mail Address', 'Organization', 'Job Title', 'Notes']).columns,
    ).toEqual(['first_name', 'last_name', 'email', 'company', 'job_title', null]);
    expect(
      mapHeaders(['given name', 'Surname', 'Email', 'company-name', 'linkedin url', 'Tags']).columns,
    ).toEqual(['first_name', 'last_name', 'email', 'company', 'linkedin_url', 'tags']);
    expect(headerKey(' First_Name ')).toBe(headerKey('first-name'));
  });

  it('gives every contact field its own name as a spelling', () => {
    for (const [field, spellings] of Object.entries(CSV_HEADER_SPELLINGS)) {
      expect(spellings.map(headerKey)).toContain(headerKey(field));
    }
  });

  it('names every missing required column', () => {
    expect(() => mapHeaders(['Email', 'Title'])).toThrow(ContactsFileColumnsMissing);
    expect(() => mapHeaders(['Email', 'Title'])).toThrow(
      'file: the header row has no first_name, last_name, company columns',
    );
  });

  it('prefers the field’s own name over a synonym, and reports the column it ignores', () => {
    const required = ['First Name', 'Last Name', 'Company'];
    expect(mapHeaders([...required, 'City', 'Email', 'Location'])).toEqual({
      columns: ['first_name', 'last_name', 'company', null, 'email', 'location'],
      ignored: [{ column: 'City', field: 'location', used: 'Location' }],
    });
    expect(mapHeaders([...required, 'Title', 'Job Title', 'Email Address', 'E-mail']).ignored).toEqual([
      { column: 'Title', field: 'job_title', used: 'Job Title' },
      { column: 'Email Address', field: 'email', used: 'E-mail' },
    ]);
  });

  it('keeps the leftmost of two equally good columns, and the earlier-listed of two synonyms', () => {
    const required = ['First Name', 'Last Name', 'Company'];
    expect(mapHeaders([...required, 'Email', 'email']).ignored).toEqual([
      { column: 'email', field: 'email', used: 'Email' },
    ]);
    expect(mapHeaders([...required, 'Email', 'Region', 'City']).ignored).toEqual([
      { column: 'Region', field: 'location', used: 'City' },
    ]);
  });
});

describe('reading a contacts CSV', () => {
  it('numbers each row by the file line it starts on, skipping blank lines and quoted line breaks', async () => {
    const { rows } = await readContactsCsv(
      csv(
        '\uFEFFFirst Name,Last Name,Email,Company\r\n' +
          'Ada,Lovelace,ada@example.com,Analytical\r\n' +
          '\r\n' +
          ',,,\r\n' +
          'Grace,"Hopper\r\nMurray",grace@example.com,Navy\r\n' +
          'Alan,Turing,alan@example.com,"Bletchley, Park"',
      ),
    );
    expect(rows.map((row) => [row.line, row.values.first_name, row.values.company])).toEqual([
      [2, 'Ada', 'Analytical'],
      [5, 'Grace', 'Navy'],
      [7, 'Alan', 'Bletchley, Park'],
    ]);
  });

  it('numbers rows of a file whose lines end in a lone carriage return', async () => {
    const { rows } = await readContactsCsv(
      csv(
        'first_name,last_name,email,company\rAda,L,a@example.com,A\r\rGrace,"H\rM",g@example.com,N\rAlan,T,t@example.com,B\r',
      ),
    );
    expect(rows.map((row) => [row.line, row.values.first_name])).toEqual([
      [2, 'Ada'],
      [4, 'Grace'],
      [6, 'Alan'],
    ]);
  });

  it('turns a line break inside a cell into a space', async () => {
    const { rows } = await readContactsCsv(
      csv(
        'first_name,last_name,email,company,location\nAda,L,a@example.com,A,"London\r\nUK"\nB,L,b@example.com,"X\rY","a\nb"\n',
      ),
    );
    expect(rows.map((row) => [row.values.company, row.values.location])).toEqual([
      ['A', 'London UK'],
      ['X Y', 'a b'],
    ]);
    expect(validateRows(rows).invalid).toEqual([]);
  });

  it('reads stray quotes inside a cell as text', async () => {
    const { rows } = await readContactsCsv(
      csv('first_name,last_name,email,company\nA"b,L,a@example.com, "Acme" \nC,"D"x,c@example.com,E\n'),
    );
    expect(
      rows.map((row) => [row.line, row.values.first_name, row.values.last_name, row.values.company]),
    ).toEqual([
      [2, 'A"b', 'L', ' "Acme" '],
      [3, 'C', '"D"x', 'E'],
    ]);
  });

  it('reports a record it cannot read as an invalid row on its line, and reads the rows before it', async () => {
    const { rows } = await readContactsCsv(
      csv(
        'first_name,last_name,email,company\nA,B,a@example.com,C\n\nD,"E,d@example.com,F\nG,H,g@example.com,I\n',
      ),
    );
    expect(rows.map((row) => [row.line, row.values.first_name ?? null, row.unreadable ?? null])).toEqual([
      [2, 'A', null],
      [4, null, expect.stringMatching(/^row: a quote opened here is never closed/)],
    ]);
    expect(validateRows(rows).invalid).toEqual([{ line: 4, reason: rows[1].unreadable }]);
  });

  it('reports the columns it ignores', async () => {
    const { ignoredColumns } = await readContactsCsv(
      csv('first_name,last_name,email,company,Title,Job Title\nA,B,a@example.com,C,x,y\n'),
    );
    expect(ignoredColumns).toEqual([{ column: 'Title', field: 'job_title', used: 'Job Title' }]);
  });

  it('reads semicolon- and tab-separated files', async () => {
    for (const delimiter of [';', '\t']) {
      const { rows } = await readContactsCsv(
        csv(
          ['first_name', 'last_name', 'email', 'company'].join(delimiter) +
            '\nA;B\tC\n'.replace(/;|\t/g, delimiter),
        ),
      );
      expect(rows[0].values).toEqual({ first_name: 'A', last_name: 'B', email: 'C' });
    }
  });

  it('keeps characters split across the slices the file is read in', async () => {
    const name = 'Zoë'.repeat(100_000);
    const { rows } = await readContactsCsv(
      csv(`first_name,last_name,email,company\n${name},B,c@example.com,D\n`),
    );
    expect(rows[0].values.first_name).toBe(name);
  });

  it('refuses a binary, empty, non-UTF-8 or header-less file naming the file', async () => {
    await expect(readContactsCsv(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]))).rejects.toThrow(
      ContactsFileUnreadable,
    );
    await expect(readContactsCsv(Buffer.alloc(0))).rejects.toThrow('file: is empty');
    await expect(readContactsCsv(Buffer.from([0x61, 0xe9, 0x0a]))).rejects.toThrow('file: is not UTF-8 text');
    await expect(
      readContactsCsv(csv('"first_name,last_name,email,company\nA,B,c@example.com,D\n')),
    ).rejects.toThrow(
      'file: is not valid CSV: a quote opened on line 1 is never closed, so the rest of the file is one cell',
    );
    await expect(readContactsCsv(csv('\n\n'))).rejects.toThrow('file: has no header row');
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} data rows`, async () => {
    const body = 'A,B,a@example.com,C\n'.repeat(MAX_IMPORT_ROWS + 1);
    await expect(readContactsCsv(csv(`first_name,last_name,email,company\n${body}`))).rejects.toThrow(
      TooManyImportRows,
    );
    await expect(
      readContactsCsv(csv(`first_name,last_name,email,company\n${body.slice(20)}`)),
    ).resolves.toMatchObject({ rows: { length: MAX_IMPORT_ROWS } });
  });
});

describe('validating contact rows', () => {
  it('checks each row with the Create Contact form’s messages and reports it by line', () => {
    const { valid, invalid } = validateRows([
      {
        line: 2,
        values: { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', company: 'A' },
        extraFields: 0,
      },
      {
        line: 3,
        values: { first_name: ' ', last_name: 'L', email: 'not-mail', company: 'A' },
        extraFields: 0,
      },
      {
        line: 4,
        values: {
          first_name: 'B',
          last_name: 'L',
          email: 'b@example.com',
          company: 'A',
          connection_strength: 'x',
        },
        extraFields: 0,
      },
      {
        line: 5,
        values: { first_name: 'C', last_name: 'L', email: 'c@example.com', company: 'A' },
        extraFields: 2,
      },
      {
        line: 6,
        values: {
          first_name: 'D',
          last_name: 'L',
          email: 'd@example.com',
          company: 'A',
          connection_strength: '0.3',
          tags: 'x, y',
        },
        extraFields: 0,
      },
    ]);
    expect(valid.map((row) => [row.line, row.contact.connection_strength, row.contact.tags])).toEqual([
      [2, 0, []],
      [6, 0.3, ['x', 'y']],
    ]);
    expect(invalid).toEqual([
      { line: 3, reason: 'first_name: First Name is required; email: Invalid email address' },
      { line: 4, reason: 'connection_strength: connection_strength must be a number' },
      { line: 5, reason: 'row has 2 more fields than the header row' },
    ]);
  });

  it('refuses an e-mail an earlier line of the file already holds, across slices', () => {
    const row = (line: number, email: string) => ({
      line,
      values: { first_name: 'A', last_name: 'B', email, company: 'C' },
      extraFields: 0,
    });
    const seen = new Map<string, number>();
    validateRows([row(2, 'ada@example.com')], seen);
    expect(validateRows([row(9, ' ADA@example.com ')], seen).invalid).toEqual([
      { line: 9, reason: 'email: ADA@example.com is already on line 2 of this file' },
    ]);
  });
});
