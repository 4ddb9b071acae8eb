import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.contract';
import { backendPaths } from '../../config/paths';
import { mailtoLink } from '../../lib/mailto';

/**
 * The Clubs & Campus card's Contact: a compose window to support (the deployment's SUPPORT_EMAIL, from the public
 * configuration) with the questions a seat request needs.
 */
export const clubsCampusMailto = (supportEmail: string): string =>
  mailtoLink(supportEmail, {
    subject: 'Clubs & Campus seats',
    body:
      'Hello,\n\nWe would like member seats for our group.\n\n' +
      'Club or campus group:\nNumber of members:\nYour name and role:\n\nThank you!',
  });

/** The backend's Google sign-up carrying the plan and cycle chosen here (spec section 7). */
export function googleSignupPath(plan: SelfServePlan, cycle: BillingCycle): string {
  return `${backendPaths.googleSignup}?${new URLSearchParams({ plan, cycle }).toString()}`;
}
