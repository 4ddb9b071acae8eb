import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { settingsEventSummaries } from './settings-event-summaries';
import type { SettingsEvent } from './settings.events';

type DataOf<Type extends SettingsEvent['type']> = Extract<SettingsEvent, { type: Type }>['data'];

const recorded = <Type extends SettingsEvent['type']>(type: Type, data: DataOf<Type>) =>
  recordedEvent({ type, data }, { streamId: 'settings-1', metadata: { actorUserId: '1' } });

const resume = (fileName: string, pageCount: number) =>
  recorded('ResumeUploaded', {
    userId: '1',
    fileName,
    storageKey: 'users/1/resume/a.pdf',
    textStorageKey: 'users/1/resume/a.txt',
    sizeBytes: 100,
    pageCount,
    sha256: 'aa',
    contentType: 'application/pdf',
  });

describe('settings event summaries', () => {
  it('says which links were set or cleared', () => {
    const { LinkedInProfileSet, PortfolioLinkSet } = settingsEventSummaries;
    expect(
      LinkedInProfileSet(
        recorded('LinkedInProfileSet', { userId: '1', linkedinProfile: 'https://www.linkedin.com/in/ada' }),
      ),
    ).toBe('Set LinkedIn profile to https://www.linkedin.com/in/ada');
    expect(LinkedInProfileSet(recorded('LinkedInProfileSet', { userId: '1', linkedinProfile: null }))).toBe(
      'Cleared LinkedIn profile',
    );
    expect(
      PortfolioLinkSet(recorded('PortfolioLinkSet', { userId: '1', portfolioLink: 'https://ada.dev' })),
    ).toBe('Set portfolio link to https://ada.dev');
    expect(PortfolioLinkSet(recorded('PortfolioLinkSet', { userId: '1', portfolioLink: null }))).toBe(
      'Cleared portfolio link',
    );
  });

  it('names the uploaded resume and its page count, and a deletion', () => {
    expect(settingsEventSummaries.ResumeUploaded(resume('cv.pdf', 2))).toBe(
      "Uploaded resume 'cv.pdf' (2 pages)",
    );
    expect(settingsEventSummaries.ResumeUploaded(resume('one.pdf', 1))).toBe(
      "Uploaded resume 'one.pdf' (1 page)",
    );
    expect(settingsEventSummaries.ResumeDeleted(recorded('ResumeDeleted', { userId: '1' }))).toBe(
      'Deleted resume',
    );
  });
});
