import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { profileEventSummaries } from './profile-event-summaries';
import type { ProfileEvent } from './profile.events';

type DataOf<Type extends ProfileEvent['type']> = Extract<ProfileEvent, { type: Type }>['data'];

const recorded = <Type extends ProfileEvent['type']>(type: Type, data: DataOf<Type>) =>
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

describe('profile event summaries', () => {
  it('says which links were set or cleared', () => {
    const { LinkedInProfileSet, PortfolioLinkSet } = profileEventSummaries;
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
    expect(profileEventSummaries.ResumeUploaded(resume('cv.pdf', 2))).toBe(
      "Uploaded resume 'cv.pdf' (2 pages)",
    );
    expect(profileEventSummaries.ResumeUploaded(resume('one.pdf', 1))).toBe(
      "Uploaded resume 'one.pdf' (1 page)",
    );
    expect(profileEventSummaries.ResumeDeleted(recorded('ResumeDeleted', { userId: '1' }))).toBe(
      'Deleted resume',
    );
  });

  it('summarises the LinkedIn details by source and size, and their clearing', () => {
    const linkedinData = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: '',
      profilePicture: null,
      username: '',
      summary: '',
      educations: [{ schoolName: 'Home', degreeName: '', fieldOfStudy: '' }],
      skills: [{ name: 'Maths' }, { name: 'Notes' }],
      positions: [],
    };
    const { LinkedInDataEdited } = profileEventSummaries;
    expect(
      LinkedInDataEdited(
        recorded('LinkedInDataEdited', { userId: '1', linkedinData, source: 'linkedin_export' }),
      ),
    ).toBe('Imported LinkedIn details from the export (0 positions, 1 education, 2 skills)');
    expect(
      LinkedInDataEdited(recorded('LinkedInDataEdited', { userId: '1', linkedinData, source: 'editor' })),
    ).toBe('Edited LinkedIn details (0 positions, 1 education, 2 skills)');
    expect(
      LinkedInDataEdited(
        recorded('LinkedInDataEdited', { userId: '1', linkedinData: null, source: 'editor' }),
      ),
    ).toBe('Cleared LinkedIn details');
  });

  it('names added custom URLs and says what a toggle or removal did', () => {
    const { CustomUrlAdded, CustomUrlToggled, CustomUrlRemoved } = profileEventSummaries;
    expect(
      CustomUrlAdded(
        recorded('CustomUrlAdded', {
          userId: '1',
          urlId: 'u1',
          name: 'GitHub',
          url: 'https://github.com/ada',
          includeInEmails: true,
        }),
      ),
    ).toBe("Added custom URL 'GitHub' (https://github.com/ada), included in e-mails");
    expect(
      CustomUrlToggled(recorded('CustomUrlToggled', { userId: '1', urlId: 'u1', includeInEmails: false })),
    ).toBe('Left a custom URL out of e-mails');
    expect(CustomUrlRemoved(recorded('CustomUrlRemoved', { userId: '1', urlId: 'u1' }))).toBe(
      'Removed a custom URL',
    );
  });

  it('names uploaded documents with their size, and counts the selection', () => {
    const { DocumentUploaded, DocumentDeleted, SelectedDocumentsChanged } = profileEventSummaries;
    expect(
      DocumentUploaded(
        recorded('DocumentUploaded', {
          userId: '1',
          documentId: 'd1',
          name: 'Cover letter',
          fileName: 'cover.pdf',
          storageKey: 'users/1/documents/d1',
          contentType: 'application/pdf',
          sizeBytes: 1572864,
          sha256: 'aa',
        }),
      ),
    ).toBe("Uploaded document 'Cover letter' (cover.pdf, 1.5 MB)");
    expect(DocumentDeleted(recorded('DocumentDeleted', { userId: '1', documentId: 'd1' }))).toBe(
      'Deleted a document',
    );
    expect(
      SelectedDocumentsChanged(
        recorded('SelectedDocumentsChanged', { userId: '1', documentIds: ['d1', 'd2'] }),
      ),
    ).toBe('Selected 2 documents to attach');
    expect(
      SelectedDocumentsChanged(recorded('SelectedDocumentsChanged', { userId: '1', documentIds: [] })),
    ).toBe('Selected no documents to attach');
  });
});
