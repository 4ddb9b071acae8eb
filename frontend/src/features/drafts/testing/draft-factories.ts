import { http, HttpResponse } from 'msw';
import type { Draft } from '../../../api/drafts.api';
import { server } from '../../../testing/msw-server';

let sequence = 0;

export function aDraft(overrides: Partial<Draft> = {}): Draft {
  sequence += 1;
  const id = overrides.id ?? `7d3e0c5a-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const body = overrides.body ?? `Body ${sequence}`;
  return {
    draft_id: id,
    id,
    contact_id: `c-${sequence}`,
    contact_email: `person${sequence}@example.com`,
    contact_name: `Person ${sequence}`,
    company: `Company ${sequence}`,
    subject: `Subject ${sequence}`,
    body,
    status: 'draft',
    message_type: 'Connection Request',
    tone: 'Professional',
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
    // As the server renders it: the body, then the default footer.
    preview: {
      html: `<div>${body}</div><p>Best regards,<br>Grace Hopper</p>`,
      text: `${body}\n\nBest regards,\nGrace Hopper`,
      attachments: [],
    },
    ...overrides,
  };
}

/**
 * A server holding drafts: GET /emails/drafts/all answers what is left, and the write handlers tests add
 * remove what they send or delete, so refetches after a write show the server's state.
 */
export function draftsServer(newDrafts: Draft[], earlierDrafts: Draft[] = []) {
  const state = { newDrafts: [...newDrafts], earlierDrafts: [...earlierDrafts] };
  const remove = (ids: string[]) => {
    state.newDrafts = state.newDrafts.filter((draft) => !ids.includes(draft.id));
    state.earlierDrafts = state.earlierDrafts.filter((draft) => !ids.includes(draft.id));
  };
  server.use(
    http.get('/emails/drafts/all', () =>
      HttpResponse.json({ new_drafts: state.newDrafts, earlier_drafts: state.earlierDrafts }),
    ),
    // Newest first, as the server answers: the lists above are each newest first, new before earlier.
    http.get('/emails/drafts', ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 10);
      return HttpResponse.json({ drafts: [...state.newDrafts, ...state.earlierDrafts].slice(0, limit) });
    }),
  );
  return { state, remove };
}
