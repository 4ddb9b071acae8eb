import { UnknownCommand, type Decider } from '../platform/commands/decider';
import { ContactAlreadyAdded, ContactNotFound, DocumentNotOwned } from './contact.errors';
import type { ContactDeleted, ContactDetails, ContactEvent, ContactSearchFields } from './contact.events';

export interface CreateContact {
  type: 'CreateContact';
  data: { contactId: string; userId: string; details: ContactDetails };
}

/** One row of a CSV import; the handler decides every row of a file, then appends them together. */
export interface ImportContact {
  type: 'ImportContact';
  data: { contactId: string; userId: string; importId: string; details: ContactDetails };
}

/** A person saved from a contact search: a contact like a created one, plus what the search knew. */
export interface SaveContact {
  type: 'SaveContact';
  data: { contactId: string; userId: string; details: ContactDetails; search: ContactSearchFields };
}

export interface AttachDocument {
  type: 'AttachDocument';
  data: {
    contactId: string;
    userId: string;
    documentId: string;
    /** Whether the document is one of the caller's settings documents (read by the handler from settings). */
    documentOwnedByCaller: boolean;
  };
}

export interface UpdateContact {
  type: 'UpdateContact';
  data: { contactId: string; userId: string; changes: Partial<Omit<ContactDetails, 'email'>> };
}

export interface DeleteContact {
  type: 'DeleteContact';
  data: ContactDeleted['data'];
}

export type ContactCommand =
  CreateContact | ImportContact | SaveContact | UpdateContact | DeleteContact | AttachDocument;

export interface ContactState {
  exists: boolean;
  contactId: string;
  userId: string;
  details: ContactDetails | null;
  /** Set when the contact was last created by saving it from a contact search; deleting it then unsaves it. */
  search: ContactSearchFields | null;
  attachedDocumentIds: string[];
}

export const initialState = (): ContactState => ({
  exists: false,
  contactId: '',
  userId: '',
  details: null,
  search: null,
  attachedDocumentIds: [],
});

/** ContactSearchFields' keys, each once (a key missing or extra does not compile): ContactSaved carries them beside the details. */
const SEARCH_FIELDS = {
  similarityScore: true,
  matches: true,
  sources: true,
  verificationStatus: true,
  verificationDate: true,
  emailType: true,
  confidence: true,
  linkedinDataFetched: true,
} as const satisfies Record<keyof ContactSearchFields, true>;

const isSearchField = (key: string): boolean => Object.hasOwn(SEARCH_FIELDS, key);

/** ContactSaved's data apart: the contact's details, and what the search knew about the person. */
function splitSearchFields(data: ContactDetails & ContactSearchFields): {
  details: ContactDetails;
  search: ContactSearchFields;
} {
  const entries = Object.entries(data);
  return {
    details: Object.fromEntries(entries.filter(([key]) => !isSearchField(key))) as ContactDetails,
    search: Object.fromEntries(entries.filter(([key]) => isSearchField(key))) as ContactSearchFields,
  };
}

export function evolve(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'ContactCreated': {
      const { contactId, userId, ...details } = event.data;
      return { exists: true, contactId, userId, details, search: null, attachedDocumentIds: [] };
    }
    case 'ContactImported': {
      const { contactId, userId, importId: _import, ...details } = event.data;
      return { exists: true, contactId, userId, details, search: null, attachedDocumentIds: [] };
    }
    case 'ContactSaved': {
      const { contactId, userId, ...saved } = event.data;
      const { details, search } = splitSearchFields(saved);
      return { exists: true, contactId, userId, details, search, attachedDocumentIds: [] };
    }
    case 'DocumentAttached':
      return state.attachedDocumentIds.includes(event.data.documentId)
        ? state
        : { ...state, attachedDocumentIds: [...state.attachedDocumentIds, event.data.documentId] };
    case 'ContactUpdated': {
      if (!state.details) return state;
      const { contactId: _id, userId: _user, ...changes } = event.data;
      return { ...state, details: { ...state.details, ...changes } };
    }
    case 'ContactDeleted':
    case 'ContactUnsaved':
      return { ...initialState(), contactId: state.contactId, userId: state.userId };
    default:
      return state;
  }
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function decide(command: ContactCommand, state: ContactState): ContactEvent[] {
  const { contactId, userId } = command.data;
  // Another user's contact does not exist for the caller, so it answers as a missing one.
  const ownedByCaller = state.exists && state.userId === userId;
  switch (command.type) {
    case 'CreateContact': {
      if (state.exists) throw new ContactAlreadyAdded(state.details?.email ?? command.data.details.email);
      return [{ type: 'ContactCreated', data: { contactId, userId, ...command.data.details } }];
    }
    case 'ImportContact': {
      if (state.exists) throw new ContactAlreadyAdded(state.details?.email ?? command.data.details.email);
      const { importId, details } = command.data;
      return [{ type: 'ContactImported', data: { contactId, userId, importId, ...details } }];
    }
    case 'SaveContact': {
      if (state.exists) throw new ContactAlreadyAdded(state.details?.email ?? command.data.details.email);
      const { details, search } = command.data;
      return [{ type: 'ContactSaved', data: { contactId, userId, ...details, ...search } }];
    }
    case 'AttachDocument': {
      if (!ownedByCaller) throw new ContactNotFound(contactId);
      const { documentId, documentOwnedByCaller } = command.data;
      if (!documentOwnedByCaller) throw new DocumentNotOwned(documentId);
      if (state.attachedDocumentIds.includes(documentId)) return [];
      return [{ type: 'DocumentAttached', data: { contactId, userId, documentId } }];
    }
    case 'UpdateContact': {
      if (!ownedByCaller || !state.details) throw new ContactNotFound(contactId);
      const current = state.details;
      const changes = Object.fromEntries(
        Object.entries(command.data.changes).filter(
          ([field, value]) =>
            value !== undefined && !sameValue(current[field as keyof ContactDetails], value),
        ),
      );
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'ContactUpdated', data: { contactId, userId, ...changes } }];
    }
    case 'DeleteContact': {
      if (!ownedByCaller) throw new ContactNotFound(contactId);
      // A contact saved from a search is unsaved: the search screen's Unsave and the contacts page's delete agree.
      return state.search
        ? [{ type: 'ContactUnsaved', data: { contactId, userId } }]
        : [{ type: 'ContactDeleted', data: { contactId, userId } }];
    }
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState,
  evolve,
  decide,
};
