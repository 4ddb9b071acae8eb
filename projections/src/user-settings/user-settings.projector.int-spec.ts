import { projectorTestbed } from '../runner/testing/projector-testbed';
import { userSettingsProjector, userSettingsTable } from './user-settings.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly } = projectorTestbed(
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
    const schema = await freshSchema();
    const history = [
      linkedin('fay', 'https://www.linkedin.com/in/fay'),
      uploaded('fay', 'a.pdf', 'f1'),
      portfolio('fay', 'https://fay.dev'),
      deleted('fay'),
      uploaded('fay', 'b.pdf', 'f2'),
    ];
    await apply(schema, history);
    const once = await rows(schema);

    const again = await apply(schema, history);
    await apply(schema, history.slice(1, 4));
    expect(again.keys).toEqual([]);
    expect(await rows(schema)).toEqual(once);
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
});
