/**
 * Every read model the projection runner builds, declared once: who is told when it changes and which of the
 * browser's cached reads a push refreshes. The projectors, the publisher and the browser all type against it.
 */

/**
 * The browser's RTK Query cache tags: those a push refreshes, and those only the browser's own calls provide and
 * invalidate (PublicConfig).
 */
export const CACHE_TAG_TYPES = [
  'Club',
  'ClubHistory',
  'PublicConfig',
  'AdminUser',
  'UserHistory',
  'Resume',
  'Settings',
  'Profile',
  'Subscription',
  'Onboarding',
  'Contact',
  'Conversation',
  'Draft',
  'Outbox',
  'SavedJob',
  'SearchHistory',
  'SavedSearch',
  'AutopilotTask',
  'Leaderboard',
  'Dashboard',
  'Campaign',
  'OutgoingActivity',
  'ContactMessage',
  'SiteAnalytics',
] as const;

export type CacheTagType = (typeof CACHE_TAG_TYPES)[number];

/**
 * Who receives a projection's pushes. 'owner': keys are user ids and each goes to `user:<key>` (keys null, "anything
 * may have changed", goes to every signed-in user); 'admins': the admins room; 'public': every socket; 'none': read
 * by the server only, never pushed.
 */
export type ProjectionAudience = 'owner' | 'admins' | 'public' | 'none';

export interface ProjectionDeclaration {
  readonly audience: ProjectionAudience;
  /** Cached reads a push refreshes whole. */
  readonly tags: readonly CacheTagType[];
  /** Cached reads tagged by the batch's keys: only those keys refresh (every one when keys is null). */
  readonly keyedTags?: readonly CacheTagType[];
}

export const PROJECTIONS = {
  // Keys are club codes: the admin's list, and the history of each club a batch touched.
  'clubs-list': { audience: 'admins', tags: ['Club'], keyedTags: ['ClubHistory'] },
  // Keys are user ids: the admin's user list, and the audit history of each user a batch touched.
  'users-list': { audience: 'admins', tags: ['AdminUser'], keyedTags: ['UserHistory'] },
  // The settings screen, the tour's resume and profile reads, the shell's LinkedIn picture, and the drafts' previews
  // (the footer, the links and the documents a send adds).
  // The dashboard's "upload your resume" action item too.
  'user-settings': { audience: 'owner', tags: ['Settings', 'Resume', 'Profile', 'Draft', 'Dashboard'] },
  'onboarding-status': { audience: 'owner', tags: ['Onboarding'] },
  // A user's list refetches when any of their contacts changed; open conversations read attached documents here;
  // the settings count the contacts kept.
  'contacts-list': { audience: 'owner', tags: ['Contact', 'Conversation', 'Settings'] },
  'drafts-list': { audience: 'owner', tags: ['Draft', 'Conversation'] },
  // Open and click counts shown in the conversation.
  'message-tracking': { audience: 'owner', tags: ['Conversation'] },
  // A send marks its draft sent through the conversation, and a simulated reply marks the outbox message replied.
  conversations: { audience: 'owner', tags: ['Conversation', 'Draft', 'Outbox'] },
  'saved-jobs': { audience: 'owner', tags: ['SavedJob'] },
  'company-searches': { audience: 'owner', tags: ['SearchHistory', 'SavedSearch'] },
  // Searches, company lists, drafts and messages counted against the plan, shown with the settings.
  'plan-usage': { audience: 'owner', tags: ['Settings'] },
  // A renewal, a failed payment or a downgrade applied at the cycle end arrives without the user doing anything.
  subscriptions: { audience: 'owner', tags: ['Subscription', 'Settings'] },
  // The task list, each task's detail and the scheduled retries: the process moves them without the user.
  'autopilot-tasks': { audience: 'owner', tags: ['AutopilotTask'] },
  // Every signed-in user sees one board: a batch that moved it names no keys, so it goes to every user's room; a
  // batch that did not (a registration, a switch of a user who never sent) names none and is pushed to nobody.
  leaderboard: { audience: 'owner', tags: ['Leaderboard'] },
  // The dashboard's metrics, action items and activity: a send, an open, a reply or a draft moves them.
  'outreach-metrics': { audience: 'owner', tags: ['Dashboard'] },
  // The Scheduled Campaigns card: a scheduler's send, a bounce pause or a completion moves a campaign without the user.
  // The dashboard's "campaign paused" action item too.
  'campaigns-list': { audience: 'owner', tags: ['Campaign', 'Dashboard'] },
  // The Outgoing Messages charts: a send, the user's own or a campaign's, adds to the hour it went in.
  'outgoing-activity': { audience: 'owner', tags: ['OutgoingActivity'] },
  // The admin's button_click counts.
  'site-analytics': { audience: 'admins', tags: ['SiteAnalytics'] },
  // Billing's reconciliation reads it; no screen does.
  'superseded-gateway-subscriptions': { audience: 'none', tags: [] },
  // The admin's Messages tab: a visitor's message, and its forwarding to support, arrive without the admin acting.
  'contact-messages': { audience: 'admins', tags: ['ContactMessage'] },
} as const satisfies Record<string, ProjectionDeclaration>;

export type ProjectionName = keyof typeof PROJECTIONS;

export const PROJECTION_NAMES = Object.keys(PROJECTIONS) as ProjectionName[];

export function isProjectionName(name: unknown): name is ProjectionName {
  return typeof name === 'string' && Object.hasOwn(PROJECTIONS, name);
}

export function projectionDeclaration(name: ProjectionName): ProjectionDeclaration {
  return PROJECTIONS[name];
}
