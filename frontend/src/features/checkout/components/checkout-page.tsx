import { checkoutPlan, formatUsd } from '@outreach/backend/platform/plans/plan-catalogue.contract';
import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.contract';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { useAppSelector } from '../../../api/hooks';
import { useSubscriptionQuery } from '../../../api/subscription.api';
import { Button, iconButtonClasses } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { BackIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { serverErrorMessage } from '../../../lib/error-detail';
import { randomUuid } from '../../../lib/random-uuid';
import { useDarkMode } from '../../../lib/use-dark-mode';
import { CardFormError, type CardField, type CardFieldErrors, type TokenizedCard } from '../card-form';
import { useCheckoutMutation } from '../checkout.api';
import { cardUpdateOf, cardUpdateTexts, CHECKOUT_MESSAGES, subscriptionError } from '../checkout-messages';
import { resolveCheckoutCycle, resolveCheckoutPlan } from '../checkout-plan';
import {
  createHostedFieldsCardForm,
  hostedFieldStyles,
  type HostedFieldContainers,
} from '../hosted-fields-card-form';
import { createTestModeCardForm, type TestCardValues } from '../test-mode-card';
import { useCardForm } from '../use-card-form';
import { usePaymentSetup, type PaymentSetup } from '../use-payment-setup';
import { HostedFieldsCardForm } from './hosted-fields-card-form';
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
  onRetry,
  retryRef,
}: {
  message: string;
  onRetry: () => void;
  retryRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
    >
      <p className="font-medium">{message}</p>
      <Button ref={retryRef} variant="secondary" size="sm" onClick={onRetry}>
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

/** A submit-time message; `untilReady`: the card form was still mounting, so it goes once the form is ready. */
interface SubmitError {
  message: string;
  untilReady: boolean;
}

/**
 * Spec section 2, Checkout: the card form of the payment provider (Braintree's hosted fields, or the embedded
 * test-mode gateway's test cards) and the plan summary; paying subscribes the user and goes to the dashboard.
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

  const { data: subscription } = useSubscriptionQuery(undefined, { skip: !updateCard });
  const cardUpdate = cardUpdateTexts(cardUpdateOf(subscription, plan, cycle), summary.name, price);
  const { setup, retry } = usePaymentSetup({ enabled: paid });
  const [checkout, { isLoading: subscribing }] = useCheckoutMutation();
  const [tokenizing, setTokenizing] = useState(false);
  const processing = tokenizing || subscribing;
  const [cardholder, setCardholder] = useState('');
  const [card, setCard] = useState<TestCardValues>(EMPTY_CARD);
  // What the test-mode form tokenizes: the latest values, read at submit time.
  const cardValues = useRef<TestCardValues>(EMPTY_CARD);
  const containers = useRef<HostedFieldContainers>({ number: null, expiry: null, cvv: null });
  const [fieldErrors, setFieldErrors] = useState<CardFieldErrors & { cardholder?: string }>({});
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  // One key per plan and cycle, kept across Retry, so a retried submission cannot subscribe twice.
  const idempotencyKeys = useRef(new Map<string, string>());
  const [dark] = useDarkMode();
  // Pay is unavailable while an error shows (spec section 4): a failed payment hands the focus to Retry.
  const retryButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (submitError && !submitError.untilReady) retryButton.current?.focus();
  }, [submitError]);

  // A new token, mode, Retry or theme mounts a new card form (the hosted fields take their look when created).
  const mountKey =
    setup.status === 'ready'
      ? `${setup.mode}:${setup.attempt}:${setup.clientToken}${setup.mode === 'braintree' ? `:${dark}` : ''}`
      : null;
  const cardForm = useCardForm(mountKey, () => {
    if (setup.status !== 'ready' || setup.mode === 'test') {
      return createTestModeCardForm(() => cardValues.current);
    }
    return createHostedFieldsCardForm({
      clientToken: setup.clientToken,
      containers: () => containers.current,
      // The cardholder input is the page's own field: the hosted fields copy its computed look.
      styles: () => hostedFieldStyles(document.getElementById(`${id}-cardholder`)),
      onFieldValid: (field) =>
        setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors)),
    });
  });

  const shownSubmitError =
    submitError && !(submitError.untilReady && cardForm.status.status === 'ready') ? submitError : null;
  const error =
    shownSubmitError !== null
      ? { message: shownSubmitError.message }
      : setup.status === 'error'
        ? { message: setup.message }
        : cardForm.status.status === 'error'
          ? { message: cardForm.status.message }
          : null;
  // Pay works from the end of the mount delay: pressed while the hosted fields still load, it says so.
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
    // Retry goes away with the error; the cardholder name keeps the keyboard user's place in the form.
    document.getElementById(`${id}-cardholder`)?.focus();
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
    const form = cardForm.current();
    if (!form) return;
    const name = cardholder.trim();
    if (!name) {
      setFieldErrors({ cardholder: CHECKOUT_MESSAGES.cardholderRequired });
      return;
    }
    setFieldErrors({});
    setSubmitError(null);

    let tokenized: TokenizedCard;
    setTokenizing(true);
    try {
      tokenized = await form.tokenize(name);
    } catch (failure) {
      if (failure instanceof CardFormError && failure.fieldErrors) setFieldErrors(failure.fieldErrors);
      else
        setSubmitError({
          message: failure instanceof Error ? failure.message : String(failure),
          untilReady: failure instanceof CardFormError && failure.untilReady,
        });
      return;
    } finally {
      setTokenizing(false);
    }

    try {
      await checkout({
        body: {
          payment_method_nonce: tokenized.nonce,
          plan_name: plan,
          billing_cycle: cycle,
          cardholder_name: tokenized.cardholderName,
          ...(updateCard ? { update_card: true as const } : {}),
        },
        idempotencyKey: idempotencyKeyFor(plan, cycle),
      }).unwrap();
      toast.success(updateCard ? cardUpdate.success : CHECKOUT_MESSAGES.success);
      navigate(paths.dashboard, { replace: true });
    } catch (failure) {
      setSubmitError({
        message: subscriptionError(serverErrorMessage(failure, CHECKOUT_MESSAGES.subscriptionFailed)),
        untilReady: false,
      });
    }
  };

  const containerRef = (field: CardField) => (element: HTMLElement | null) => {
    containers.current[field] = element;
  };
  const onCardChange = (values: TestCardValues) => {
    cardValues.current = values;
    setCard(values);
  };

  const payLabel = updateCard ? cardUpdate.button : `Pay ${price}`;

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
            {cardUpdate.banner}
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
              <InputField
                id={`${id}-email`}
                label="Email"
                type="email"
                value={email}
                readOnly
                autoComplete="email"
              />

              {paid ? (
                <>
                  <InputField
                    id={`${id}-cardholder`}
                    label="Cardholder name"
                    error={fieldErrors.cardholder}
                    required
                    autoComplete="cc-name"
                    value={cardholder}
                    disabled={processing}
                    onChange={(event) => setCardholder(event.target.value)}
                  />

                  {setup.status !== 'ready' ? (
                    <CardFormStatus setup={setup} />
                  ) : setup.mode === 'test' ? (
                    <TestModeCardForm
                      values={card}
                      errors={fieldErrors}
                      disabled={processing}
                      onChange={onCardChange}
                    />
                  ) : (
                    <HostedFieldsCardForm
                      containerRef={containerRef}
                      errors={fieldErrors}
                      loading={cardForm.status.status === 'mounting'}
                    />
                  )}

                  {error && (
                    <CheckoutError message={error.message} onRetry={onRetry} retryRef={retryButton} />
                  )}

                  {/* While processing it stays focusable (aria-disabled): disabling the pressed button drops the focus. */}
                  <Button
                    type="submit"
                    className="w-full aria-disabled:cursor-wait aria-disabled:opacity-60"
                    disabled={!processing && (!ready || error !== null)}
                    aria-disabled={processing || undefined}
                    aria-busy={processing || undefined}
                  >
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
