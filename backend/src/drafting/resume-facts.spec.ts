import { pickResumeFacts, truncateResume } from './resume-facts';
import { ADA_RESUME } from './testing/email-draft-sources';

describe('pickResumeFacts', () => {
  it('quotes up to three experience lines word for word, strongest first, skipping name, contacts and headings', () => {
    const { highlights } = pickResumeFacts(ADA_RESUME);
    expect(highlights).toEqual([
      'Wrote the first published algorithm for a computing machine, in 1843',
      'Translated and annotated Menabrea’s paper, tripling its length with notes',
      'Collaborated with Charles Babbage on the design of the engine',
    ]);
    for (const line of highlights) expect(ADA_RESUME).toContain(line);
  });

  it('puts first the lines naming what the instructions emphasise, still word for word', () => {
    const { highlights } = pickResumeFacts(ADA_RESUME, ['babbage']);
    expect(highlights[0]).toBe('Collaborated with Charles Babbage on the design of the engine');
    expect(pickResumeFacts(ADA_RESUME, ['kubernetes']).highlights).toEqual(
      pickResumeFacts(ADA_RESUME).highlights,
    );
  });

  it('leaves out a role heading that has nothing of a highlight, even when it names a focus word', () => {
    expect(pickResumeFacts(ADA_RESUME, ['engine']).highlights).not.toContain(
      'Analyst, Analytical Engine Project',
    );
  });

  it('reads the skills a Skills line lists, without duplicates', () => {
    expect(pickResumeFacts('Name\nTechnical skills: Go, SQL; go, Kafka').skills).toEqual([
      'Go',
      'SQL',
      'Kafka',
    ]);
    expect(pickResumeFacts(ADA_RESUME).skills).toEqual([
      'Mathematics',
      'Algorithm design',
      'Technical writing',
    ]);
  });

  it('finds nothing in a resume without such lines, rather than making something up', () => {
    expect(pickResumeFacts('Ada\nShort')).toEqual({ highlights: [], skills: [] });
  });
});

describe('truncateResume', () => {
  it('keeps a short resume whole and cuts a long one at a line break', () => {
    expect(truncateResume(' short \n')).toEqual({ text: 'short', truncated: false });
    const long = Array.from({ length: 400 }, (_, i) => `Line ${i} of the resume text`).join('\n');
    const cut = truncateResume(long, 1000);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(1000);
    expect(long.startsWith(cut.text)).toBe(true);
    expect(long[cut.text.length]).toBe('\n');
  });
});
