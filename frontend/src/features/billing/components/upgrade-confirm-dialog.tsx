import { priceText } from '@outreach/backend/platform/plans/plan-catalogue.contract';
import type { BillingCycle } from '@outreach/backend/platform/plans/plan-names.contract';
import { useState, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FetchError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { serverErrorMessage } from '../../../lib/error-detail';
import { randomUuid } from '../../../lib/random-uuid';
import { cardText, formatBillingDate, formatDollars } from '../billing-format';
import {
  usePaymentMethodQuery,
  useProrationEstimateQuery,
  useUpgradePlanMutation,
  type PaidPlan,
  type SubscriptionView,
} from '../billing.api';
import { planDisplayName } from '../plan-change';
import {
  closeIfAlreadyOnPlan,
  ConfirmChangeButton,
  errorCode,
  useFocusConfirmAfterRetry,
} from './plan-change-confirmation';
import { UpdatePaymentNotice } from './update-payment-notice';

/** Upgrade answers that only a new card cures (docs/billing.md: past due 402, a declined proration charge 422). */
const CARD_PROBLEMS = new Set(['BILLING.PAYMENT_PAST_DUE', 'PAYMENTS.DECLINED']);

interface UpgradeConfirmDialogProps {
  /** The plan and cycle to upgrade to; null: closed. */
  target: { plan: PaidPlan; cycle: BillingCycle } | null;
  onClose: () => void;
  currentPlan: string;
  subscription: SubscriptionView;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** The spec's upgrade confirmation: the card that pays, the next billing date and what is charged now. */
export function UpgradeConfirmDialog({
  target,
  onClose,
  currentPlan,
  subscription,
  returnFocus,
}: UpgradeConfirmDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Confirm Upgrade"
      returnFocus={returnFocus}
    >
      {target && (
        <UpgradeConfirmation
          key={`${target.plan}-${target.cycle}`}
          plan={target.plan}
          cycle={target.cycle}
          currentPlan={currentPlan}
          subscription={subscription}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

const cycleName = (cycle: BillingCycle | null) => (cycle === 'yearly' ? 'yearly' : 'monthly');

function UpgradeConfirmation({
  plan,
  cycle,
  currentPlan,
  subscription,
  onClose,
}: {
  plan: PaidPlan;
  cycle: BillingCycle;
  currentPlan: string;
  subscription: SubscriptionView;
  onClose: () => void;
}) {
  // One key for this confirmation: its Retry sends the same key, so the server charges at most once.
  const [idempotencyKey] = useState(randomUuid);
  const paymentMethod = usePaymentMethodQuery(undefined, { refetchOnMountOrArgChange: true });
  const estimate = useProrationEstimateQuery({ plan, cycle });
  const [upgrade, upgrading] = useUpgradePlanMutation();
  const { confirmRef, retry } = useFocusConfirmAfterRetry();

  const confirm = async () => {
    if (upgrading.isLoading) return;
    try {
      await upgrade({ plan, cycle, idempotencyKey }).unwrap();
    } catch (error) {
      closeIfAlreadyOnPlan(error, onClose);
      return;
    }
    toast.success('Plan upgraded!');
    onClose();
  };

  if (paymentMethod.isError || estimate.isError) {
    return (
      <FetchError
        message="Couldn't load payment info"
        error={paymentMethod.error ?? estimate.error}
        retrying={paymentMethod.isFetching || estimate.isFetching}
        onRetry={() => {
          if (paymentMethod.isError) void paymentMethod.refetch();
          if (estimate.isError) void estimate.refetch();
        }}
      />
    );
  }
  if (!paymentMethod.data || !estimate.data) return <Spinner label="Loading payment info..." />;

  const card = cardText(paymentMethod.data);
  // A change of cycle starts a new cycle today, so the date is the estimate's (the target's), not the current one.
  const cycleChange = subscription.billing_cycle !== null && subscription.billing_cycle !== cycle;
  const nextBillingDate = estimate.data.next_billing_date ?? subscription.next_billing_date;
  // autopilot-settings.md §4.6: without a next billing date nothing is prorated.
  const dueNow = nextBillingDate ? estimate.data.amount_cents : 0;
  const failure = upgrading.isError ? upgrading.error : undefined;
  const cardProblem = failure !== undefined && CARD_PROBLEMS.has(errorCode(failure) ?? '');

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        From {planDisplayName(currentPlan)} ({cycleName(subscription.billing_cycle)}) to{' '}
        <strong>
          {planDisplayName(plan)} ({cycleName(cycle)})
        </strong>
        , {priceText(plan, cycle)}.{' '}
        {cycleChange
          ? `The new plan starts now with a new ${cycleName(cycle)} billing cycle; the unused part of your current cycle is credited.`
          : 'The new plan starts now; you pay the difference for the rest of this billing cycle.'}{' '}
        Payments are not refunded.
      </p>
      <dl className="grid gap-x-4 gap-y-2 rounded-md bg-gray-50 p-3 text-sm sm:grid-cols-[auto_1fr] dark:bg-gray-800">
        <dt className="text-gray-600 dark:text-gray-400">Payment method</dt>
        <dd className="font-medium">{card ?? 'No card on file'}</dd>
        <dt className="text-gray-600 dark:text-gray-400">Next billing date</dt>
        <dd className="font-medium">{nextBillingDate ? formatBillingDate(nextBillingDate) : 'None'}</dd>
        <dt className="text-gray-600 dark:text-gray-400">Due today (prorated)</dt>
        <dd className="font-medium">{formatDollars(dueNow)}</dd>
      </dl>
      {subscription.status === 'past_due' ? (
        <UpdatePaymentNotice
          plan={plan}
          cycle={cycle}
          reason="Your last payment failed. Pay with a new card to upgrade."
        />
      ) : card === null ? (
        <UpdatePaymentNotice
          plan={plan}
          cycle={cycle}
          reason="There is no card on file to pay the upgrade."
        />
      ) : cardProblem ? (
        <UpdatePaymentNotice
          plan={plan}
          cycle={cycle}
          reason={serverErrorMessage(failure, 'Your card could not pay the upgrade.')}
        />
      ) : (
        failure !== undefined && (
          <FetchError
            message="Upgrade failed"
            error={failure}
            retrying={upgrading.isLoading}
            onRetry={retry(confirm)}
          />
        )
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {card !== null && subscription.status !== 'past_due' && !cardProblem && failure === undefined && (
          <ConfirmChangeButton confirmRef={confirmRef} busy={upgrading.isLoading} onConfirm={confirm}>
            {upgrading.isLoading ? 'Upgrading...' : 'Confirm Upgrade'}
          </ConfirmChangeButton>
        )}
      </div>
    </div>
  );
}
