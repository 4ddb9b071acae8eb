import { autopilotTasksProjector } from './autopilot-tasks/autopilot-tasks.projector';
import { campaignsListProjector } from './campaigns/campaigns-list.projector';
import { clubsListProjector } from './clubs-list/clubs-list.projector';
import { companySearchesProjector } from './company-searches/company-searches.projector';
import { contactMessagesProjector } from './contact-messages/contact-messages.projector';
import { contactsListProjector } from './contacts-list/contacts-list.projector';
import { conversationsProjector } from './conversations/conversations.projector';
import { draftsListProjector } from './drafts-list/drafts-list.projector';
import { leaderboardProjector } from './leaderboard/leaderboard.projector';
import { messageTrackingProjector } from './message-tracking/message-tracking.projector';
import { outgoingActivityProjector } from './outgoing-activity/outgoing-activity.projector';
import { outreachMetricsProjector } from './outreach-metrics/outreach-metrics.projector';
import { onboardingStatusProjector } from './onboarding-status/onboarding-status.projector';
import { planUsageProjector } from './plan-usage/plan-usage.projector';
import type { Projector } from './runner/projector';
import { siteAnalyticsProjector } from './site-analytics/site-analytics.projector';
import { savedJobsProjector } from './saved-jobs/saved-jobs.projector';
import { subscriptionsProjector } from './subscriptions/subscriptions.projector';
import { supersededGatewaySubscriptionsProjector } from './superseded-gateway-subscriptions/superseded-gateway-subscriptions.projector';
import { userSettingsProjector } from './user-settings/user-settings.projector';
import { usersListProjector } from './users-list/users-list.projector';

/** Every projector the runner keeps live and the CLI knows by name. */
export const allProjectors: readonly Projector[] = [
  clubsListProjector,
  usersListProjector,
  userSettingsProjector,
  onboardingStatusProjector,
  contactsListProjector,
  draftsListProjector,
  messageTrackingProjector,
  conversationsProjector,
  savedJobsProjector,
  companySearchesProjector,
  subscriptionsProjector,
  supersededGatewaySubscriptionsProjector,
  planUsageProjector,
  autopilotTasksProjector,
  leaderboardProjector,
  outreachMetricsProjector,
  campaignsListProjector,
  outgoingActivityProjector,
  contactMessagesProjector,
  siteAnalyticsProjector,
];
