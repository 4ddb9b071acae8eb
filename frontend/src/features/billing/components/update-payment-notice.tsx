import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.contract';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { checkoutPath } from './plan-chooser-dialog';

interface UpdatePaymentNoticeProps {
  /** The plan and cycle the checkout charges after the new card is saved. */
  plan: SelfServePlan;
  cycle: BillingCycle;
  /** Why the card must change: the server's detail, a past-due charge, no card on file. */
  reason: string;
}

/** The spec's update-payment-method notice: the new card is entered on the checkout page (update_card=true). */
export function UpdatePaymentNotice({ plan, cycle, reason }: UpdatePaymentNoticeProps) {
  const navigate = useNavigate();
  return (
    <div
      role="alert"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <div>
        <p className="font-medium">Update your payment method</p>
        <p className="mt-0.5">{reason}</p>
      </div>
      <Button size="sm" onClick={() => navigate(checkoutPath(plan, cycle, { updateCard: true }))}>
        Go to Checkout
      </Button>
    </div>
  );
}
