import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.contract';
import type { RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FetchError } from '../../../components/ui/fetch-error';
import { formatBillingDate } from '../billing-format';
import { useDowngradePlanMutation, type SubscriptionView } from '../billing.api';
import { planDisplayName } from '../plan-change';
import {
  closeIfAlreadyOnPlan,
  ConfirmChangeButton,
  useFocusConfirmAfterRetry,
} from './plan-change-confirmation';

interface DowngradeConfirmDialogProps {
  /** The lower plan (and cycle) chosen; null: closed. */
  target: { plan: SelfServePlan; cycle: BillingCycle } | null;
  onClose: () => void;
  currentPlan: string;
  subscription: SubscriptionView | undefined;
  returnFocus?: RefObject<HTMLElement | null>;
}

const targetName = (plan: SelfServePlan, cycle: BillingCycle) =>
  plan === 'Free' ? planDisplayName(plan) : `${planDisplayName(plan)} (${cycle})`;

/** A downgrade takes effect at the end of the billing cycle (access-billing-site-admin.md §9 Terms). */
export function DowngradeConfirmDialog({
  target,
  onClose,
  currentPlan,
  subscription,
  returnFocus,
}: DowngradeConfirmDialogProps) {
  const [downgrade, downgrading] = useDowngradePlanMutation();
  const { confirmRef, retry } = useFocusConfirmAfterRetry();

  const close = () => {
    downgrading.reset();
    onClose();
  };

  const confirm = async () => {
    if (!target || downgrading.isLoading) return;
    const { plan, cycle } = target;
    try {
      const result = await downgrade(plan === 'Free' ? { plan } : { plan, cycle }).unwrap();
      toast.success(
        plan === 'Free'
          ? 'Downgraded to Free'
          : `Downgrade to ${planDisplayName(plan)} scheduled for ${formatBillingDate(result.effective_at)}`,
      );
      close();
    } catch (error) {
      closeIfAlreadyOnPlan(error, close);
    }
  };

  const date = subscription?.next_billing_date;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      title="Confirm Downgrade"
      returnFocus={returnFocus}
    >
      {target && (
        <div className="space-y-4">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Your plan changes from {planDisplayName(currentPlan)} to{' '}
            <strong>{targetName(target.plan, target.cycle)}</strong>{' '}
            {date
              ? `at the end of the billing cycle on ${formatBillingDate(date)}`
              : 'at the end of the billing cycle'}
            . You keep {planDisplayName(currentPlan)} and its limits until then; payments are not refunded.
          </p>
          {downgrading.isError && (
            <FetchError
              message="Couldn't downgrade"
              error={downgrading.error}
              retrying={downgrading.isLoading}
              onRetry={retry(confirm)}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            {!downgrading.isError && (
              <ConfirmChangeButton
                confirmRef={confirmRef}
                variant="danger"
                busy={downgrading.isLoading}
                onConfirm={confirm}
              >
                {downgrading.isLoading ? 'Scheduling...' : 'Confirm Downgrade'}
              </ConfirmChangeButton>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
