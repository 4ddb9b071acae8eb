import { projectorTestbed } from '../runner/testing/projector-testbed';
import { userSettingsProjector, userSettingsTable } from './user-settings.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  userSettingsProjector,
  userSettingsTable,
  { category: 'settings', key: 'userId', year: 2025, schemaVersion: 1 },
);

const linkedin = (userId: string, linkedinProfile: string | null) =>
  recorded('LinkedInProfileSet', { userId, linkedinProfile });
const portfolio = (userId: string, portfolioLink: string | null) =>
  recorded('PortfolioLinkSet', { userId, portfolioLink });
const uploaded = (userId: string, fileName: string, id: string, pageCount = 1) =>
  recorded('ResumeUploaded', {
    userId,
    fileName,
    storageKey: `users/${userId}/resume/${id}.pdf`,
    textStorageKey: `users/${userId}/resume/${id}.txt`,
    sizeBytes: 1000,
    pageCount,
    sha256: id,
    contentType: 'application/pdf',
  });
const deleted = (userId: string) => recorded('ResumeDeleted', { userId });
const document = (userId: string, documentId: string, name = `Doc ${documentId}`) =>
  recorded('DocumentUploaded', {
    userId,
    documentId,
    name,
    fileName: `${documentId}.pdf`,
    storageKey: `users/${userId}/documents/${documentId}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 2048,
    sha256: documentId,
  });
const documentDeleted = (userId: string, documentId: string) =>
  recorded('DocumentDeleted', { userId, documentId });
const selected = (userId: string, documentIds: string[]) =>
  recorded('SelectedDocumentsChanged', { userId, documentIds });
const urlAdded = (userId: string, urlId: string, url: string, includeInEmails = true) =>
  recorded('CustomUrlAdded', { userId, urlId, name: `Link ${urlId}`, url, includeInEmails });
const adaData = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: 'Analyst',
  profilePicture: 'https://pics.example/ada.png',
  username: 'ada',
  summary: 'Notes on the engine.',
  educations: [{ schoolName: 'Home', degreeName: '', fieldOfStudy: 'Mathematics' }],
  skills: [{ name: 'Mathematics' }],
  positions: [],
};

describe('user settings projector', () => {
  it("keeps one row per user with the links and the current resume's files", async () => {
    const schema = await freshSchema();
    const profile = linkedin('ada', 'https://www.linkedin.com/in/ada');
    const upload = uploaded('ada', 'cv.pdf', 'r1', 2);
    const link = portfolio('ada', 'https://ada.dev');
    const { keys } = await apply(schema, [profile, upload, link]);

    expect(keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([
      {
        user_id: 'ada',
        linkedin_profile: 'https://www.linkedin.com/in/ada',
        portfolio_link: 'https://ada.dev',
        resume_file_name: 'cv.pdf',
        resume_storage_key: 'users/ada/resume/r1.pdf',
        resume_text_storage_key: 'users/ada/resume/r1.txt',
        resume_page_count: 2,
        resume_uploaded_at: upload.metadata.recordedAt,
        linkedin_data: null,
        prompt_template: null,
        footer_template: null,
        custom_urls: [],
        documents: [],
        selected_documents: [],
        attach_documents: false,
        tracking_enabled: true,
        h1b_only: false,
        j1_only: false,
        show_on_leaderboard: true,
        job_score_threshold: 8,
        updated_at: link.metadata.recordedAt,
        position: link.position,
      },
    ]);
  });

  it('shows the newer resume after a replace, none after a delete, and keeps the links', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      linkedin('bob', 'https://uk.linkedin.com/in/bob'),
      uploaded('bob', 'old.pdf', 'r1'),
    ]);
    const newer = uploaded('bob', 'new.pdf', 'r2', 3);
    await apply(schema, [newer]);
    expect((await rows(schema))[0]).toMatchObject({
      resume_file_name: 'new.pdf',
      resume_text_storage_key: 'users/bob/resume/r2.txt',
      resume_page_count: 3,
      resume_uploaded_at: newer.metadata.recordedAt,
    });

    const removal = deleted('bob');
    await apply(schema, [removal]);
    expect((await rows(schema))[0]).toMatchObject({
      linkedin_profile: 'https://uk.linkedin.com/in/bob',
      resume_file_name: null,
      resume_storage_key: null,
      resume_text_storage_key: null,
      resume_page_count: null,
      resume_uploaded_at: null,
      updated_at: removal.metadata.recordedAt,
    });
  });

  it('stores a cleared link as null', async () => {
    const schema = await freshSchema();
    await apply(schema, [portfolio('cy', 'https://cy.dev'), linkedin('cy', 'https://linkedin.com/in/cy')]);
    await apply(schema, [portfolio('cy', null), linkedin('cy', null)]);
    expect((await rows(schema))[0]).toMatchObject({ portfolio_link: null, linkedin_profile: null });
  });

  it('keeps users apart and reports every user a batch touched', async () => {
    const schema = await freshSchema();
    const { keys } = await apply(schema, [
      uploaded('dee', 'dee.pdf', 'd1'),
      portfolio('eve', 'https://eve.dev'),
      deleted('dee'),
    ]);
    expect(keys?.sort()).toEqual(['dee', 'eve']);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({ user_id: 'dee', resume_file_name: null, portfolio_link: null }),
      expect.objectContaining({ user_id: 'eve', resume_file_name: null, portfolio_link: 'https://eve.dev' }),
    ]);
  });

  it('ignores events it has already applied, so re-applying a batch changes nothing', async () => {
    const history = [
      linkedin('fay', 'https://www.linkedin.com/in/fay'),
      uploaded('fay', 'a.pdf', 'f1'),
      portfolio('fay', 'https://fay.dev'),
      deleted('fay'),
      uploaded('fay', 'b.pdf', 'f2'),
    ];
    const { once, again, after } = await reapplied(history, history.slice(1, 4));
    expect(again.keys).toEqual([]);
    expect(after).toEqual(once);
    expect(once[0]).toMatchObject({ resume_file_name: 'b.pdf', portfolio_link: 'https://fay.dev' });
  });

  it('leaves the same rows whether events arrive in one batch or one at a time', async () => {
    const history = [
      uploaded('gus', 'one.pdf', 'g1'),
      linkedin('hal', 'https://www.linkedin.com/in/hal'),
      portfolio('gus', 'https://gus.dev'),
      uploaded('gus', 'two.pdf', 'g2'),
      deleted('gus'),
      linkedin('hal', null),
      uploaded('hal', 'hal.pdf', 'h1'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
  });

  it('keeps the LinkedIn details, the templates, the toggles and the threshold', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      recorded('LinkedInDataEdited', { userId: 'ida', linkedinData: adaData, source: 'linkedin_export' }),
      recorded('PromptTemplateChanged', { userId: 'ida', promptTemplate: 'Hi {{firstName}}' }),
      recorded('FooterTemplateChanged', { userId: 'ida', footerTemplate: 'Bye,\n{{firstName}}' }),
      recorded('SettingToggled', { userId: 'ida', setting: 'tracking_enabled', enabled: false }),
      recorded('SettingToggled', { userId: 'ida', setting: 'h1b_only', enabled: true }),
      recorded('SettingToggled', { userId: 'ida', setting: 'show_on_leaderboard', enabled: false }),
      recorded('AutopilotSettingsChanged', { userId: 'ida', jobScoreThreshold: 6 }),
    ]);
    expect((await rows(schema))[0]).toMatchObject({
      linkedin_data: adaData,
      prompt_template: 'Hi {{firstName}}',
      footer_template: 'Bye,\n{{firstName}}',
      attach_documents: false,
      tracking_enabled: false,
      h1b_only: true,
      j1_only: false,
      show_on_leaderboard: false,
      job_score_threshold: 6,
    });

    await apply(schema, [
      recorded('LinkedInDataEdited', { userId: 'ida', linkedinData: null, source: 'editor' }),
      recorded('PromptTemplateChanged', { userId: 'ida', promptTemplate: null }),
      recorded('FooterTemplateChanged', { userId: 'ida', footerTemplate: null }),
      recorded('SettingToggled', { userId: 'ida', setting: 'tracking_enabled', enabled: true }),
    ]);
    expect((await rows(schema))[0]).toMatchObject({
      linkedin_data: null,
      prompt_template: null,
      footer_template: null,
      tracking_enabled: true,
      h1b_only: true,
    });
  });

  it('keeps custom URLs in the order added, toggled and removed by id', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      urlAdded('jo', 'u1', 'https://github.com/jo'),
      urlAdded('jo', 'u2', 'https://jo.dev', false),
      urlAdded('jo', 'u3', 'https://blog.jo.dev'),
      recorded('CustomUrlToggled', { userId: 'jo', urlId: 'u1', includeInEmails: false }),
      recorded('CustomUrlRemoved', { userId: 'jo', urlId: 'u2' }),
    ]);
    expect((await rows(schema))[0].custom_urls).toEqual([
      { id: 'u1', name: 'Link u1', url: 'https://github.com/jo', include_in_emails: false },
      { id: 'u3', name: 'Link u3', url: 'https://blog.jo.dev', include_in_emails: true },
    ]);
  });

  it('lists documents with their upload time, and a deleted one leaves the selection too', async () => {
    const schema = await freshSchema();
    const first = document('kim', 'd1', 'Cover letter');
    await apply(schema, [first, document('kim', 'd2'), document('kim', 'd3'), selected('kim', ['d3', 'd1'])]);
    const before = (await rows(schema))[0];
    expect(before.documents[0]).toEqual({
      id: 'd1',
      name: 'Cover letter',
      filename: 'd1.pdf',
      content_type: 'application/pdf',
      size_bytes: 2048,
      uploaded_at: first.metadata.recordedAt,
      storage_key: 'users/kim/documents/d1.pdf',
    });
    expect(before.selected_documents).toEqual(['d3', 'd1']);

    await apply(schema, [documentDeleted('kim', 'd1')]);
    const after = (await rows(schema))[0];
    expect(after.documents.map((d) => d.id)).toEqual(['d2', 'd3']);
    expect(after.selected_documents).toEqual(['d3']);
  });

  it('leaves the same rows for the new events whether they arrive in one batch or one at a time', async () => {
    const history = [
      document('lee', 'd1'),
      urlAdded('lee', 'u1', 'https://lee.dev'),
      selected('lee', ['d1']),
      recorded('SettingToggled', { userId: 'lee', setting: 'attach_documents', enabled: true }),
      recorded('LinkedInDataEdited', { userId: 'lee', linkedinData: adaData, source: 'editor' }),
      documentDeleted('lee', 'd1'),
      recorded('CustomUrlToggled', { userId: 'lee', urlId: 'u1', includeInEmails: false }),
      recorded('AutopilotSettingsChanged', { userId: 'lee', jobScoreThreshold: 3 }),
      document('lee', 'd2'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    expect(batched[0]).toMatchObject({
      selected_documents: [],
      attach_documents: true,
      job_score_threshold: 3,
    });
  });
});
