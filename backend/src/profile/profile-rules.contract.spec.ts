import { isHttpUrl, isLinkedInProfileUrl } from './profile-rules.contract';

describe('profile rules', () => {
  it('accepts LinkedIn profiles on linkedin.com and its subdomains only', () => {
    expect(isLinkedInProfileUrl('https://www.linkedin.com/in/ada')).toBe(true);
    expect(isLinkedInProfileUrl('https://uk.linkedin.com/in/ada')).toBe(true);
    expect(isLinkedInProfileUrl('https://linkedin.com')).toBe(false);
    expect(isLinkedInProfileUrl('https://linkedin.com.evil.example/in/ada')).toBe(false);
  });

  it('accepts http(s) links without credentials only', () => {
    expect(isHttpUrl('https://ada.dev/work')).toBe(true);
    expect(isHttpUrl('http://ada.dev')).toBe(true);
    expect(isHttpUrl('ftp://ada.dev')).toBe(false);
    expect(isHttpUrl('https://ada:secret@ada.dev')).toBe(false);
  });

  it.each(['\u0000', '\t', '\n', '\u001b', '\u007f', '\u0085'])(
    'refuses a link containing the control character %j',
    (control) => {
      expect(isHttpUrl(`https://ada.dev/a${control}b`)).toBe(false);
      expect(isLinkedInProfileUrl(`https://www.linkedin.com/in/ada${control}`)).toBe(false);
    },
  );
});
