import { checkoutPlan, formatUsd } from '@outreach/backend/platform/plans/plan-catalogue.schemas';
import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.schemas';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useAppSelector } from '../../../app/hooks';
import { Button, iconButtonClasses } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { BackIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { serverErrorMessage } from '../../../lib/error-detail';
import { randomUuid } from '../../../lib/random-uuid';
import { useCheckoutMutation } from '../checkout.api';
import { CHECKOUT_MESSAGES, subscriptionError } from '../checkout-messages';
import { resolveCheckoutCycle, resolveCheckoutPlan } from '../checkout-plan';
import { tokenizeTestCard, type TestCardErrors, type TestCardValues } from '../test-mode-card';
import { usePaymentSetup, type PaymentSetup } from '../use-payment-setup';
import { PlanSummary } from './plan-summary';
import { TestModeCardForm } from './test-mode-card-form';

const EMPTY_CARD: TestCardValues = { number: '', expiry: '', cvv: '' };

function BackArrow() {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector((state) => state.session.status !== 'anonymous');
  // Opened directly there is no page of ours to go back to.
  const goBack = () =>
    location.key === 'default' ? navigate(signedIn ? paths.dashboard : paths.pricing) : navigate(-1);
  return (
    <button type="button" aria-label="Back" className={iconButtonClasses} onClick={goBack}>
      <BackIcon />
    </button>
  );
}

function CheckoutError({
  message,
  hostedFieldsMissing,
  onRetry,
}: {
  message: string;
  hostedFieldsMissing?: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
    >
      <div className="space-y-1">
        <p className="font-medium">{message}</p>
        {hostedFieldsMissing && (
          <p>
            Card payments through Braintree need its hosted card fields (the braintree-web package), which
            this build does not include.
          </p>
        )}
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function CardFormStatus({ setup }: { setup: PaymentSetup }) {
  if (setup.status === 'loading') return <Spinner label="Loading payment form..." />;
  if (setup.status === 'mounting') return <Spinner label="Preparing card form..." />;
  return null;
}

/**
 * Spec section 2, Checkout: the card form of the payment provider (the embedded test-mode gateway's test cards
 * here) and the plan summary; paying subscribes the user and goes to the dashboard.
 */
export function CheckoutPage() {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const email = useAppSelector((state) => state.session.email) ?? '';

  const plan = resolveCheckoutPlan(searchParams.get('plan'), location.state);
  const cycle = resolveCheckoutCycle(searchParams.get('cycle'), plan);
  const updateCard = searchParams.get('update_card') === 'true';
  const summary = checkoutPlan(plan, cycle);
  const price = formatUsd(summary.amountCents);
  const paid = plan !== 'Free';

  const { setup, retry } = usePaymentSetup({ enabled: paid });
  const [checkout, { isLoading: processing }] = useCheckoutMutation();
  const [cardholder, setCardholder] = useState('');
  const [card, setCard] = useState<TestCardValues>(EMPTY_CARD);
  const [fieldErrors, setFieldErrors] = useState<TestCardErrors & { cardholder?: string }>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  // One key per plan and cycle, kept across Retry, so a retried submission cannot subscribe twice.
  const idempotencyKeys = useRef(new Map<string, string>());

  const error =
    submitError !== null
      ? { message: submitError }
      : setup.status === 'error'
        ? { message: setup.message, hostedFieldsMissing: setup.hostedFieldsMissing }
        : null;
  const ready = setup.status === 'ready';

  const updateQuery = (changes: { plan?: SelfServePlan; cycle?: BillingCycle }) =>
    setSearchParams(
      (params) => {
        params.set('plan', changes.plan ?? plan);
        params.set('cycle', changes.cycle ?? cycle);
        return params;
      },
      { replace: true, state: location.state },
    );

  const onRetry = () => {
    setSubmitError(null);
    retry();
  };

  const idempotencyKeyFor = (paidPlan: string, billingCycle: BillingCycle) => {
    const attempt = `${paidPlan}:${billingCycle}`;
    const existing = idempotencyKeys.current.get(attempt);
    if (existing) return existing;
    const key = randomUuid();
    idempotencyKeys.current.set(attempt, key);
    return key;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (plan === 'Free' || !ready || processing || error) return;
    const name = cardholder.trim();
    const tokenized = tokenizeTestCard(card);
    const errors = {
      ...('errors' in tokenized ? tokenized.errors : {}),
      ...(name ? {} : { cardholder: CHECKOUT_MESSAGES.cardholderRequired }),
    };
    setFieldErrors(errors);
    if (!('nonce' in tokenized) || !name) return;

    try {
      await checkout({
        body: {
          payment_method_nonce: tokenized.nonce,
          plan_name: plan,
          billing_cycle: cycle,
          cardholder_name: name,
        },
        idempotencyKey: idempotencyKeyFor(plan, cycle),
      }).unwrap();
      toast.success(CHECKOUT_MESSAGES.success);
      navigate(paths.dashboard, { replace: true });
    } catch (failure) {
      setSubmitError(subscriptionError(serverErrorMessage(failure, CHECKOUT_MESSAGES.subscriptionFailed)));
    }
  };

  const payLabel = updateCard ? `Update Card & Pay ${price}` : `Pay ${price}`;

  return (
    <main className="min-h-screen bg-gray-50 px-4 py-6 sm:px-8 sm:py-10 dark:bg-gray-950">
      <div className="mx-auto w-full max-w-5xl space-y-6">
        <header className="flex items-center gap-3">
          <BackArrow />
          <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Checkout</h1>
        </header>

        {updateCard && (
          <p
            role="status"
            className="rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm font-medium text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950/50 dark:text-indigo-100"
          >
            Updating payment method for your {summary.name} plan upgrade
          </p>
        )}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section
            aria-labelledby={`${id}-payment`}
            className="space-y-5 rounded-xl bg-white p-6 shadow-md dark:bg-gray-900"
          >
            <h2 id={`${id}-payment`} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
              Payment details
            </h2>
            <form
              aria-labelledby={`${id}-payment`}
              noValidate
              className="space-y-5"
              onSubmit={(event) => void onSubmit(event)}
            >
              <Field id={`${id}-email`} label="Email">
                <Input id={`${id}-email`} type="email" value={email} readOnly autoComplete="email" />
              </Field>

              {paid ? (
                <>
                  <Field id={`${id}-cardholder`} label="Cardholder name" error={fieldErrors.cardholder}>
                    <Input
                      id={`${id}-cardholder`}
                      required
                      autoComplete="cc-name"
                      value={cardholder}
                      disabled={processing}
                      aria-invalid={fieldErrors.cardholder ? true : undefined}
                      aria-describedby={fieldErrors.cardholder ? `${id}-cardholder-error` : undefined}
                      onChange={(event) => setCardholder(event.target.value)}
                    />
                  </Field>

                  {ready ? (
                    <TestModeCardForm
                      values={card}
                      errors={fieldErrors}
                      disabled={processing}
                      onChange={setCard}
                    />
                  ) : (
                    <CardFormStatus setup={setup} />
                  )}

                  {error && (
                    <CheckoutError
                      message={error.message}
                      hostedFieldsMissing={error.hostedFieldsMissing}
                      onRetry={onRetry}
                    />
                  )}

                  <Button type="submit" className="w-full" disabled={!ready || processing || error !== null}>
                    {processing ? 'Processing...' : payLabel}
                  </Button>
                </>
              ) : (
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  Starter is free: no card required. <TextLink to={paths.dashboard}>Go to Dashboard</TextLink>
                </p>
              )}
            </form>
          </section>

          <PlanSummary
            plan={plan}
            cycle={cycle}
            disabled={processing}
            onPlanChange={(next) => updateQuery({ plan: next })}
            onCycleChange={(next) => updateQuery({ cycle: next })}
          />
        </div>
      </div>
    </main>
  );
}
