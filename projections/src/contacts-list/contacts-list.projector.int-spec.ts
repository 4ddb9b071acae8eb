import { projectorTestbed } from '../runner/testing/projector-testbed';
import { contactsListProjector, contactsListTable } from './contacts-list.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  contactsListProjector,
  contactsListTable,
  { category: 'contact', key: 'contactId', year: 2026, schemaVersion: 1 },
);

const details = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Tester',
  email: `${firstName.toLowerCase()}@example.com`,
  company: 'Acme',
  jobTitle: null,
  location: null,
  whereMet: null,
  phone: null,
  linkedinUrl: null,
  companyUrl: null,
  position: null,
  seniority: null,
  department: null,
  twitter: null,
  tags: [],
  connectionStrength: 0,
  ...extra,
});
const created = (contactId: string, userId: string, firstName: string, extra: Record<string, unknown> = {}) =>
  recorded('ContactCreated', { contactId, userId, ...details(firstName, extra) });
const updated = (contactId: string, userId: string, changes: Record<string, unknown>) =>
  recorded('ContactUpdated', { contactId, userId, ...changes });
const deleted = (contactId: string, userId: string) => recorded('ContactDeleted', { contactId, userId });
const imported = (
  contactId: string,
  userId: string,
  firstName: string,
  extra: Record<string, unknown> = {},
) => recorded('ContactImported', { contactId, userId, importId: 'import-1', ...details(firstName, extra) });
const attached = (contactId: string, userId: string, documentId: string) =>
  recorded('DocumentAttached', { contactId, userId, documentId });
const searchFields = {
  similarityScore: 0.83,
  matches: { job_title: { score: 0.6, terms: ['engineer'] } },
  sources: ['https://acme.example/team'],
  verificationStatus: 'valid',
  verificationDate: '2026-01-03',
  emailType: 'personal',
  confidence: 94,
  linkedinDataFetched: false,
};
const saved = (contactId: string, userId: string, firstName: string) =>
  recorded('ContactSaved', {
    contactId,
    userId,
    ...details(firstName, { whereMet: 'Contact Search' }),
    ...searchFields,
  });
const unsaved = (contactId: string, userId: string) => recorded('ContactUnsaved', { contactId, userId });

describe('contacts list projector', () => {
  it('keeps one row per contact with its owner and every field, keyed for pushes by owner', async () => {
    const schema = await freshSchema();
    const grace = created('c1', 'ada', 'Grace', {
      jobTitle: 'Admiral',
      position: 'Rear Admiral',
      tags: ['cobol', 'navy'],
      connectionStrength: 0.7,
    });
    const { keys } = await apply(schema, [grace, created('c2', 'bob', 'Alan')]);

    expect(keys).toEqual(['ada', 'bob']);
    expect(await rows(schema)).toEqual([
      {
        contact_id: 'c1',
        user_id: 'ada',
        first_name: 'Grace',
        last_name: 'Tester',
        email: 'grace@example.com',
        company: 'Acme',
        job_title: 'Admiral',
        location: null,
        where_met: null,
        phone: null,
        linkedin_url: null,
        company_url: null,
        job_position: 'Rear Admiral',
        seniority: null,
        department: null,
        twitter: null,
        tags: ['cobol', 'navy'],
        connection_strength: 0.7,
        similarity_score: null,
        matches: null,
        sources: [],
        verification_status: null,
        verification_date: null,
        email_type: 'unknown',
        confidence: null,
        attached_document_ids: [],
        created_at: grace.metadata.recordedAt,
        updated_at: grace.metadata.recordedAt,
        position: grace.position,
      },
      expect.objectContaining({ contact_id: 'c2', user_id: 'bob', first_name: 'Alan' }),
    ]);
  });

  it('applies only the fields an update carries', async () => {
    const schema = await freshSchema();
    const grace = created('c1', 'ada', 'Grace', { jobTitle: 'Admiral' });
    const change = updated('c1', 'ada', { company: 'Remington Rand', position: 'Director' });
    await apply(schema, [grace]);
    await apply(schema, [change]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        company: 'Remington Rand',
        job_position: 'Director',
        job_title: 'Admiral',
        created_at: grace.metadata.recordedAt,
        updated_at: change.metadata.recordedAt,
      }),
    ]);
  });

  it('removes a deleted contact and lists it afresh when it is added again', async () => {
    const schema = await freshSchema();
    await apply(schema, [created('c1', 'ada', 'Grace'), created('c2', 'ada', 'Alan')]);
    const { keys } = await apply(schema, [deleted('c1', 'ada')]);
    expect(keys).toEqual(['ada']);
    expect((await rows(schema)).map((row) => row.contact_id)).toEqual(['c2']);

    const again = created('c1', 'ada', 'Grace', { company: 'Navy' });
    await apply(schema, [again]);
    expect((await rows(schema)).find((row) => row.contact_id === 'c1')).toMatchObject({
      company: 'Navy',
      created_at: again.metadata.recordedAt,
    });
  });

  it('lists an imported contact as it lists a created one, keyed by its owner', async () => {
    const schema = await freshSchema();
    const grace = imported('c1', 'ada', 'Grace', { seniority: 'senior', tags: ['csv'] });
    const { keys } = await apply(schema, [grace]);

    expect(keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        contact_id: 'c1',
        user_id: 'ada',
        first_name: 'Grace',
        email: 'grace@example.com',
        seniority: 'senior',
        tags: ['csv'],
        attached_document_ids: [],
        created_at: grace.metadata.recordedAt,
        position: grace.position,
      }),
    ]);
  });

  it('keeps each attached document once, in the order attached, and forgets them with the contact', async () => {
    const schema = await freshSchema();
    await apply(schema, [created('c1', 'ada', 'Grace'), attached('c1', 'ada', 'doc-1')]);
    const second = attached('c1', 'ada', 'doc-2');
    await apply(schema, [second, attached('c1', 'ada', 'doc-1')]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({ attached_document_ids: ['doc-1', 'doc-2'] }),
    ]);

    await apply(schema, [deleted('c1', 'ada'), imported('c1', 'ada', 'Grace')]);
    expect((await rows(schema)).map((row) => row.attached_document_ids)).toEqual([[]]);
  });

  it('lands the same rows whether a history comes in one batch or one event at a time', async () => {
    const history = [
      created('c1', 'ada', 'Grace'),
      updated('c1', 'ada', { tags: ['x'] }),
      created('c2', 'ada', 'Alan'),
      deleted('c1', 'ada'),
      created('c1', 'ada', 'Grace', { company: 'Navy' }),
      attached('c1', 'ada', 'doc-1'),
      deleted('c2', 'ada'),
      imported('c3', 'bob', 'Cy'),
      attached('c3', 'bob', 'doc-9'),
      attached('c3', 'bob', 'doc-9'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    expect(batched).toEqual([
      expect.objectContaining({
        contact_id: 'c1',
        company: 'Navy',
        tags: [],
        attached_document_ids: ['doc-1'],
      }),
      expect.objectContaining({ contact_id: 'c3', user_id: 'bob', attached_document_ids: ['doc-9'] }),
    ]);
  });

  it('lists a contact saved from a search with the search’s columns, and removes it when unsaved', async () => {
    const schema = await freshSchema();
    const grace = saved('c1', 'ada', 'Grace');
    const { keys } = await apply(schema, [grace]);
    expect(keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        contact_id: 'c1',
        where_met: 'Contact Search',
        similarity_score: 0.83,
        matches: { job_title: { score: 0.6, terms: ['engineer'] } },
        sources: ['https://acme.example/team'],
        verification_status: 'valid',
        verification_date: '2026-01-03',
        email_type: 'personal',
        confidence: 94,
        created_at: grace.metadata.recordedAt,
      }),
    ]);

    expect((await apply(schema, [unsaved('c1', 'ada')])).keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([]);

    const again = saved('c1', 'ada', 'Grace');
    await apply(schema, [again]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({ contact_id: 'c1', similarity_score: 0.83, position: again.position }),
    ]);
  });

  it('does not bring back an unsaved contact when its save is applied again', async () => {
    const history = [saved('c1', 'ada', 'Grace'), unsaved('c1', 'ada'), created('c2', 'ada', 'Alan')];
    const { once, after } = await reapplied(history, history.slice(0, 1));
    expect(once.map((row) => row.contact_id)).toEqual(['c2']);
    expect(after).toEqual(once);
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
  });

  it('ignores events it already applied, so a deleted contact is not brought back by a replay', async () => {
    const history = [
      created('c1', 'ada', 'Grace'),
      updated('c1', 'ada', { company: 'X' }),
      deleted('c1', 'ada'),
    ];
    const { once, after } = await reapplied(history, history.slice(0, 2));
    expect(once).toEqual([]);
    expect(after).toEqual([]);
  });
});
