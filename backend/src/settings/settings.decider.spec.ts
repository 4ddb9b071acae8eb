import { SettingsCommand, decide, evolve, initialState } from './settings.decider';
import type { ResumeUploaded, SettingsEvent } from './settings.events';
import { ResumeFileTooLarge, ResumeNotFound, ResumeUnreadable } from './settings.errors';
import { MAX_RESUME_BYTES } from './profile-rules.schemas';

const given = (...events: SettingsEvent[]) => ({
  when: (command: SettingsCommand) => ({
    then: (expected: SettingsEvent[]) =>
      expect(decide(command, events.reduce(evolve, initialState()))).toEqual(expected),
    thenThrows: (error: new (...args: never[]) => Error, message?: string) =>
      expect(() => decide(command, events.reduce(evolve, initialState()))).toThrow(
        message ? expect.objectContaining({ constructor: error, message }) : error,
      ),
  }),
});

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

describe('settings decider', () => {
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

  it('keeps the current resume keys in its state so replaced files can be removed', () => {
    const state = [uploaded(), uploaded({ storageKey: 'k2', textStorageKey: 't2', sha256: 'bb' })].reduce(
      evolve,
      initialState(),
    );
    expect(state.resume).toMatchObject({ storageKey: 'k2', textStorageKey: 't2' });
    expect([uploaded(), deleted].reduce(evolve, initialState()).resume).toBeNull();
  });
});
