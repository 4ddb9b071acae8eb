import { checkoutPlan, hasYearlyPrice } from '@outreach/backend/platform/plans/plan-catalogue.contract';
import {
  BILLING_CYCLES,
  SELF_SERVE_PLANS,
  type BillingCycle,
  type SelfServePlan,
} from '@outreach/backend/platform/plans/plan-names.contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckList } from '../../../components/ui/check-list';
import { radioGroup } from '../../../components/ui/radio';
import { cn } from '../../../lib/cn';

const CYCLE_LABELS: Record<BillingCycle, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly (Pay for 9 months)',
};

const optionClasses = (checked: boolean) =>
  cn(
    'flex cursor-pointer items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
    checked
      ? 'border-indigo-600 bg-indigo-50 text-indigo-900 dark:border-indigo-400 dark:bg-indigo-950/50 dark:text-indigo-100'
      : 'border-gray-300 text-gray-800 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-200 dark:hover:bg-gray-800',
  );

interface PlanSummaryProps {
  plan: SelfServePlan;
  cycle: BillingCycle;
  disabled: boolean;
  onPlanChange: (plan: SelfServePlan) => void;
  onCycleChange: (cycle: BillingCycle) => void;
}

/** The chosen plan from the catalogue (spec section 3, Plan catalogue in checkout), with Change plan and the cycle. */
export function PlanSummary({ plan, cycle, disabled, onPlanChange, onCycleChange }: PlanSummaryProps) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const summary = checkoutPlan(plan, cycle);
  const planRadio = radioGroup(`${id}-plan`, plan, (chosen) => {
    onPlanChange(chosen);
    setChoosing(false);
  });
  const cycleRadio = radioGroup(`${id}-cycle`, cycle, onCycleChange);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl bg-white p-6 shadow-md dark:bg-gray-900"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        Plan summary
      </h2>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-base font-semibold text-gray-900 dark:text-gray-100">{summary.name}</p>
          <p className="text-sm text-gray-600 dark:text-gray-400">{summary.priceText}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-expanded={choosing}
          aria-controls={`${id}-plans`}
          onClick={() => setChoosing((open) => !open)}
        >
          Change plan
        </Button>
      </div>

      {choosing && (
        <fieldset id={`${id}-plans`} className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">Choose a plan</legend>
          {SELF_SERVE_PLANS.map((option) => {
            const choice = checkoutPlan(option, cycle);
            return (
              <label key={option} className={optionClasses(option === plan)}>
                <span className="flex items-center gap-2">
                  <input {...planRadio(option)} disabled={disabled} className="accent-indigo-600" />
                  <span className="font-medium">{choice.name}</span>
                </span>
                <span className="text-gray-600 dark:text-gray-400">{choice.priceText}</span>
              </label>
            );
          })}
        </fieldset>
      )}

      {hasYearlyPrice(plan) && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">Billing cycle</legend>
          <div className="grid grid-cols-2 gap-2">
            {BILLING_CYCLES.map((option) => (
              <label key={option} className={optionClasses(option === cycle)}>
                <span className="flex items-center gap-2">
                  <input {...cycleRadio(option)} disabled={disabled} className="accent-indigo-600" />
                  {CYCLE_LABELS[option]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <CheckList label={`${summary.name} includes`} items={summary.features} />
    </section>
  );
}
