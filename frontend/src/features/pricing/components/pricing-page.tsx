import { usePublicConfigQuery } from '../../../api/api';
import { pricingPlans, type PricingPlan } from '@outreach/backend/platform/plans/plan-catalogue.contract';
import { LIMITS_EXPLAINED } from '@outreach/backend/platform/plans/plan-limits.contract';
import {
  BILLING_CYCLES,
  parseBillingCycle,
  type BillingCycle,
  type SelfServePlan,
} from '@outreach/backend/platform/plans/plan-names.contract';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CheckList } from '../../../components/ui/check-list';
import { radioGroup } from '../../../components/ui/radio';
import { localStorageKeys } from '../../../config/storage-keys';
import { cn } from '../../../lib/cn';
import { leaveAppFor } from '../../../lib/leave-app';
import { writeStoredItem } from '../../../lib/stored-value';
import { clubsCampusMailto, googleSignupPath } from '../pricing-links';
import { PRICING_SEO } from '../pricing-seo';
import { usePageMeta } from '../../../lib/page-meta';

const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

function CycleToggle({ cycle, onChange }: { cycle: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  const radio = radioGroup(useId(), cycle, onChange);
  return (
    <fieldset className="mx-auto flex w-fit rounded-full border border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-900">
      <legend className="sr-only">Billing cycle</legend>
      {BILLING_CYCLES.map((option) => (
        <label
          key={option}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
            option === cycle
              ? 'bg-indigo-600 text-white'
              : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
          )}
        >
          <input {...radio(option)} className="sr-only" />
          {CYCLE_LABELS[option]}
          {option === 'yearly' && (
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs',
                option === cycle
                  ? 'bg-white/20 text-white'
                  : 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
              )}
            >
              Pay for 9 months
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

interface PlanCardProps {
  plan: PricingPlan;
  redirecting: boolean;
  disabled: boolean;
  onGetStarted: () => void;
}

function PlanCard({ plan, redirecting, disabled, onGetStarted }: PlanCardProps) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-4 rounded-xl border bg-white p-6 shadow-sm dark:bg-gray-900',
        plan.popular
          ? 'border-indigo-600 ring-2 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-gray-200 dark:border-gray-800',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          {plan.name}
        </h2>
        {plan.popular && (
          <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200">
            Most popular
          </span>
        )}
      </div>
      <div>
        <p className="text-4xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
          {plan.price}
          <span className="text-base font-normal text-gray-600 dark:text-gray-400">{plan.period}</span>
        </p>
        {plan.billing && <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{plan.billing}</p>}
      </div>
      <p className="font-medium text-indigo-700 dark:text-indigo-300">{plan.limitText}</p>
      <CheckList label={`${plan.name} limits`} items={plan.limits.slice(1)} />
      <CheckList label={`${plan.name} features`} items={plan.features} />
      <Button
        className="mt-auto w-full"
        variant={plan.popular ? 'primary' : 'secondary'}
        disabled={disabled}
        onClick={onGetStarted}
      >
        {redirecting ? 'Redirecting…' : 'Get Started'}
      </Button>
    </li>
  );
}

function ClubsCampusCard() {
  const supportEmail = usePublicConfigQuery().data?.support_email;
  return (
    <section
      aria-labelledby="clubs-campus-heading"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-gray-800 dark:bg-gray-900"
    >
      <div>
        <h2 id="clubs-campus-heading" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          Clubs &amp; Campus
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Seats for a whole student club, society or campus career group. Write to us with your group and its
          size and we will set it up.
        </p>
      </div>
      {supportEmail ? (
        <a href={clubsCampusMailto(supportEmail)} className={cn(buttonClasses('secondary'), 'shrink-0')}>
          Contact
        </a>
      ) : (
        <span className="text-sm text-gray-500 dark:text-gray-400">Loading the contact address…</span>
      )}
    </section>
  );
}

/** Spec section 2, Pricing: the plans from the catalogue, 'Get Started' leaving for the Google sign-up. */
export function PricingPage() {
  usePageMeta(PRICING_SEO);
  const [searchParams, setSearchParams] = useSearchParams();
  const cycle = parseBillingCycle(searchParams.get('cycle')) ?? 'monthly';
  const [redirectingTo, setRedirectingTo] = useState<SelfServePlan | null>(null);

  // Back from the provider, the browser may restore this page as it was left: offer the buttons again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirectingTo(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const chooseCycle = (next: BillingCycle) =>
    setSearchParams(
      (params) => {
        params.set('cycle', next);
        return params;
      },
      { replace: true },
    );

  const getStarted = (plan: SelfServePlan) => {
    writeStoredItem(localStorageKeys.selectedPlan, plan);
    writeStoredItem(localStorageKeys.billingCycle, cycle);
    setRedirectingTo(plan);
    leaveAppFor(googleSignupPath(plan, cycle));
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-12 px-4 py-12 sm:px-8 sm:py-16">
      <header className="space-y-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl dark:text-gray-100">
          Simple Pricing
        </h1>
        <p className="mx-auto max-w-2xl text-base text-gray-600 sm:text-lg dark:text-gray-400">
          Start free and upgrade when you need to reach more companies. Upgrades are immediate and pro-rated;
          a downgrade takes effect at the end of the billing cycle.
        </p>
        <CycleToggle cycle={cycle} onChange={chooseCycle} />
      </header>

      <ul aria-label="Plans" className="grid gap-6 md:grid-cols-3">
        {pricingPlans(cycle).map((plan) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            redirecting={redirectingTo === plan.key}
            disabled={redirectingTo !== null}
            onGetStarted={() => getStarted(plan.key)}
          />
        ))}
      </ul>

      <ClubsCampusCard />

      <section
        aria-labelledby="limits-heading"
        className="mx-auto max-w-3xl rounded-xl bg-gray-50 p-6 dark:bg-gray-900/60"
      >
        <h2 id="limits-heading" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          What the limits count
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
          {LIMITS_EXPLAINED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
