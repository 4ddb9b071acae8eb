/**
 * The user's real actions the onboarding tour listens for (access document §4 Tour): each screen reports what the
 * user did, and the tour decides whether that completes its current step. Screens never know the tour's step.
 */
export type TourAction =
  | { type: 'resume-uploaded' }
  | { type: 'linkedin-entered'; url: string }
  | { type: 'companies-generated'; count: number }
  | { type: 'companies-selected'; count: number }
  | { type: 'contacts-search-started'; companies: number }
  | { type: 'contacts-found'; count: number }
  | { type: 'contacts-saved'; count: number }
  | { type: 'jobs-searched'; jobTitle: string }
  | { type: 'jobs-loaded'; count: number }
  | { type: 'jobs-selected'; count: number }
  | { type: 'jobs-saved'; count: number }
  | { type: 'message-generated' }
  | { type: 'drafts-viewed' }
  | { type: 'contact-selected'; contactId: string }
  | { type: 'conversation-viewed'; contactId: string };

const EVENT = 'tour-action';
const bus = new EventTarget();

/** Called by a screen when the user did something the tour may be waiting for. */
export function reportTourAction(action: TourAction): void {
  bus.dispatchEvent(new CustomEvent<TourAction>(EVENT, { detail: action }));
}

/** Listens for the screens' reports; returns the function that stops listening. */
export function onTourAction(listener: (action: TourAction) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<TourAction>).detail);
  bus.addEventListener(EVENT, handler);
  return () => bus.removeEventListener(EVENT, handler);
}
