import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../testing/render-with-providers';

// Test mode must never load braintree-web: its modules say when something imports them.
const braintreeImports = vi.hoisted(() => [] as string[]);
vi.mock('braintree-web/client', () => {
  braintreeImports.push('braintree-web/client');
  return {};
});
vi.mock('braintree-web/hosted-fields', () => {
  braintreeImports.push('braintree-web/hosted-fields');
  return {};
});

const TEST_TOKEN = `test-mode:${'a'.repeat(64)}`;

/** Answers the client token call with `respond`, counting the calls. */
function clientTokenAnswers(respond: () => Response = () => HttpResponse.json({ clientToken: TEST_TOKEN })) {
  const calls = { count: 0 };
  server.use(
    http.get('/api/braintree/client_token', () => {
      calls.count += 1;
      return respond();
    }),
  );
  return calls;
}

interface CheckoutCall {
  body: unknown;
  idempotencyKey: string | null;
}

/** Records each checkout POST and answers it with the next of `responses` (the last one repeats). */
function checkoutAnswers(...responses: (() => Response | Promise<Response>)[]): CheckoutCall[] {
  const calls: CheckoutCall[] = [];
  server.use(
    http.post('/api/braintree/checkout', async ({ request }) => {
      calls.push({ body: await request.json(), idempotencyKey: request.headers.get('Idempotency-Key') });
      return responses[Math.min(calls.length, responses.length) - 1]();
    }),
  );
  return calls;
}

/** The caller's subscription as GET /api/braintree/subscription answers it (the card update reads it). */
function subscriptionIs(view: { plan_name: string; billing_cycle: string; status: string }): void {
  server.use(
    http.get('/api/braintree/subscription', () =>
      HttpResponse.json({
        ...view,
        next_billing_date: '2026-12-15',
        price: '15.00',
        scheduled_downgrade: null,
      }),
    ),
  );
}

const subscribed = () =>
  HttpResponse.json({
    success: true,
    detail: 'Subscription successful!',
    plan_name: 'Basic',
    billing_cycle: 'monthly',
    next_billing_date: '2026-06-15',
    checkpoint: '42',
  });

async function openCheckout(route = '/checkout') {
  signedInAs({ email: 'ada@example.com' });
  const rendered = renderWithProviders(null, { route });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return rendered;
}

async function cardFormReady() {
  return screen.findByText('Test mode — no real charge');
}

function planSummary() {
  return within(screen.getByRole('region', { name: 'Plan summary' }));
}

function payButton() {
  return screen.getByRole('button', { name: /^(Pay|Update Card & Pay) \$/ });
}

async function fillCard(user: ReturnType<typeof renderWithProviders>['user'], testCard = 'Payment succeeds') {
  await user.type(screen.getByLabelText('Cardholder name'), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: new RegExp(testCard) }));
}

describe('checkout page', () => {
  it('shows the signed-in e-mail read-only, Growth by default and the test card form after the token', async () => {
    clientTokenAnswers();
    await openCheckout();

    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Cardholder name')).toBeRequired();
    expect(planSummary().getByText('Growth')).toBeInTheDocument();
    expect(planSummary().getByText('$5/month')).toBeInTheDocument();
    expect(planSummary().getByRole('list', { name: 'Growth includes' })).toHaveTextContent(
      '5,000 email searches',
    );
    expect(screen.getByRole('button', { name: 'Pay $5' })).toBeDisabled();

    await cardFormReady();
    expect(screen.getByRole('button', { name: 'Pay $5' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /4111 1111 1111 1111 Payment succeeds/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Declined: Do Not Honor/ })).toBeInTheDocument();
  });

  it('takes the plan and the yearly cycle from the query and asks for the yearly charge', async () => {
    clientTokenAnswers();
    await openCheckout('/checkout?plan=Pro&cycle=yearly');

    expect(planSummary().getByText('Pro')).toBeInTheDocument();
    expect(planSummary().getByText('$135/year ($11.25/month)')).toBeInTheDocument();
    expect(planSummary().getByRole('radio', { name: 'Yearly (Pay for 9 months)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay $135' })).toBeInTheDocument();
  });

  it('takes the plan from the stored selected plan when the query names none', async () => {
    localStorage.setItem('selected_plan', 'Pro');
    clientTokenAnswers();
    await openCheckout();

    expect(planSummary().getByText('Pro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $15' })).toBeInTheDocument();
  });

  it('takes the plan from navigation state when the query names none', async () => {
    clientTokenAnswers();
    const { router } = await openCheckout();

    await router.navigate('/checkout', { state: { plan: 'Pro' } });

    expect(await screen.findByRole('button', { name: 'Pay $15' })).toBeInTheDocument();
  });

  it('changes the plan and the cycle in the query string', async () => {
    clientTokenAnswers();
    const { user, router } = await openCheckout('/checkout?plan=Basic');

    await user.click(planSummary().getByRole('button', { name: 'Change plan' }));
    await user.click(planSummary().getByRole('radio', { name: /^Pro/ }));
    expect(new URLSearchParams(router.state.location.search).get('plan')).toBe('Pro');
    expect(planSummary().queryByRole('radio', { name: /^Pro/ })).not.toBeInTheDocument();

    await user.click(planSummary().getByRole('radio', { name: 'Yearly (Pay for 9 months)' }));
    expect(new URLSearchParams(router.state.location.search).get('cycle')).toBe('yearly');
    expect(screen.getByRole('button', { name: 'Pay $135' })).toBeInTheDocument();
  });

  it('says when the card is being updated for an upgrade', async () => {
    clientTokenAnswers();
    await openCheckout('/checkout?plan=Pro&cycle=monthly&update_card=true');

    expect(screen.getByText('Updating payment method for your Pro plan upgrade')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Card & Pay $15' })).toBeInTheDocument();
  });

  it('only replaces the card when the plan and cycle are the ones paid for, and says so', async () => {
    clientTokenAnswers();
    subscriptionIs({ plan_name: 'Pro', billing_cycle: 'monthly', status: 'active' });
    const calls = checkoutAnswers(subscribed);
    const { user } = await openCheckout('/checkout?plan=Pro&cycle=monthly&update_card=true');
    await cardFormReady();

    expect(await screen.findByText('Updating payment method for your Pro plan')).toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Update Card' }));

    expect(await screen.findByText('Payment method updated')).toBeInTheDocument();
    expect(calls[0].body).toMatchObject({ plan_name: 'Pro', billing_cycle: 'monthly', update_card: true });
  });

  it('says the new card pays the failed renewal when the subscription is past due', async () => {
    clientTokenAnswers();
    subscriptionIs({ plan_name: 'Basic', billing_cycle: 'yearly', status: 'past_due' });
    await openCheckout('/checkout?plan=Growth&cycle=yearly&update_card=true');

    expect(await screen.findByText('Updating payment method for your Growth plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Card & Pay $45' })).toBeInTheDocument();
  });

  it('sends update_card with the new card so the server replaces the card and pays the upgrade', async () => {
    clientTokenAnswers();
    const calls = checkoutAnswers(subscribed);
    const { user } = await openCheckout('/checkout?plan=Pro&cycle=monthly&update_card=true');
    await cardFormReady();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Update Card & Pay $15' }));

    expect(await screen.findByText('Subscription successful!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({
      payment_method_nonce: 'test-mode-nonce:4111111111111111',
      plan_name: 'Pro',
      billing_cycle: 'monthly',
      cardholder_name: 'Ada Lovelace',
      update_card: true,
    });
  });

  it('subscribes with a test card nonce and an idempotency key, then goes to the dashboard', async () => {
    clientTokenAnswers();
    const calls = checkoutAnswers(subscribed);
    const { user, router } = await openCheckout('/checkout?plan=Growth&cycle=monthly');
    await cardFormReady();

    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByText('Subscription successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls).toEqual([
      {
        body: {
          payment_method_nonce: 'test-mode-nonce:4111111111111111',
          plan_name: 'Basic',
          billing_cycle: 'monthly',
          cardholder_name: 'Ada Lovelace',
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
      },
    ]);
  });

  it('shows the declined card inline, and Retry fetches a new token and reuses the idempotency key', async () => {
    const tokens = clientTokenAnswers();
    const calls = checkoutAnswers(
      () => HttpResponse.json({ success: false, detail: 'Do Not Honor' }, { status: 422 }),
      subscribed,
    );
    const { user, router } = await openCheckout('/checkout?plan=Pro');
    await cardFormReady();
    await fillCard(user, 'Declined: Do Not Honor');
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription error: Do Not Honor');
    expect(payButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByText('Subscription error: Do Not Honor')).not.toBeInTheDocument();
    await waitFor(() => expect(tokens.count).toBe(2));
    await waitFor(() => expect(payButton()).toBeEnabled());

    await user.click(screen.getByRole('button', { name: /Payment succeeds/ }));
    await user.click(payButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.map((call) => (call.body as { payment_method_nonce: string }).payment_method_nonce)).toEqual(
      ['test-mode-nonce:4000111111111115', 'test-mode-nonce:4111111111111111'],
    );
    expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);
  });

  it('keeps the focus on Pay while processing, hands it to Retry when the payment fails, then to the form', async () => {
    clientTokenAnswers();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = checkoutAnswers(async () => {
      await answered;
      return HttpResponse.json({ success: false, detail: 'Do Not Honor' }, { status: 422 });
    });
    const { user } = await openCheckout('/checkout?plan=Pro');
    await cardFormReady();
    await fillCard(user, 'Declined: Do Not Honor');
    act(() => payButton().focus());
    await user.keyboard('{Enter}');

    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toHaveAttribute('aria-disabled', 'true');
    expect(processing).toHaveFocus();
    await user.keyboard('{Enter}');
    answer();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Subscription error: Do Not Honor');
    expect(payButton()).toBeDisabled();
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveFocus());
    expect(calls).toHaveLength(1);

    // Retry goes away with the error: the cardholder name keeps the place.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cardholder name')).toHaveFocus();
  });

  it('uses another idempotency key for another plan or cycle', async () => {
    clientTokenAnswers();
    const calls = checkoutAnswers(() => HttpResponse.json({ detail: 'Do Not Honor' }, { status: 422 }));
    const { user } = await openCheckout('/checkout?plan=Pro');
    await cardFormReady();
    await fillCard(user);
    await user.click(payButton());
    await screen.findByText('Subscription error: Do Not Honor');

    await user.click(planSummary().getByRole('radio', { name: 'Yearly (Pay for 9 months)' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    await waitFor(() => expect(calls).toHaveLength(2));
    expect((calls[1].body as { billing_cycle: string }).billing_cycle).toBe('yearly');
    expect(calls[1].idempotencyKey).not.toBe(calls[0].idempotencyKey);
  });

  it('falls back to the default detail when the failure has none', async () => {
    clientTokenAnswers();
    checkoutAnswers(() => new HttpResponse(null, { status: 502 }));
    const { user } = await openCheckout();
    await cardFormReady();
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Subscription error: Subscription failed. Please try again.',
    );
  });

  it('refuses a card number that is not a test card in the browser, sending nothing', async () => {
    clientTokenAnswers();
    const calls = checkoutAnswers(subscribed);
    const { user } = await openCheckout();
    await cardFormReady();

    await user.type(screen.getByLabelText('Cardholder name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/30');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(payButton());

    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Test mode accepts only the test cards shown on the page.',
    );
    expect(calls).toEqual([]);
  });

  it('requires the cardholder name', async () => {
    clientTokenAnswers();
    const calls = checkoutAnswers(subscribed);
    const { user } = await openCheckout();
    await cardFormReady();

    await user.click(screen.getByRole('button', { name: /Payment succeeds/ }));
    await user.click(payButton());

    expect(screen.getByLabelText('Cardholder name')).toHaveAccessibleDescription(
      'Cardholder name is required',
    );
    expect(calls).toEqual([]);
  });

  it('says the authentication expired when the token call stays unauthorised', async () => {
    clientTokenAnswers(() => HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }));
    server.use(
      http.post('/auth/refresh', () =>
        HttpResponse.json({ access_token: 'fresh', refresh_token: 'fresh-r' }),
      ),
    );
    await openCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication expired. Please log in again.',
    );
    expect(payButton()).toBeDisabled();
  });

  it('refuses a client token shorter than 50 characters', async () => {
    clientTokenAnswers(() => HttpResponse.json({ clientToken: 'test-mode:short' }));
    await openCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid payment configuration. Please refresh the page and try again.',
    );
  });

  it.each([
    [49, false],
    [50, true],
  ])('takes a client token of %i characters as valid: %s', async (length, valid) => {
    const prefix = 'test-mode:';
    clientTokenAnswers(() => HttpResponse.json({ clientToken: prefix + 'a'.repeat(length - prefix.length) }));
    await openCheckout();

    if (valid) {
      await cardFormReady();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Invalid payment configuration. Please refresh the page and try again.',
      );
    }
  });

  it('mounts the card form 300 ms after the client token arrives, preparing it meanwhile', async () => {
    let answeredAt = 0;
    clientTokenAnswers(() => {
      answeredAt = performance.now();
      return HttpResponse.json({ clientToken: TEST_TOKEN });
    });
    await openCheckout();

    expect(await screen.findByText('Preparing card form...')).toBeInTheDocument();
    expect(screen.queryByText('Test mode — no real charge')).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await cardFormReady();
    // The timer starts when the answer is rendered, a little after the handler ran: never earlier than 300 ms.
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(300);
    expect(payButton()).toBeEnabled();
  });

  it('cannot initialise after a failed token call, and Retry fetches the token again', async () => {
    let fail = true;
    const tokens = clientTokenAnswers(() =>
      fail
        ? HttpResponse.json({ detail: 'Payment gateway unavailable' }, { status: 503 })
        : HttpResponse.json({ clientToken: TEST_TOKEN }),
    );
    const { user } = await openCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not initialize payment provider. Please try again later.',
    );

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await cardFormReady();
    expect(tokens.count).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the test card form when the public configuration says test mode', async () => {
    server.use(
      http.get('/api/config/public', () =>
        HttpResponse.json({
          public_url: 'http://localhost:3000',
          alert_form_url: null,
          payments_mode: 'test',
        }),
      ),
    );
    clientTokenAnswers(() => HttpResponse.json({ clientToken: 'x'.repeat(80) }));
    await openCheckout();

    expect(await cardFormReady()).toBeInTheDocument();
  });

  it('never loads braintree-web in test mode, from the token to the dashboard', async () => {
    clientTokenAnswers();
    checkoutAnswers(subscribed);
    const { user, router } = await openCheckout();
    await cardFormReady();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    expect(braintreeImports).toEqual([]);
  });

  it('needs no card for Starter and fetches no token', async () => {
    const tokens = clientTokenAnswers();
    await openCheckout('/checkout?plan=Starter&cycle=yearly');

    expect(screen.getByText(/Starter is free: no card required/)).toBeInTheDocument();
    expect(planSummary().getByText('$0')).toBeInTheDocument();
    expect(planSummary().queryByRole('group', { name: 'Billing cycle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(tokens.count).toBe(0);
  });
});
