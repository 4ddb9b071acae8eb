import { contactIdFor } from './contact-id';
import { deciderSpec } from '../platform/testing/decider-spec';
import { contactDecider, evolve, initialState, type ContactCommand } from './contact.decider';
import { ContactAlreadyAdded, ContactNotFound, DocumentNotOwned } from './contact.errors';
import type { ContactDetails, ContactEvent, ContactSearchFields } from './contact.events';

const given = deciderSpec(contactDecider);

const details: ContactDetails = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.example',
  company: 'US Navy',
  jobTitle: 'Rear Admiral',
  location: null,
  whereMet: 'Conference',
  phone: null,
  linkedinUrl: null,
  companyUrl: null,
  position: null,
  seniority: 'executive',
  department: null,
  twitter: null,
  tags: ['cobol'],
  connectionStrength: 0.5,
};
const contactId = contactIdFor('ada', details.email);
const ids = { contactId, userId: 'ada' };
const created: ContactEvent = { type: 'ContactCreated', data: { ...ids, ...details } };
const deleted: ContactEvent = { type: 'ContactDeleted', data: ids };

describe('contact decider', () => {
  it('creates a contact for its owner', () => {
    given()
      .when({ type: 'CreateContact', data: { ...ids, details } })
      .then([created]);
  });

  it('refuses a second contact with an e-mail the user already added', () => {
    given(created)
      .when({ type: 'CreateContact', data: { ...ids, details: { ...details, firstName: 'G.' } } })
      .thenThrows(ContactAlreadyAdded);
  });

  it('names the e-mail in the already-added message', () => {
    given(created)
      .when({ type: 'CreateContact', data: { ...ids, details } })
      .thenThrows(ContactAlreadyAdded, 'A contact with the email grace@navy.example is already added.');
  });

  it('lets a deleted contact be added again', () => {
    given(created, deleted)
      .when({ type: 'CreateContact', data: { ...ids, details } })
      .then([created]);
  });

  it('deletes the owner’s contact', () => {
    given(created).when({ type: 'DeleteContact', data: ids }).then([deleted]);
  });

  it('answers another user’s contact as not found', () => {
    given(created)
      .when({ type: 'DeleteContact', data: { contactId, userId: 'bob' } })
      .thenThrows(ContactNotFound);
  });

  it('refuses to delete a contact that does not exist or was deleted', () => {
    given().when({ type: 'DeleteContact', data: ids }).thenThrows(ContactNotFound);
    given(created, deleted).when({ type: 'DeleteContact', data: ids }).thenThrows(ContactNotFound);
  });

  it('records only the fields an update changes', () => {
    given(created)
      .when({ type: 'UpdateContact', data: { ...ids, changes: { jobTitle: 'Admiral', tags: ['cobol'] } } })
      .then([{ type: 'ContactUpdated', data: { ...ids, jobTitle: 'Admiral' } }]);
  });

  it('records nothing for an update that changes nothing', () => {
    given(created)
      .when({
        type: 'UpdateContact',
        data: { ...ids, changes: { company: 'US Navy', connectionStrength: 0.5 } },
      })
      .then([]);
  });

  it('refuses to update another user’s contact', () => {
    given(created)
      .when({ type: 'UpdateContact', data: { contactId, userId: 'bob', changes: { company: 'IBM' } } })
      .thenThrows(ContactNotFound);
  });

  it('folds an update into the contact it changes', () => {
    const state = [
      created,
      { type: 'ContactUpdated', data: { ...ids, company: 'Remington Rand' } } as ContactEvent,
    ].reduce(evolve, initialState());
    expect(state.details).toEqual({ ...details, company: 'Remington Rand' });
  });
});

describe('contact decider: import and attached documents', () => {
  const imported: ContactEvent = { type: 'ContactImported', data: { ...ids, importId: 'imp-1', ...details } };
  const attach = (
    documentId: string,
    extra: Partial<{ userId: string; documentOwnedByCaller: boolean }> = {},
  ) =>
    ({
      type: 'AttachDocument',
      data: { ...ids, documentId, documentOwnedByCaller: true, ...extra },
    }) as ContactCommand;
  const attached = (documentId: string): ContactEvent => ({
    type: 'DocumentAttached',
    data: { ...ids, documentId },
  });

  it('imports a row as a new contact, naming its import', () => {
    given()
      .when({ type: 'ImportContact', data: { ...ids, importId: 'imp-1', details } })
      .then([imported]);
  });

  it('refuses to import an e-mail the user already added, by hand or by an earlier import', () => {
    given(created)
      .when({ type: 'ImportContact', data: { ...ids, importId: 'imp-2', details } })
      .thenThrows(ContactAlreadyAdded);
    given(imported)
      .when({ type: 'ImportContact', data: { ...ids, importId: 'imp-2', details } })
      .thenThrows(ContactAlreadyAdded);
    given(imported)
      .when({ type: 'CreateContact', data: { ...ids, details } })
      .thenThrows(ContactAlreadyAdded);
  });

  it('imports a contact again after it was deleted', () => {
    given(created, deleted)
      .when({ type: 'ImportContact', data: { ...ids, importId: 'imp-1', details } })
      .then([imported]);
  });

  it('attaches one of the caller’s documents to an imported or created contact', () => {
    given(imported)
      .when(attach('doc-1'))
      .then([attached('doc-1')]);
    given(created, attached('doc-1'))
      .when(attach('doc-2'))
      .then([attached('doc-2')]);
  });

  it('records nothing when the document is already attached', () => {
    given(created, attached('doc-1')).when(attach('doc-1')).then([]);
  });

  it('refuses a document that is not one of the caller’s settings documents', () => {
    given(created)
      .when(attach('doc-x', { documentOwnedByCaller: false }))
      .thenThrows(DocumentNotOwned);
  });

  it('answers another user’s, a missing or a deleted contact as not found, before looking at the document', () => {
    given(created)
      .when(attach('doc-1', { userId: 'bob' }))
      .thenThrows(ContactNotFound);
    given()
      .when(attach('doc-1', { documentOwnedByCaller: false }))
      .thenThrows(ContactNotFound);
    given(created, deleted).when(attach('doc-1')).thenThrows(ContactNotFound);
  });

  it('forgets attached documents when the contact is deleted and added again', () => {
    given(created, attached('doc-1'), deleted, created)
      .when(attach('doc-1'))
      .then([attached('doc-1')]);
  });
});

describe('contact decider: saved from a contact search', () => {
  const search: ContactSearchFields = {
    similarityScore: 0.72,
    matches: { job_title: { score: 0.5, terms: ['engineer'] } },
    sources: ['https://navy.example/team'],
    verificationStatus: 'valid',
    verificationDate: '2026-01-05',
    emailType: 'personal',
    confidence: 91,
    linkedinDataFetched: false,
  };
  const searchDetails = { ...details, whereMet: 'Contact Search', tags: [], connectionStrength: 0 };
  const save: ContactCommand = { type: 'SaveContact', data: { ...ids, details: searchDetails, search } };
  const saved: ContactEvent = { type: 'ContactSaved', data: { ...ids, ...searchDetails, ...search } };
  const unsaved: ContactEvent = { type: 'ContactUnsaved', data: ids };

  it('saves a person from a search with what the search knew', () => {
    given().when(save).then([saved]);
  });

  it('keeps the search fields in the state, and the details like a created contact', () => {
    const state = [saved].reduce(evolve, initialState());
    expect(state).toMatchObject({ exists: true, details: searchDetails, search });
  });

  it('refuses to save an e-mail the user already has, however it was added', () => {
    given(created).when(save).thenThrows(ContactAlreadyAdded);
    given(saved).when(save).thenThrows(ContactAlreadyAdded);
    given(saved)
      .when({ type: 'CreateContact', data: { ...ids, details } })
      .thenThrows(ContactAlreadyAdded);
  });

  it('unsaves, rather than deletes, a contact saved from a search', () => {
    given(saved).when({ type: 'DeleteContact', data: ids }).then([unsaved]);
    given(saved, { type: 'ContactUpdated', data: { ...ids, company: 'IBM' } })
      .when({ type: 'DeleteContact', data: ids })
      .then([unsaved]);
  });

  it('deletes a contact whose last creation was by hand, even if it was once saved from a search', () => {
    given(saved, unsaved, created).when({ type: 'DeleteContact', data: ids }).then([deleted]);
  });

  it('saves a contact again after it was unsaved or deleted', () => {
    given(saved, unsaved).when(save).then([saved]);
    given(created, deleted).when(save).then([saved]);
  });

  it('refuses to unsave another user’s or an unsaved contact', () => {
    given(saved)
      .when({ type: 'DeleteContact', data: { contactId, userId: 'bob' } })
      .thenThrows(ContactNotFound);
    given(saved, unsaved).when({ type: 'DeleteContact', data: ids }).thenThrows(ContactNotFound);
  });
});

describe('contact ids', () => {
  it('derive one id per owner and e-mail, whatever its case and spacing', () => {
    expect(contactIdFor('ada', ' Grace@Navy.Example ')).toBe(contactId);
    expect(contactIdFor('bob', details.email)).not.toBe(contactId);
    expect(contactId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
