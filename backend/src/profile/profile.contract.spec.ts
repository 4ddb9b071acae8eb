import { LINKEDIN_PROFILE_MESSAGE, PORTFOLIO_LINK_MESSAGE } from './profile-rules.contract';
import { linkedinProfile, portfolioLink, setLinkedInDataBody, uploadedFileName } from './profile.contract';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('profile request schemas', () => {
  it.each([
    'https://www.linkedin.com/in/ada-lovelace',
    'http://linkedin.com/in/ada',
    'https://uk.linkedin.com/in/ada',
    'https://www.linkedin.com/in/ada?originalSubdomain=uk',
  ])('accepts the LinkedIn profile %s', (value) => {
    expect(linkedinProfile.parse(value)).toBe(value);
  });

  it('trims a LinkedIn profile and stores an empty one (or null) as cleared', () => {
    expect(linkedinProfile.parse('  https://www.linkedin.com/in/ada  ')).toBe(
      'https://www.linkedin.com/in/ada',
    );
    expect(linkedinProfile.parse('   ')).toBeNull();
    expect(linkedinProfile.parse(null)).toBeNull();
  });

  it.each([
    'www.linkedin.com/in/ada',
    'https://linkedin.com',
    'https://evil-linkedin.com/in/ada',
    'https://linkedin.com.evil.example/in/ada',
    'https://ada:secret@www.linkedin.com/in/ada',
    'mailto:ada@linkedin.com',
  ])('refuses %s as a LinkedIn profile', (value) => {
    expect(messagesOf(linkedinProfile.safeParse(value))).toEqual([LINKEDIN_PROFILE_MESSAGE]);
  });

  it('accepts an http(s) portfolio link and refuses anything else', () => {
    expect(portfolioLink.parse('https://ada.dev/work')).toBe('https://ada.dev/work');
    expect(portfolioLink.parse('')).toBeNull();
    for (const value of ['ada.dev', 'javascript:alert(1)', 'ftp://ada.dev']) {
      expect(messagesOf(portfolioLink.safeParse(value))).toEqual([PORTFOLIO_LINK_MESSAGE]);
    }
    expect(messagesOf(portfolioLink.safeParse(`https://ada.dev/${'x'.repeat(2048)}`))).toEqual([
      'portfolio_link must be at most 2048 characters',
    ]);
    expect(messagesOf(portfolioLink.safeParse(7))).toEqual(['portfolio_link must be text']);
  });

  it('keeps only the base name of an uploaded file, without control characters', () => {
    expect(uploadedFileName('C:\\Users\\ada\\Lebenslauf Müller.pdf', 'resume.pdf')).toBe(
      'Lebenslauf Müller.pdf',
    );
    expect(uploadedFileName('../../etc/cv\u0000.pdf', 'resume.pdf')).toBe('cv.pdf');
    expect(uploadedFileName('   ', 'resume.pdf')).toBe('resume.pdf');
  });

  it('drops bidi overrides, zero-width and other invisible characters, so a name cannot pose as another', () => {
    expect(uploadedFileName('invoice\u202Efdp.exe', 'resume.pdf')).toBe('invoicefdp.exe');
    expect(uploadedFileName('c\u200Bv\u200D\uFEFF\u2066.pdf\u0085', 'resume.pdf')).toBe('cv.pdf');
    expect(uploadedFileName('cv\u2028copy.pdf', 'resume.pdf')).toBe('cvcopy.pdf');
    expect(uploadedFileName('\u202E\u200B', 'resume.pdf')).toBe('resume.pdf');
  });

  it.each(['\u0000', '\t', '\n', '\u007f', '\u0085'])(
    'refuses a link containing the control character %j with the field message',
    (control) => {
      expect(messagesOf(linkedinProfile.safeParse(`https://www.linkedin.com/in/a${control}da`))).toEqual([
        LINKEDIN_PROFILE_MESSAGE,
      ]);
      expect(messagesOf(portfolioLink.safeParse(`https://ada.dev/wo${control}rk`))).toEqual([
        PORTFOLIO_LINK_MESSAGE,
      ]);
    },
  );
});

describe('the LinkedIn data a request stores', () => {
  const problemsOf = (body: unknown) => {
    const result = setLinkedInDataBody.safeParse(body);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes some of its fields, the rest blank, and null to clear it', () => {
    const parsed = setLinkedInDataBody.parse({
      linkedin_data: { firstName: ' Ada ', skills: [{ name: 'Math' }] },
    });
    expect(parsed.linkedin_data).toMatchObject({
      firstName: 'Ada',
      lastName: '',
      skills: [{ name: 'Math' }],
    });
    expect(setLinkedInDataBody.parse({ linkedin_data: null }).linkedin_data).toBeNull();
  });

  it('refuses an unexpected shape instead of storing blanks over the data, naming what it does not know', () => {
    expect(problemsOf({ linkedin_data: { name: 'Ada', title: 'Engineer' } })).toEqual([
      'linkedin_data: linkedin_data has unknown fields: name, title',
    ]);
    expect(problemsOf({ linkedin_data: {} })).toEqual([
      'linkedin_data: linkedin_data must hold at least one of its fields; send null to clear it',
    ]);
    expect(problemsOf({ linkedin_data: { firstName: 'Ada', skills: [{ skill: 'Math' }] } })).toEqual([
      'linkedin_data.skills.0: each skill has unknown fields: skill',
    ]);
    expect(problemsOf({ linkedin_data: 'Ada' })).toEqual([
      'linkedin_data: linkedin_data must be an object or null',
    ]);
    expect(problemsOf({ linkedin_data: [] })).toEqual([
      'linkedin_data: linkedin_data must be an object or null',
    ]);
    expect(problemsOf({})).toEqual(['linkedin_data: linkedin_data is required']);
  });
});
