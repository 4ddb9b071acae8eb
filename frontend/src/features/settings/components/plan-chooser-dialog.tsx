import { pricingPlans } from '@outreach/backend/platform/plans/plan-catalogue.schemas';
import { type BillingCycle, type SelfServePlan } from '@outreach/backend/platform/plans/plan-names.schemas';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

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

interface PlanChooserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlan: string;
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
}

const CYCLE_LABELS: Record<BillingCycle, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly (pay for 9 months)',
};

/**
 * Starter, Growth and Pro with a monthly/yearly switch. Plan changes are the billing issue's: until it lands
 * every change goes through checkout.
 */
export function PlanChooserDialog({
  open,
  onOpenChange,
  currentPlan,
  cycle,
  onCycleChange,
}: PlanChooserDialogProps) {
  const navigate = useNavigate();
  const cycleName = useId();

  const choose = (plan: SelfServePlan) => {
    if (plan === currentPlan) {
      toast.info('Already on that plan');
      return;
    }
    onOpenChange(false);
    navigate(checkoutPath(plan, cycle));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose a Plan" wide>
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
              <input
                type="radio"
                name={cycleName}
                value={option}
                checked={option === cycle}
                onChange={() => onCycleChange(option)}
                className="sr-only"
              />
              {CYCLE_LABELS[option]}
            </label>
          ))}
        </fieldset>
        <ul aria-label="Plans" className="grid gap-3 sm:grid-cols-3">
          {pricingPlans(cycle).map(({ key: plan, name, price, period, billing, limitText }) => {
            const current = plan === currentPlan;
            return (
              <li
                key={plan}
                aria-label={name}
                className={cn(
                  'flex flex-col gap-2 rounded-lg border p-4',
                  current
                    ? 'border-indigo-600 dark:border-indigo-400'
                    : 'border-gray-200 dark:border-gray-700',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold">{name}</h3>
                  {current && (
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
                <Button
                  className="mt-auto"
                  variant={current ? 'secondary' : 'primary'}
                  size="sm"
                  onClick={() => choose(plan)}
                >
                  Choose {name}
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
