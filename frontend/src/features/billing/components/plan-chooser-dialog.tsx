import { pricingPlans } from '@outreach/backend/platform/plans/plan-catalogue.contract';
import { type BillingCycle, type SelfServePlan } from '@outreach/backend/platform/plans/plan-names.contract';
import { useId, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { radioGroup } from '../../../components/ui/radio';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { CurrentPlan } from '../plan-change';

/** /checkout?plan={plan}&cycle={cycle}, with update_card=true for a card update (spec section 2.3). */
export function checkoutPath(
  plan: SelfServePlan,
  cycle: BillingCycle,
  { updateCard = false }: { updateCard?: boolean } = {},
): string {
  const query = new URLSearchParams({ plan, cycle });
  if (updateCard) query.set('update_card', 'true');
  return `${paths.checkout}?${query.toString()}`;
}

interface PlanChooserDialogProps extends DialogOpenProps {
  current: CurrentPlan;
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  onChoose: (plan: SelfServePlan) => void;
  /** The plan whose choice is being sent (keeping the plan cancels a scheduled downgrade). */
  busyPlan?: SelfServePlan | null;
  /** A failed choice, shown inline with its Retry. */
  failure?: ReactNode;
  returnFocus?: RefObject<HTMLElement | null>;
}

const CYCLE_LABELS: Record<BillingCycle, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly (pay for 9 months)',
};

/** Starter, Growth and Pro with a monthly/yearly switch; what a choice does is the caller's (planChange). */
export function PlanChooserDialog({
  open,
  onOpenChange,
  current,
  cycle,
  onCycleChange,
  onChoose,
  busyPlan = null,
  failure,
  returnFocus,
}: PlanChooserDialogProps) {
  const cycleRadio = radioGroup(useId(), cycle, onCycleChange);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose a Plan" wide returnFocus={returnFocus}>
      <div className="space-y-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Billing cycle</legend>
          {(Object.keys(CYCLE_LABELS) as BillingCycle[]).map((option) => (
            <label
              key={option}
              className={cn(
                'cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                option === cycle
                  ? 'border-indigo-600 bg-indigo-50 text-indigo-800 dark:border-indigo-400 dark:bg-indigo-950 dark:text-indigo-200'
                  : 'border-gray-300 text-gray-700 dark:border-gray-600 dark:text-gray-300',
              )}
            >
              <input {...cycleRadio(option)} className="sr-only" />
              {CYCLE_LABELS[option]}
            </label>
          ))}
        </fieldset>
        {failure}
        <ul aria-label="Plans" className="grid gap-3 sm:grid-cols-3">
          {pricingPlans(cycle).map(({ key: plan, name, price, period, billing, limitText }) => {
            const isCurrent =
              plan === current.plan &&
              (plan === 'Free' || !current.subscribed || cycle === (current.cycle ?? 'monthly'));
            const keeps = isCurrent && current.downgradeScheduled;
            return (
              <li
                key={plan}
                aria-label={name}
                className={cn(
                  'flex flex-col gap-2 rounded-lg border p-4',
                  isCurrent
                    ? 'border-indigo-600 dark:border-indigo-400'
                    : 'border-gray-200 dark:border-gray-700',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold">{name}</h3>
                  {isCurrent && (
                    <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200">
                      Current plan
                    </span>
                  )}
                </div>
                <p className="text-xl font-bold">
                  {price}
                  <span className="text-sm font-normal text-gray-600 dark:text-gray-400">{period}</span>
                </p>
                {billing && <p className="text-xs text-gray-600 dark:text-gray-400">{billing}</p>}
                <p className="text-sm text-gray-700 dark:text-gray-300">{limitText}</p>
                {/* The pressed one stays focusable while busy (aria-disabled): disabling it would drop the focus. */}
                <Button
                  className="mt-auto aria-disabled:cursor-wait aria-disabled:opacity-60"
                  variant={isCurrent && !keeps ? 'secondary' : 'primary'}
                  size="sm"
                  disabled={busyPlan !== null && busyPlan !== plan}
                  aria-disabled={busyPlan === plan || undefined}
                  aria-busy={busyPlan === plan || undefined}
                  onClick={() => {
                    if (busyPlan === null) onChoose(plan);
                  }}
                >
                  {busyPlan === plan ? 'Saving...' : keeps ? `Keep ${name}` : `Choose ${name}`}
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
