import { deciderSpec } from '../platform/testing/decider-spec';
import type { SettingsEvent } from '../settings/settings.events';
import { emptyLinkedInData, LinkedInData } from './linkedin-data.contract';
import type { LinkedInExport } from './linkedin-export';
import { decide, evolve, initialState, profileDecider } from './profile.decider';
import type { DocumentUploaded, ResumeUploaded } from './profile.events';
import {
  CustomUrlAlreadyAdded,
  CustomUrlInvalid,
  CustomUrlLimitReached,
  CustomUrlNotFound,
  DocumentLimitReached,
  DocumentNameInvalid,
  DocumentNotFound,
  DocumentTooLarge,
  LinkedInDataInvalid,
  ResumeFileTooLarge,
  ResumeNotFound,
  ResumeUnreadable,
  SelectedDocumentsUnknown,
} from './profile.errors';
import { LinkedInExportMalformed } from './profile-files.errors';
import {
  CUSTOM_URL_NAME_REQUIRED_MESSAGE,
  CUSTOM_URL_REQUIRED_MESSAGE,
  CUSTOM_URL_SCHEME_MESSAGE,
  MAX_CUSTOM_URLS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  MAX_RESUME_BYTES,
} from './profile-rules.contract';

const given = deciderSpec(profileDecider);

const userId = 'user-1';
const profile = 'https://www.linkedin.com/in/ada-lovelace';
const linkedinSet = (linkedinProfile: string | null): SettingsEvent => ({
  type: 'LinkedInProfileSet',
  data: { userId, linkedinProfile },
});
const portfolioSet = (portfolioLink: string | null): SettingsEvent => ({
  type: 'PortfolioLinkSet',
  data: { userId, portfolioLink },
});
const resume = (overrides: Partial<ResumeUploaded['data']> = {}): ResumeUploaded['data'] => ({
  userId,
  fileName: 'cv.pdf',
  storageKey: 'users/user-1/resume/a.pdf',
  textStorageKey: 'users/user-1/resume/a.txt',
  sizeBytes: 1200,
  pageCount: 2,
  sha256: 'aa',
  contentType: 'application/pdf',
  ...overrides,
});
const uploaded = (overrides: Partial<ResumeUploaded['data']> = {}): SettingsEvent => ({
  type: 'ResumeUploaded',
  data: resume(overrides),
});
const deleted: SettingsEvent = { type: 'ResumeDeleted', data: { userId } };

describe('profile decider', () => {
  it('sets a LinkedIn profile', () => {
    given()
      .when({ type: 'SetLinkedInProfile', data: { userId, linkedinProfile: profile } })
      .then([linkedinSet(profile)]);
  });

  it('records nothing when the LinkedIn profile is set to the value it already has', () => {
    given(linkedinSet(profile))
      .when({ type: 'SetLinkedInProfile', data: { userId, linkedinProfile: profile } })
      .then([]);
  });

  it('clears a LinkedIn profile, and clearing it again records nothing', () => {
    given(linkedinSet(profile))
      .when({ type: 'SetLinkedInProfile', data: { userId, linkedinProfile: null } })
      .then([linkedinSet(null)]);
    given()
      .when({ type: 'SetLinkedInProfile', data: { userId, linkedinProfile: null } })
      .then([]);
  });

  it('sets, changes and clears the portfolio link', () => {
    given()
      .when({ type: 'SetPortfolioLink', data: { userId, portfolioLink: 'https://ada.dev' } })
      .then([portfolioSet('https://ada.dev')]);
    given(portfolioSet('https://ada.dev'))
      .when({ type: 'SetPortfolioLink', data: { userId, portfolioLink: 'https://ada.dev' } })
      .then([]);
    given(portfolioSet('https://ada.dev'))
      .when({ type: 'SetPortfolioLink', data: { userId, portfolioLink: null } })
      .then([portfolioSet(null)]);
  });

  it('records an uploaded resume, and a newer upload replaces it', () => {
    given().when({ type: 'UploadResume', data: resume() }).then([uploaded()]);
    const newer = resume({ storageKey: 'users/user-1/resume/b.pdf', sha256: 'bb', fileName: 'cv-2025.pdf' });
    given(uploaded())
      .when({ type: 'UploadResume', data: newer })
      .then([{ type: 'ResumeUploaded', data: newer }]);
  });

  it('records nothing when the same file is uploaded again under the same name', () => {
    given(uploaded())
      .when({ type: 'UploadResume', data: resume({ storageKey: 'users/user-1/resume/c.pdf' }) })
      .then([]);
  });

  it('refuses a resume over the size limit or without a readable page', () => {
    given()
      .when({ type: 'UploadResume', data: resume({ sizeBytes: MAX_RESUME_BYTES + 1 }) })
      .thenThrows(ResumeFileTooLarge);
    given()
      .when({ type: 'UploadResume', data: resume({ pageCount: 0 }) })
      .thenThrows(ResumeUnreadable);
  });

  it('deletes the resume', () => {
    given(uploaded()).when({ type: 'DeleteResume', data: { userId } }).then([deleted]);
  });

  it('refuses to delete a resume that was never uploaded or is already deleted', () => {
    given()
      .when({ type: 'DeleteResume', data: { userId } })
      .thenThrows(ResumeNotFound, 'No resume to delete');
    given(uploaded(), deleted)
      .when({ type: 'DeleteResume', data: { userId } })
      .thenThrows(ResumeNotFound, 'No resume to delete');
  });

  it('ignores the prompt template and preference events on the same stream', () => {
    const others: SettingsEvent[] = [
      { type: 'PromptTemplateChanged', data: { userId, promptTemplate: 'Hi {{firstName}}' } },
      { type: 'FooterTemplateChanged', data: { userId, footerTemplate: 'Bye' } },
      { type: 'SettingToggled', data: { userId, setting: 'h1b_only', enabled: true } },
      { type: 'AutopilotSettingsChanged', data: { userId, jobScoreThreshold: 3 } },
    ];
    expect([linkedinSet(profile), ...others].reduce(evolve, initialState())).toEqual(
      evolve(initialState(), linkedinSet(profile)),
    );
  });

  it('keeps the current resume keys in its state so replaced files can be removed', () => {
    const state = [uploaded(), uploaded({ storageKey: 'k2', textStorageKey: 't2', sha256: 'bb' })].reduce(
      evolve,
      initialState(),
    );
    expect(state.resume).toMatchObject({ storageKey: 'k2', textStorageKey: 't2' });
    expect([uploaded(), deleted].reduce(evolve, initialState()).resume).toBeNull();
  });

  describe('LinkedIn data', () => {
    const ada: LinkedInData = {
      ...emptyLinkedInData(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Analyst',
      skills: [{ name: 'Mathematics' }],
      positions: [
        {
          title: 'Analyst',
          companyName: 'Analytical Engine',
          location: 'London',
          startedOn: 'Jan 1842',
          finishedOn: '',
          description: 'Notes\non the engine',
        },
      ],
    };
    const edited = (linkedinData: LinkedInData | null, source: 'editor' | 'linkedin_export' = 'editor') =>
      ({ type: 'LinkedInDataEdited', data: { userId, linkedinData, source } }) as const;
    const edit = (linkedinData: LinkedInData | null, source: 'editor' | 'linkedin_export' = 'editor') =>
      ({ type: 'EditLinkedInData', data: { userId, linkedinData, source } }) as const;
    const mergeOf = (linkedinExport: LinkedInExport) =>
      ({ type: 'MergeLinkedInExport', data: { userId, linkedinExport } }) as const;

    it('records the details with their source, every text trimmed and a blank picture as null', () => {
      given()
        .when(edit({ ...ada, firstName: '  Ada ', profilePicture: '  ' }, 'linkedin_export'))
        .then([edited(ada, 'linkedin_export')]);
    });

    it('records nothing when the details are unchanged, whatever their source', () => {
      given(edited(ada))
        .when(edit({ ...ada, headline: ' Analyst ' }, 'linkedin_export'))
        .then([]);
    });

    it('clears the details, and clearing them again records nothing', () => {
      given(edited(ada))
        .when(edit(null))
        .then([edited(null)]);
      given().when(edit(null)).then([]);
    });

    it('refuses details over the limits or with a picture that is no web URL, naming the field', () => {
      given()
        .when(edit({ ...ada, skills: Array.from({ length: 201 }, (_, i) => ({ name: `s${i}` })) }))
        .thenThrows(LinkedInDataInvalid, 'linkedin_data.skills must have at most 200 entries');
      given()
        .when(edit({ ...ada, profilePicture: 'javascript:alert(1)' }))
        .thenThrows(LinkedInDataInvalid);
      given()
        .when(edit({ ...ada, headline: 'x'.repeat(301) }))
        .thenThrows(LinkedInDataInvalid, 'linkedin_data.headline must be at most 300 characters');
      given()
        .when(edit({ ...ada, skills: [{ name: 'a\u0000b' }] }))
        .thenThrows(LinkedInDataInvalid, 'linkedin_data.skills.0.name must not contain control characters');
    });

    it('lays an export over the details it is decided on, keeping what the export does not cover', () => {
      const skills = [{ name: 'Algorithms' }];
      given(edited({ ...ada, username: 'ada-l' }))
        .when(mergeOf({ skills }))
        .then([edited({ ...ada, username: 'ada-l', skills }, 'linkedin_export')]);
      given(edited(ada))
        .when(mergeOf({ skills: ada.skills }))
        .then([]);
    });

    it('refuses an export whose merged details break a rule', () => {
      given()
        .when(mergeOf({ skills: Array.from({ length: 201 }, (_, i) => ({ name: `s${i}` })) }))
        .thenThrows(LinkedInExportMalformed, 'files: the imported data breaks a rule');
    });
  });

  describe('custom URLs', () => {
    const add = (urlId: string, name: string, url: string, includeInEmails = true) =>
      ({ type: 'AddCustomUrl', data: { userId, urlId, name, url, includeInEmails } }) as const;
    const added = (urlId: string, name: string, url: string, includeInEmails = true): SettingsEvent => ({
      type: 'CustomUrlAdded',
      data: { userId, urlId, name, url, includeInEmails },
    });
    const github = added('u1', 'GitHub', 'https://github.com/ada');

    it('adds a URL lower-cased and trimmed, with its name trimmed', () => {
      given()
        .when(add('u1', '  GitHub ', '  HTTPS://GitHub.com/Ada  '))
        .then([github]);
    });

    it('refuses a blank name, a blank URL and a URL without http(s), with the spec messages', () => {
      given()
        .when(add('u1', '  ', 'https://a.dev'))
        .thenThrows(CustomUrlInvalid, CUSTOM_URL_NAME_REQUIRED_MESSAGE);
      given()
        .when(add('u1', 'Blog', ' '))
        .thenThrows(CustomUrlInvalid, CUSTOM_URL_REQUIRED_MESSAGE);
      given()
        .when(add('u1', 'Blog', 'ada.dev'))
        .thenThrows(CustomUrlInvalid, CUSTOM_URL_SCHEME_MESSAGE);
      given()
        .when(add('u1', 'Blog', 'ftp://ada.dev'))
        .thenThrows(CustomUrlInvalid, CUSTOM_URL_SCHEME_MESSAGE);
    });

    it('refuses a URL already in the list and a 21st URL', () => {
      given(github)
        .when(add('u2', 'Code', 'https://GITHUB.com/ada'))
        .thenThrows(CustomUrlAlreadyAdded);
      const twenty = Array.from({ length: MAX_CUSTOM_URLS }, (_, i) =>
        added(`u${i}`, `L${i}`, `https://l${i}.dev`),
      );
      given(...twenty)
        .when(add('u99', 'One more', 'https://more.dev'))
        .thenThrows(CustomUrlLimitReached);
    });

    it('records nothing for a retried add of the same id', () => {
      given(github)
        .when(add('u1', 'GitHub', 'https://github.com/ada'))
        .then([]);
    });

    it('toggles whether a URL goes into e-mails, and records nothing when unchanged', () => {
      const toggle = (includeInEmails: boolean) =>
        ({ type: 'ToggleCustomUrl', data: { userId, urlId: 'u1', includeInEmails } }) as const;
      given(github)
        .when(toggle(false))
        .then([{ type: 'CustomUrlToggled', data: { userId, urlId: 'u1', includeInEmails: false } }]);
      given(github).when(toggle(true)).then([]);
      const state = [
        github,
        { type: 'CustomUrlToggled', data: { userId, urlId: 'u1', includeInEmails: false } },
      ].reduce((acc, e) => evolve(acc, e as SettingsEvent), initialState());
      expect(state.customUrls).toEqual([
        { id: 'u1', name: 'GitHub', url: 'https://github.com/ada', includeInEmails: false },
      ]);
    });

    it('removes a URL; an unknown id is a not-found for toggle and remove', () => {
      const remove = { type: 'RemoveCustomUrl', data: { userId, urlId: 'u1' } } as const;
      given(github)
        .when(remove)
        .then([{ type: 'CustomUrlRemoved', data: { userId, urlId: 'u1' } }]);
      given(github, { type: 'CustomUrlRemoved', data: { userId, urlId: 'u1' } })
        .when(remove)
        .thenThrows(CustomUrlNotFound);
      given()
        .when({ type: 'ToggleCustomUrl', data: { userId, urlId: 'nope', includeInEmails: false } })
        .thenThrows(CustomUrlNotFound);
    });
  });

  describe('documents', () => {
    const doc = (
      documentId: string,
      overrides: Partial<DocumentUploaded['data']> = {},
    ): DocumentUploaded['data'] => ({
      userId,
      documentId,
      name: `Doc ${documentId}`,
      fileName: `${documentId}.pdf`,
      storageKey: `users/user-1/documents/${documentId}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 2048,
      sha256: documentId,
      ...overrides,
    });
    const uploadedDoc = (documentId: string): SettingsEvent => ({
      type: 'DocumentUploaded',
      data: doc(documentId),
    });
    const selected = (...documentIds: string[]): SettingsEvent => ({
      type: 'SelectedDocumentsChanged',
      data: { userId, documentIds },
    });
    const select = (...documentIds: string[]) =>
      ({ type: 'SelectDocuments', data: { userId, documentIds } }) as const;

    it('records an uploaded document with its name trimmed', () => {
      given()
        .when({ type: 'UploadDocument', data: doc('d1', { name: '  Cover letter ' }) })
        .then([{ type: 'DocumentUploaded', data: doc('d1', { name: 'Cover letter' }) }]);
    });

    it('records nothing for a retried upload of the same id', () => {
      given(uploadedDoc('d1'))
        .when({ type: 'UploadDocument', data: doc('d1') })
        .then([]);
    });

    it('refuses a document too large, without a name, or beyond the limit of documents', () => {
      given()
        .when({ type: 'UploadDocument', data: doc('d1', { sizeBytes: MAX_DOCUMENT_BYTES + 1 }) })
        .thenThrows(DocumentTooLarge);
      given()
        .when({ type: 'UploadDocument', data: doc('d1', { name: ' ' }) })
        .thenThrows(DocumentNameInvalid, 'Please provide a name for the document');
      given()
        .when({ type: 'UploadDocument', data: doc('d1', { name: 'n'.repeat(121) }) })
        .thenThrows(DocumentNameInvalid);
      const full = Array.from({ length: MAX_DOCUMENTS }, (_, i) => uploadedDoc(`d${i}`));
      given(...full)
        .when({ type: 'UploadDocument', data: doc('extra') })
        .thenThrows(DocumentLimitReached);
    });

    it('deletes a document and keeps its storage key in the state it was decided on', () => {
      const state = [uploadedDoc('d1'), uploadedDoc('d2')].reduce(evolve, initialState());
      expect(decide({ type: 'DeleteDocument', data: { userId, documentId: 'd1' } }, state)).toEqual([
        { type: 'DocumentDeleted', data: { userId, documentId: 'd1' } },
      ]);
      expect(state.documents.find((d) => d.id === 'd1')?.storageKey).toBe('users/user-1/documents/d1.pdf');
    });

    it('refuses to delete an unknown or already deleted document', () => {
      given()
        .when({ type: 'DeleteDocument', data: { userId, documentId: 'd1' } })
        .thenThrows(DocumentNotFound);
      given(uploadedDoc('d1'), { type: 'DocumentDeleted', data: { userId, documentId: 'd1' } })
        .when({ type: 'DeleteDocument', data: { userId, documentId: 'd1' } })
        .thenThrows(DocumentNotFound);
    });

    it('selects own documents in the given order without duplicates, and ignores an unchanged selection', () => {
      given(uploadedDoc('d1'), uploadedDoc('d2'))
        .when(select('d2', 'd1', 'd2'))
        .then([selected('d2', 'd1')]);
      given(uploadedDoc('d1'), selected('d1')).when(select('d1')).then([]);
      given(uploadedDoc('d1'), selected('d1')).when(select()).then([selected()]);
    });

    it('refuses a selection naming documents the user does not have, listing them', () => {
      given(uploadedDoc('d1'))
        .when(select('d1', 'someone-elses', 'gone'))
        .thenThrows(
          SelectedDocumentsUnknown,
          'selected_documents: not among your documents: someone-elses, gone',
        );
    });

    it('takes a deleted document out of the selection', () => {
      const state = [
        uploadedDoc('d1'),
        uploadedDoc('d2'),
        selected('d1', 'd2'),
        { type: 'DocumentDeleted', data: { userId, documentId: 'd1' } } as SettingsEvent,
      ].reduce(evolve, initialState());
      expect(state.selectedDocuments).toEqual(['d2']);
      expect(state.documents.map((d) => d.id)).toEqual(['d2']);
      expect(decide(select('d2'), state)).toEqual([]);
    });
  });
});
