import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import type {
  DowngradeResult,
  PaymentMethodView,
  ProrationEstimateView,
  SubscriptionView,
  UpgradePlanResult,
} from '../billing.api';

export function aSubscription(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    plan_name: 'Basic',
    billing_cycle: 'yearly',
    status: 'active',
    next_billing_date: '2027-11-23',
    price: '45.00',
    scheduled_downgrade: null,
    ...overrides,
  };
}

export function aPaymentMethod(overrides: Partial<PaymentMethodView> = {}): PaymentMethodView {
  return {
    has_card: true,
    card_type: 'Visa',
    last4: '1111',
    exp_date: '12/2030',
    cardholder_name: 'Bea Billing',
    ...overrides,
  };
}

/** GET /api/braintree/subscription answers `view` until `next` replaces it (what a write changes). */
export function subscriptionReturns(view: SubscriptionView): { set: (next: SubscriptionView) => void } {
  let current = view;
  server.use(http.get('/api/braintree/subscription', () => HttpResponse.json(current)));
  return {
    set: (next) => {
      current = next;
    },
  };
}

export function paymentMethodReturns(method: PaymentMethodView = aPaymentMethod()): void {
  server.use(http.get('/api/braintree/payment-method', () => HttpResponse.json(method)));
}

/** GET /api/braintree/proration_estimate answers `amountCents`; the returned list records the query strings. */
export function prorationEstimateReturns(
  amountCents: number,
  nextBillingDate: string | null = '2027-11-23',
): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/braintree/proration_estimate', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      const estimate: ProrationEstimateView = {
        amount: amountCents / 100,
        amount_cents: amountCents,
        currency: 'USD',
        next_billing_date: nextBillingDate,
      };
      return HttpResponse.json(estimate);
    }),
  );
  return requests;
}

export interface RecordedPost {
  body: unknown;
  idempotencyKey: string | null;
}

interface PostAnswer {
  status?: number;
  body: object;
}

/**
 * POST `path` answers each call with `respond(callNumber)` (which may wait, see aGate); the returned list records
 * bodies and keys.
 */
export function postsTo(
  path: string,
  respond: (call: number, body: unknown) => PostAnswer | Promise<PostAnswer>,
): RecordedPost[] {
  const calls: RecordedPost[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = await request.json();
      calls.push({ body, idempotencyKey: request.headers.get('Idempotency-Key') });
      const answer = await respond(calls.length, body);
      return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

/** POST /api/braintree/upgradeplan's answer for a plan and cycle. */
export function anUpgrade(plan: 'Basic' | 'Pro', cycle: 'monthly' | 'yearly'): UpgradePlanResult {
  return { success: true, detail: 'Plan upgraded', plan_name: plan, billing_cycle: cycle, checkpoint: '9' };
}

/** POST /settings/downgrade's answer for a change at the end of the cycle. */
export function aDowngrade(effectiveAt = '2027-11-23'): DowngradeResult {
  return { success: true, detail: 'x', effective_at: effectiveAt, checkpoint: '9' };
}

/** A gateway that did not answer (503), as the upgrade and checkout calls report it. */
export const GATEWAY_UNAVAILABLE: PostAnswer = {
  status: 503,
  body: { code: 'PAYMENTS.GATEWAY_UNAVAILABLE', detail: 'The payment gateway did not answer' },
};

/** A handler awaits `passed` until the test calls `open()`: the page shows the call in flight meanwhile. */
export function aGate(): { passed: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}
