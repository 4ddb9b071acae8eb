import {
  parseBillingCycle,
  PLAN_DISPLAY_NAMES,
  planOrFree,
  SELF_SERVE_PLANS,
  type BillingCycle,
  type PlanKey,
  type SelfServePlan,
} from '@outreach/backend/platform/plans/plan-names.schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { localStorageKeys } from '../../../config/storage-keys';
import type { SettingsAll } from '../settings.api';
import { checkoutPath, PlanChooserDialog } from './plan-chooser-dialog';
import { SettingsSection } from './settings-section';

/** -1 as a limit means unlimited (spec sections 6 and 9). */
const UNLIMITED = -1;

export function planDisplayName(plan: string): string {
  return PLAN_DISPLAY_NAMES[plan as PlanKey] ?? plan;
}

interface Usage {
  label: string;
  used: number;
  limit: number;
}

function usageOf(settings: SettingsAll): Usage[] {
  return [
    { label: 'Searches', used: settings.searches_used, limit: settings.searches_limit },
    { label: 'Drafts', used: settings.write_used, limit: settings.write_limit },
    { label: 'Emails', used: settings.emails_used, limit: settings.emails_limit },
    { label: 'Emails today', used: settings.daily_used, limit: settings.daily_limit },
    { label: 'Contacts', used: settings.contacts_used, limit: settings.contacts_limit },
  ];
}

function UsageMeter({ label, used, limit }: Usage) {
  const unlimited = limit === UNLIMITED;
  const share = unlimited || limit <= 0 ? 0 : Math.min(100, (used / limit) * 100);
  return (
    <li className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-gray-800 dark:text-gray-200">{label}</span>
        <span className="text-gray-600 dark:text-gray-400">
          {unlimited ? `${used} used · Unlimited` : `${used} / ${limit}`}
        </span>
      </div>
      {!unlimited && (
        <div
          role="progressbar"
          aria-label={`${label} used`}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          className="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
        >
          <div
            className={
              share >= 90
                ? 'h-full rounded-full bg-red-500 dark:bg-red-400'
                : 'h-full rounded-full bg-indigo-600 dark:bg-indigo-400'
            }
            style={{ width: `${share}%` }}
          />
        </div>
      )}
    </li>
  );
}

const isPaidSelfServe = (plan: string): plan is SelfServePlan =>
  plan !== 'Free' && (SELF_SERVE_PLANS as readonly string[]).includes(plan);

/** The plan, what of it is used, the plan chooser and the way to a new card. */
export function SubscriptionTab({ settings }: { settings: SettingsAll }) {
  const navigate = useNavigate();
  const plan = planOrFree(settings.plan_name);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [cardNoticeOpen, setCardNoticeOpen] = useState(false);
  // The cycle picked on the pricing page, if any, is where the chooser starts.
  const [cycle, setCycle] = useState<BillingCycle>(
    () => parseBillingCycle(localStorage.getItem(localStorageKeys.billingCycle)) ?? 'monthly',
  );

  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <SettingsSection title="Your Plan">
        <p className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{planDisplayName(plan)}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setChooserOpen(true)}>Change Plan</Button>
          {isPaidSelfServe(plan) && (
            <Button variant="secondary" onClick={() => setCardNoticeOpen(true)}>
              Update payment method
            </Button>
          )}
        </div>
      </SettingsSection>
      <SettingsSection title="Usage" description="What your plan allows and how much of it you have used.">
        <ul aria-label="Usage" className="space-y-3">
          {usageOf(settings).map((usage) => (
            <UsageMeter key={usage.label} {...usage} />
          ))}
        </ul>
      </SettingsSection>
      <PlanChooserDialog
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        currentPlan={plan}
        cycle={cycle}
        onCycleChange={setCycle}
      />
      <Dialog
        open={cardNoticeOpen}
        onOpenChange={setCardNoticeOpen}
        title="Update Payment Method"
        description="Your card is changed on the secure checkout page; your plan stays as it is."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setCardNoticeOpen(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => isPaidSelfServe(plan) && navigate(checkoutPath(plan, cycle, { updateCard: true }))}
          >
            Go to Checkout
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
