import {
  parseBillingCycle,
  planOrFree,
  type BillingCycle,
  type SelfServePlan,
} from '@outreach/backend/platform/plans/plan-names.contract';
import {
  companySelectionLimit,
  LIMIT_WORDING,
  limitLine,
  type ShownLimit,
} from '@outreach/backend/platform/plans/plan-limits.contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import type { SettingsAll } from '../../../api/settings.api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FetchError, QueryError } from '../../../components/ui/fetch-error';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SettingsSection } from '../../../components/ui/settings-section';
import { Spinner } from '../../../components/ui/spinner';
import { localStorageKeys } from '../../../config/storage-keys';
import { randomUuid } from '../../../lib/random-uuid';
import { cardText, formatBillingDate } from '../billing-format';
import {
  usePaymentMethodQuery,
  useSubscriptionQuery,
  useUpgradePlanMutation,
  type PaidPlan,
  type SubscriptionView,
} from '../billing.api';
import { currentPlanOf, isPaidPlan, planChange, planDisplayName, type CurrentPlan } from '../plan-change';
import { DowngradeConfirmDialog } from './downgrade-confirm-dialog';
import { checkoutPath, PlanChooserDialog } from './plan-chooser-dialog';
import { UpdatePaymentNotice } from './update-payment-notice';
import { UpgradeConfirmDialog } from './upgrade-confirm-dialog';
import { formatCount } from '../../../lib/format-count';

/** -1 as a limit means unlimited (spec sections 6 and 9). */
const UNLIMITED = -1;

interface Usage {
  label: string;
  used: number;
  limit: number;
}

/**
 * What the plan counts, each named as the pricing page and the checkout name it (LIMIT_WORDING): the limits per
 * billing period, then the per-day one.
 */
function usageOf(settings: SettingsAll): Usage[] {
  const meter = (limit: ShownLimit, used: number, allowed: number): Usage => ({
    label: LIMIT_WORDING[limit].label,
    used,
    limit: allowed,
  });
  return [
    meter('company_lists_limit', settings.company_lists_used, settings.company_lists_limit),
    meter('searches_limit', settings.searches_used, settings.searches_limit),
    meter('write_limit', settings.write_used, settings.write_limit),
    meter('emails_limit', settings.emails_used, settings.emails_limit),
    meter('daily_limit', settings.daily_used, settings.daily_limit),
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
          {unlimited
            ? `${formatCount(used)} used · Unlimited`
            : `${formatCount(used)} / ${formatCount(limit)}`}
        </span>
      </div>
      {!unlimited && (
        <ProgressBar
          label={`${label} used`}
          value={Math.min(used, limit)}
          max={limit}
          percent={share}
          trackClassName="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
          fillClassName={
            share >= 90
              ? 'h-full rounded-full bg-red-500 dark:bg-red-400'
              : 'h-full rounded-full bg-indigo-600 dark:bg-indigo-400'
          }
        />
      )}
    </li>
  );
}

const withCycle = (plan: string, cycle: BillingCycle | null) =>
  plan === 'Free' || cycle === null ? planDisplayName(plan) : `${planDisplayName(plan)} (${cycle})`;

function PaymentMethodRow() {
  const paymentMethod = usePaymentMethodQuery();
  if (paymentMethod.isError) {
    return <QueryError message="Couldn't load payment info" query={paymentMethod} />;
  }
  if (!paymentMethod.data) return <span>Loading...</span>;
  return <span>{cardText(paymentMethod.data) ?? 'No card on file'}</span>;
}

function SubscriptionDetails({
  subscription,
  current,
}: {
  subscription: SubscriptionView;
  current: CurrentPlan;
}) {
  const pastDue = subscription.status === 'past_due';
  const scheduled = subscription.scheduled_downgrade;
  return (
    <div className="space-y-3">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-gray-600 dark:text-gray-400">Status</dt>
        <dd>
          {pastDue ? (
            <Badge tone="red">Past due</Badge>
          ) : current.subscribed ? (
            <Badge tone="green">Active</Badge>
          ) : (
            <Badge tone="grey">{current.plan === 'Free' ? 'Free' : 'No subscription'}</Badge>
          )}
        </dd>
        {current.subscribed && (
          <>
            <dt className="text-gray-600 dark:text-gray-400">Billing</dt>
            <dd>
              {subscription.price ? `$${subscription.price} ` : ''}
              {subscription.billing_cycle === 'yearly' ? 'yearly' : 'monthly'}
            </dd>
            <dt className="text-gray-600 dark:text-gray-400">Next billing date</dt>
            <dd>
              {subscription.next_billing_date ? formatBillingDate(subscription.next_billing_date) : 'None'}
            </dd>
            <dt className="text-gray-600 dark:text-gray-400">Payment method</dt>
            <dd>
              <PaymentMethodRow />
            </dd>
          </>
        )}
      </dl>
      {scheduled && (
        <p
          role="status"
          className="rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950/40 dark:text-indigo-200"
        >
          Changes to {withCycle(scheduled.plan_name, scheduled.billing_cycle)} on{' '}
          {formatBillingDate(scheduled.effective_at)}
        </p>
      )}
      {pastDue && isPaidPlan(current.plan) && (
        <UpdatePaymentNotice
          plan={current.plan}
          cycle={current.cycle ?? 'monthly'}
          reason={`Your last payment failed. Update your card to keep ${planDisplayName(current.plan)}.`}
        />
      )}
    </div>
  );
}

type Target = { plan: SelfServePlan; cycle: BillingCycle };

/** The plan, its billing, what of it is used, the plan chooser and its confirmations (autopilot-settings.md §4.6). */
export function SubscriptionTab({ settings }: { settings: SettingsAll }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A checkout or a card update on another page changes it; the cache may be older than that.
  const subscription = useSubscriptionQuery(undefined, { refetchOnMountOrArgChange: true });
  const current = currentPlanOf(planOrFree(settings.plan_name), subscription.data);
  const [chooserOpen, setChooserOpen] = useState(false);
  // The app-wide upgrade dialog sends paying users here with the chooser open; once, not again on reload.
  const openChooserAsked = (location.state as { openPlanChooser?: unknown } | null)?.openPlanChooser === true;
  useEffect(() => {
    if (!openChooserAsked) return;
    setChooserOpen(true);
    navigate({ search: location.search }, { replace: true, state: null });
  }, [openChooserAsked, location.search, navigate]);
  const [cardNoticeOpen, setCardNoticeOpen] = useState(false);
  const [chosenCycle, setChosenCycle] = useState<BillingCycle | null>(null);
  // Until one is picked: the subscription's cycle, else the one picked on the pricing page, else monthly.
  const cycle =
    chosenCycle ??
    current.cycle ??
    parseBillingCycle(localStorage.getItem(localStorageKeys.billingCycle)) ??
    'monthly';
  const [upgradeTarget, setUpgradeTarget] = useState<{ plan: PaidPlan; cycle: BillingCycle } | null>(null);
  const [downgradeTarget, setDowngradeTarget] = useState<Target | null>(null);
  const [keepPlan, keeping] = useUpgradePlanMutation();
  const keepKey = useRef<string | null>(null);
  // The chooser and its confirmations open without a trigger of their own: focus goes back to Change Plan.
  const changePlanButton = useRef<HTMLButtonElement>(null);

  const keep = async (plan: PaidPlan, keptCycle: BillingCycle) => {
    // One key per attempt to keep the plan; its Retry sends it again.
    keepKey.current ??= randomUuid();
    try {
      await keepPlan({ plan, cycle: keptCycle, idempotencyKey: keepKey.current }).unwrap();
    } catch {
      return;
    }
    keepKey.current = null;
    toast.success(`You stay on ${planDisplayName(plan)}: the scheduled change is canceled`);
    setChooserOpen(false);
  };

  const choose = (plan: SelfServePlan) => {
    const change = planChange(current, plan, cycle);
    switch (change) {
      case 'already_on_plan':
        toast.info('Already on that plan');
        return;
      case 'checkout':
        setChooserOpen(false);
        navigate(checkoutPath(plan, cycle));
        return;
      case 'upgrade':
        if (!isPaidPlan(plan)) return;
        setChooserOpen(false);
        setUpgradeTarget({ plan, cycle });
        return;
      case 'downgrade':
        setChooserOpen(false);
        setDowngradeTarget({ plan, cycle });
        return;
      case 'cancel_downgrade':
        if (isPaidPlan(plan)) void keep(plan, current.cycle ?? cycle);
        return;
      default: {
        const unknown: never = change;
        throw new Error(`Unknown plan change ${String(unknown)}`);
      }
    }
  };

  const openChooser = (open: boolean) => {
    if (!open) {
      keeping.reset();
      keepKey.current = null;
    }
    setChooserOpen(open);
  };

  const keptPlan = isPaidPlan(current.plan) ? current.plan : null;

  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <SettingsSection title="Your Plan">
        <p className="text-2xl font-semibold text-gray-900 dark:text-gray-100">
          {planDisplayName(current.plan)}
        </p>
        {subscription.isError ? (
          <QueryError message="Couldn't load your subscription" query={subscription} />
        ) : subscription.data ? (
          <SubscriptionDetails subscription={subscription.data} current={current} />
        ) : (
          <Spinner label="Loading subscription..." />
        )}
        <div className="flex flex-wrap gap-2">
          <Button ref={changePlanButton} onClick={() => openChooser(true)} disabled={!subscription.data}>
            Change Plan
          </Button>
          {current.subscribed && (
            <Button variant="secondary" onClick={() => setCardNoticeOpen(true)}>
              Update payment method
            </Button>
          )}
        </div>
      </SettingsSection>
      <SettingsSection
        title="Usage"
        description={
          settings.usage_period_start && settings.usage_period_end
            ? `What your plan allows this billing period and how much of it you have used. Counted since ${formatBillingDate(settings.usage_period_start)}; starts again on ${formatBillingDate(settings.usage_period_end)}.`
            : 'What your plan allows and how much of it you have used.'
        }
      >
        <p className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {limitLine('company_selection_limit', companySelectionLimit(planOrFree(settings.plan_name)))}
        </p>
        <ul aria-label="Usage" className="space-y-3">
          {usageOf(settings).map((usage) => (
            <UsageMeter key={usage.label} {...usage} />
          ))}
        </ul>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Saved contacts: {formatCount(settings.contacts_used)}
        </p>
      </SettingsSection>
      <PlanChooserDialog
        open={chooserOpen && subscription.data !== undefined}
        onOpenChange={openChooser}
        current={current}
        cycle={cycle}
        onCycleChange={setChosenCycle}
        onChoose={choose}
        returnFocus={changePlanButton}
        busyPlan={keeping.isLoading ? keptPlan : null}
        failure={
          keeping.isError &&
          keptPlan && (
            <FetchError
              message={`Couldn't keep ${planDisplayName(keptPlan)}`}
              error={keeping.error}
              retrying={keeping.isLoading}
              onRetry={() => void keep(keptPlan, current.cycle ?? cycle)}
            />
          )
        }
      />
      {subscription.data && (
        <UpgradeConfirmDialog
          target={upgradeTarget}
          onClose={() => setUpgradeTarget(null)}
          currentPlan={current.plan}
          subscription={subscription.data}
          returnFocus={changePlanButton}
        />
      )}
      <DowngradeConfirmDialog
        target={downgradeTarget}
        onClose={() => setDowngradeTarget(null)}
        currentPlan={current.plan}
        subscription={subscription.data}
        returnFocus={changePlanButton}
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
            onClick={() =>
              keptPlan && navigate(checkoutPath(keptPlan, current.cycle ?? 'monthly', { updateCard: true }))
            }
          >
            Go to Checkout
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
