import { deciderSpec } from '../platform/testing/decider-spec';
import { draftDecider, type DraftCommand, type DraftContact } from './draft.decider';
import {
  DraftAlreadyExists,
  DraftAlreadySent,
  DraftContactMismatch,
  DraftContactNotFound,
  DraftNotFound,
  DraftTooLong,
  DraftWasDeleted,
  EmptyDraft,
} from './draft.errors';
import type { DraftEvent } from './draft.events';

const given = deciderSpec(draftDecider);

const draftId = 'd1';
const contact: DraftContact = {
  contactId: 'c1',
  email: 'grace@navy.example',
  name: 'Grace Hopper',
  company: 'US Navy',
};
const save = (
  changes: Partial<{ subject: string; body: string; contact: DraftContact | null }> = {},
): DraftCommand => ({
  type: 'SaveDraft',
  data: {
    draftId,
    userId: 'ada',
    contact,
    subject: 'Hello',
    body: 'Hi Grace,<br>Coffee?',
    messageType: 'Connection Request',
    tone: 'Professional',
    source: 'manual',
    ...changes,
  },
});
const saved: DraftEvent = {
  type: 'DraftSaved',
  data: {
    draftId,
    userId: 'ada',
    contactId: 'c1',
    contactEmail: 'grace@navy.example',
    contactName: 'Grace Hopper',
    company: 'US Navy',
    subject: 'Hello',
    body: 'Hi Grace,<br>Coffee?',
    messageType: 'Connection Request',
    tone: 'Professional',
    source: 'manual',
  },
};
const edit = (
  userId: string,
  data: { subject?: string; body?: string; contactId?: string },
): DraftCommand => ({
  type: 'EditDraft',
  data: { draftId, userId, ...data },
});
const remove = (userId: string): DraftCommand => ({ type: 'DeleteDraft', data: { draftId, userId } });
const markSent = (userId: string, messageId = 'm1'): DraftCommand => ({
  type: 'MarkDraftSent',
  data: { draftId, userId, messageId },
});
const deleted: DraftEvent = { type: 'DraftDeleted', data: { draftId, userId: 'ada' } };
const sent: DraftEvent = { type: 'DraftSent', data: { draftId, userId: 'ada', messageId: 'm1' } };

describe('draft decider', () => {
  describe('saving', () => {
    it('saves a draft with the contact’s e-mail, name and company copied in', () => {
      given().when(save()).then([saved]);
    });

    it('saves a draft with only a subject, or only a body', () => {
      given()
        .when(save({ body: '' }))
        .then([{ ...saved, data: { ...saved.data, body: '' } } as DraftEvent]);
      given()
        .when(save({ subject: '' }))
        .then([{ ...saved, data: { ...saved.data, subject: '' } } as DraftEvent]);
    });

    it('refuses a draft whose subject and body are both blank with the spec’s message', () => {
      given()
        .when(save({ subject: '  ', body: '' }))
        .thenThrows(EmptyDraft, 'Cannot save empty draft.');
    });

    it('counts a body of only tags, line breaks and no-break spaces as blank', () => {
      given()
        .when(save({ subject: '', body: '<p><br>&nbsp; </p><br>' }))
        .thenThrows(EmptyDraft);
    });

    it('refuses a draft for a contact the caller does not have', () => {
      given()
        .when(save({ contact: null }))
        .thenThrows(DraftContactNotFound, 'Contact not found');
    });

    it('refuses a stored body or subject over the limits, naming the field', () => {
      given()
        .when(save({ body: 'x'.repeat(50_001) }))
        .thenThrows(DraftTooLong, 'body must be at most 50000 characters');
      given()
        .when(save({ subject: 'x'.repeat(301) }))
        .thenThrows(DraftTooLong, 'subject must be at most 300 characters');
    });

    it('refuses a second save under an id already used', () => {
      given(saved).when(save()).thenThrows(DraftAlreadyExists);
      given(saved, deleted).when(save()).thenThrows(DraftAlreadyExists);
    });
  });

  describe('editing', () => {
    it('records the new subject and body', () => {
      given(saved)
        .when(edit('ada', { subject: 'Hi', body: 'New body' }))
        .then([{ type: 'DraftEdited', data: { draftId, userId: 'ada', subject: 'Hi', body: 'New body' } }]);
    });

    it('keeps what an edit leaves out', () => {
      given(saved)
        .when(edit('ada', { body: 'Only the body' }))
        .then([
          { type: 'DraftEdited', data: { draftId, userId: 'ada', subject: 'Hello', body: 'Only the body' } },
        ]);
    });

    it('records nothing when nothing changed', () => {
      given(saved)
        .when(edit('ada', { subject: 'Hello', body: 'Hi Grace,<br>Coffee?' }))
        .then([]);
      given(saved).when(edit('ada', {})).then([]);
    });

    it('accepts the draft’s own contact id and refuses another', () => {
      given(saved)
        .when(edit('ada', { subject: 'Hi', contactId: 'c1' }))
        .then([
          { type: 'DraftEdited', data: { draftId, userId: 'ada', subject: 'Hi', body: saved.data.body } },
        ]);
      given(saved)
        .when(edit('ada', { subject: 'Hi', contactId: 'c2' }))
        .thenThrows(DraftContactMismatch);
    });

    it('refuses an edit that would leave the draft empty', () => {
      given(saved)
        .when(edit('ada', { subject: '', body: '' }))
        .thenThrows(EmptyDraft, 'Cannot save empty draft.');
    });

    it('answers another user’s draft, or none, as not found', () => {
      given(saved)
        .when(edit('bob', { subject: 'Mine now' }))
        .thenThrows(DraftNotFound);
      given()
        .when(edit('ada', { subject: 'Hi' }))
        .thenThrows(DraftNotFound);
      given(saved, deleted)
        .when(edit('bob', { subject: 'Hi' }))
        .thenThrows(DraftNotFound);
    });

    it('refuses to edit a sent or a deleted draft, saying which', () => {
      given(saved, sent)
        .when(edit('ada', { subject: 'Late' }))
        .thenThrows(DraftAlreadySent, 'already sent');
      given(saved, deleted)
        .when(edit('ada', { subject: 'Late' }))
        .thenThrows(DraftWasDeleted, 'was deleted');
    });
  });

  describe('deleting', () => {
    it('deletes the owner’s draft', () => {
      given(saved).when(remove('ada')).then([deleted]);
    });

    it('answers another user’s draft as not found', () => {
      given(saved).when(remove('bob')).thenThrows(DraftNotFound);
    });

    it('refuses to delete a draft twice or once sent', () => {
      given(saved, deleted).when(remove('ada')).thenThrows(DraftWasDeleted);
      given(saved, sent).when(remove('ada')).thenThrows(DraftAlreadySent);
    });
  });

  describe('marking sent', () => {
    it('marks the owner’s draft sent as the message', () => {
      given(saved).when(markSent('ada')).then([sent]);
    });

    it('changes nothing when the same message is recorded again', () => {
      given(saved, sent).when(markSent('ada', 'm1')).then([]);
    });

    it('refuses to send a draft a second time as another message', () => {
      given(saved, sent).when(markSent('ada', 'm2')).thenThrows(DraftAlreadySent);
    });

    it('refuses a deleted draft, and another user’s', () => {
      given(saved, deleted).when(markSent('ada')).thenThrows(DraftWasDeleted);
      given(saved).when(markSent('bob')).thenThrows(DraftNotFound);
      given(saved, sent).when(markSent('bob', 'm1')).thenThrows(DraftNotFound);
    });
  });
});
