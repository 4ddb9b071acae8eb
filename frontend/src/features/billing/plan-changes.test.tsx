import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderSettingsPage } from '../../testing/render-settings-page';
import { signIn } from '../../testing/render-with-providers';
import { aSettings, settingsAllReturns } from '../../testing/settings-factories';
import {
  aDowngrade,
  aGate,
  anUpgrade,
  aPaymentMethod,
  aSubscription,
  GATEWAY_UNAVAILABLE,
  paymentMethodReturns,
  postsTo,
  prorationEstimateReturns,
  subscriptionReturns,
} from './testing/billing-factories';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** GET `path` fails its next call, then answers as the handlers set before. */
function failsOnce(path: string, status = 503) {
  server.use(http.get(path, () => HttpResponse.json({ detail: 'down' }, { status }), { once: true }));
}

function renderSubscriptionTab({
  settings = aSettings({ plan_name: 'Basic' }),
  subscription = aSubscription(),
  subscriptionFailsFirst = false,
} = {}) {
  settingsAllReturns(settings);
  const subscriptionView = subscriptionReturns(subscription);
  if (subscriptionFailsFirst) failsOnce('/api/braintree/subscription');
  paymentMethodReturns();
  return {
    ...renderSettingsPage('/settings?tab=Subscription'),
    subscriptionView,
  };
}

async function choosePlan(
  user: ReturnType<typeof renderSubscriptionTab>['user'],
  plan: string,
  cycle?: string,
) {
  // Change Plan waits for the subscription: a press before it loads does nothing.
  const changePlan = await screen.findByRole('button', { name: 'Change Plan' });
  await waitFor(() => expect(changePlan).toBeEnabled());
  await user.click(changePlan);
  const chooser = await screen.findByRole('dialog', { name: 'Choose a Plan' });
  if (cycle) await user.click(within(chooser).getByRole('radio', { name: cycle }));
  await user.click(within(chooser).getByRole('button', { name: plan }));
}

const yourPlan = () => screen.getByRole('region', { name: 'Your Plan' });

beforeEach(() => signIn());

describe('Subscription tab', () => {
  it('shows the plan, its price and cycle, status, next billing date and card', async () => {
    renderSubscriptionTab();

    const plan = await screen.findByRole('region', { name: 'Your Plan' });
    expect(within(plan).getByText('Growth')).toBeInTheDocument();
    expect(await within(plan).findByText('$45.00 yearly')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('November 23, 2027')).toBeInTheDocument();
    expect(await within(plan).findByText('Visa ending in 1111, expires 12/2030')).toBeInTheDocument();
  });

  it('shows a scheduled downgrade with its date', async () => {
    renderSubscriptionTab({
      subscription: aSubscription({
        scheduled_downgrade: { plan_name: 'Free', billing_cycle: null, effective_at: '2027-11-23' },
      }),
    });

    expect(await screen.findByText('Changes to Starter on November 23, 2027')).toBeInTheDocument();
  });

  it('shows a past-due subscription with the update-payment-method notice', async () => {
    const { user, router } = renderSubscriptionTab({
      subscription: aSubscription({ status: 'past_due' }),
    });

    expect(
      await within(await screen.findByRole('region', { name: 'Your Plan' })).findByText('Past due'),
    ).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Your last payment failed. Update your card to keep Growth.');
    await user.click(within(notice).getByRole('button', { name: 'Go to Checkout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=Basic&cycle=yearly&update_card=true');
  });

  it('offers Retry when the subscription cannot be loaded', async () => {
    const { user } = renderSubscriptionTab({ subscriptionFailsFirst: true });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent("Couldn't load your subscription");
    await user.click(within(error).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('$45.00 yearly')).toBeInTheDocument();
  });
});

describe('Upgrading from one paid plan to another', () => {
  it('confirms with the card, the next billing date and the prorated amount, then shows the new plan', async () => {
    const estimates = prorationEstimateReturns(9000);
    const { user, subscriptionView } = renderSubscriptionTab();
    const upgrades = postsTo('/api/braintree/upgradeplan', () => {
      subscriptionView.set(aSubscription({ plan_name: 'Pro', price: '135.00' }));
      return { body: anUpgrade('Pro', 'yearly') };
    });

    await choosePlan(user, 'Choose Pro');

    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
    expect(await within(confirmation).findByText('Visa ending in 1111, expires 12/2030')).toBeInTheDocument();
    expect(within(confirmation).getByText('November 23, 2027')).toBeInTheDocument();
    expect(within(confirmation).getByText('$90.00')).toBeInTheDocument();
    expect(estimates.map((query) => query.toString())).toEqual(['plan=Pro&cycle=yearly']);
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm Upgrade' }));

    expect(await screen.findByText('Plan upgraded!')).toBeInTheDocument();
    expect(upgrades).toHaveLength(1);
    expect(upgrades[0].body).toEqual({ plan_name: 'Pro', billing_cycle: 'yearly' });
    expect(upgrades[0].idempotencyKey).toMatch(UUID);
    await waitFor(() => expect(within(yourPlan()).getByText('Pro')).toBeInTheDocument());
    expect(await within(yourPlan()).findByText('$135.00 yearly')).toBeInTheDocument();
  });

  it('for a change of cycle shows the next billing date of the new cycle, not the current one', async () => {
    // Monthly → yearly starts a yearly cycle today: the estimate names its first billing date.
    prorationEstimateReturns(4167, '2027-11-23');
    const { user } = renderSubscriptionTab({
      subscription: aSubscription({
        billing_cycle: 'monthly',
        price: '5.00',
        next_billing_date: '2026-12-23',
      }),
    });

    await choosePlan(user, 'Choose Pro', 'Yearly (pay for 9 months)');

    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
    expect(await within(confirmation).findByText('November 23, 2027')).toBeInTheDocument();
    expect(within(confirmation).queryByText('December 23, 2026')).not.toBeInTheDocument();
    expect(within(confirmation).getByText('$41.67')).toBeInTheDocument();
    expect(confirmation).toHaveTextContent('with a new yearly billing cycle');
    expect(confirmation).not.toHaveTextContent('the difference for the rest of this billing cycle');
  });

  it('keeps the focus on Confirm Upgrade while it upgrades, and a second press sends nothing', async () => {
    prorationEstimateReturns(9000);
    const { user } = renderSubscriptionTab();
    const gate = aGate();
    const upgrades = postsTo('/api/braintree/upgradeplan', async () => {
      await gate.passed;
      return { body: anUpgrade('Pro', 'yearly') };
    });

    await choosePlan(user, 'Choose Pro');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
    const confirm = await within(confirmation).findByRole('button', { name: 'Confirm Upgrade' });
    act(() => confirm.focus());
    await user.keyboard('{Enter}');

    const busy = await within(confirmation).findByRole('button', { name: 'Upgrading...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    gate.open();

    expect(await screen.findByText('Plan upgraded!')).toBeInTheDocument();
    expect(upgrades).toHaveLength(1);
  });

  it('estimates $0.00 when there is no next billing date', async () => {
    prorationEstimateReturns(0, null);
    const { user } = renderSubscriptionTab({ subscription: aSubscription({ next_billing_date: null }) });

    await choosePlan(user, 'Choose Pro');

    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
    expect(await within(confirmation).findByText('$0.00')).toBeInTheDocument();
    expect(within(confirmation).getByText('None')).toBeInTheDocument();
  });

  it('shows a failed upgrade inline, and its Retry sends the same Idempotency-Key', async () => {
    prorationEstimateReturns(9000);
    const { user } = renderSubscriptionTab();
    const upgrades = postsTo('/api/braintree/upgradeplan', (call) =>
      call === 1 ? GATEWAY_UNAVAILABLE : { body: anUpgrade('Pro', 'yearly') },
    );

    await choosePlan(user, 'Choose Pro');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
    await user.click(await within(confirmation).findByRole('button', { name: 'Confirm Upgrade' }));

    const error = await within(confirmation).findByRole('alert');
    expect(error).toHaveTextContent('Upgrade failed');
    expect(error).toHaveTextContent('The payment gateway did not answer');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Plan upgraded!')).toBeInTheDocument();
    expect(upgrades).toHaveLength(2);
    expect(upgrades[1].idempotencyKey).toBe(upgrades[0].idempotencyKey);
  });

  it('moves the focus from Retry to the busy Confirm Upgrade that takes its place', async () => {
    prorationEstimateReturns(9000);
    const { user } = renderSubscriptionTab();
    const gate = aGate();
    const upgrades = postsTo('/api/braintree/upgradeplan', async (call) => {
      if (call === 1) return GATEWAY_UNAVAILABLE;
      await gate.passed;
      return { body: anUpgrade('Pro', 'yearly') };
    });

    await choosePlan(user, 'Choose Pro');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
    await user.click(await within(confirmation).findByRole('button', { name: 'Confirm Upgrade' }));
    const error = await within(confirmation).findByRole('alert');
    act(() => within(error).getByRole('button', { name: 'Retry' }).focus());
    await user.keyboard('{Enter}');

    expect(await within(confirmation).findByRole('button', { name: 'Upgrading...' })).toHaveFocus();
    gate.open();
    expect(await screen.findByText('Plan upgraded!')).toBeInTheDocument();
    expect(upgrades).toHaveLength(2);
  });

  it('a new confirmation sends a new Idempotency-Key', async () => {
    prorationEstimateReturns(9000);
    const { user } = renderSubscriptionTab();
    const upgrades = postsTo('/api/braintree/upgradeplan', () => GATEWAY_UNAVAILABLE);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      await choosePlan(user, 'Choose Pro');
      const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
      await user.click(await within(confirmation).findByRole('button', { name: 'Confirm Upgrade' }));
      await within(confirmation).findByRole('alert');
      await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }

    expect(upgrades).toHaveLength(2);
    expect(upgrades[1].idempotencyKey).not.toBe(upgrades[0].idempotencyKey);
  });

  it.each([
    ['PAYMENTS.DECLINED', 422, 'Do Not Honor'],
    ['BILLING.PAYMENT_PAST_DUE', 402, 'Your last payment failed'],
  ])('on %s shows the update-payment-method notice leading to checkout', async (code, status, detail) => {
    prorationEstimateReturns(9000);
    const { user, router } = renderSubscriptionTab();
    postsTo('/api/braintree/upgradeplan', () => ({ status, body: { code, detail } }));

    await choosePlan(user, 'Choose Pro');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
    await user.click(await within(confirmation).findByRole('button', { name: 'Confirm Upgrade' }));

    const notice = await within(confirmation).findByRole('alert');
    expect(notice).toHaveTextContent('Update your payment method');
    expect(notice).toHaveTextContent(detail);
    await user.click(within(notice).getByRole('button', { name: 'Go to Checkout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=Pro&cycle=yearly&update_card=true');
  });

  it('shows the notice instead of a confirmation when there is no card on file', async () => {
    prorationEstimateReturns(9000);
    const { user } = renderSubscriptionTab();
    paymentMethodReturns(aPaymentMethod({ has_card: false, card_type: null, last4: null, exp_date: null }));

    await choosePlan(user, 'Choose Pro');

    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
    expect(await within(confirmation).findByRole('alert')).toHaveTextContent(
      'There is no card on file to pay the upgrade.',
    );
    expect(within(confirmation).queryByRole('button', { name: 'Confirm Upgrade' })).not.toBeInTheDocument();
  });

  it("says 'Couldn't load payment info' with Retry when the estimate fails", async () => {
    const { user } = renderSubscriptionTab();
    prorationEstimateReturns(9000);
    failsOnce('/api/braintree/proration_estimate', 500);

    await choosePlan(user, 'Choose Pro');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Upgrade' });
    const error = await within(confirmation).findByRole('alert');
    expect(error).toHaveTextContent("Couldn't load payment info");
    await user.click(within(error).getByRole('button', { name: 'Retry' }));

    expect(await within(confirmation).findByText('$90.00')).toBeInTheDocument();
  });
});

describe('Downgrading', () => {
  it('to Starter schedules the change at the end of the cycle and shows it, keeping the plan', async () => {
    const { user, subscriptionView } = renderSubscriptionTab();
    const downgrades = postsTo('/settings/downgrade', () => {
      subscriptionView.set(
        aSubscription({
          scheduled_downgrade: { plan_name: 'Free', billing_cycle: null, effective_at: '2027-11-23' },
        }),
      );
      return { body: aDowngrade() };
    });

    await choosePlan(user, 'Choose Starter');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Downgrade' });
    expect(confirmation).toHaveTextContent('at the end of the billing cycle on November 23, 2027');
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm Downgrade' }));

    expect(await screen.findByText('Downgraded to Free')).toBeInTheDocument();
    expect(downgrades.map(({ body }) => body)).toEqual([{ plan_name: 'Free' }]);
    expect(await screen.findByText('Changes to Starter on November 23, 2027')).toBeInTheDocument();
    expect(within(yourPlan()).getByText('Growth')).toBeInTheDocument();
  });

  it('to a lower paid plan or a monthly cycle posts the plan and cycle', async () => {
    const { user } = renderSubscriptionTab({
      settings: aSettings({ plan_name: 'Pro' }),
      subscription: aSubscription({ plan_name: 'Pro', billing_cycle: 'yearly', price: '135.00' }),
    });
    const downgrades = postsTo('/settings/downgrade', () => ({ body: aDowngrade() }));

    await choosePlan(user, 'Choose Pro', 'Monthly');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Downgrade' });
    expect(confirmation).toHaveTextContent('Pro (monthly)');
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm Downgrade' }));

    expect(await screen.findByText('Downgrade to Pro scheduled for November 23, 2027')).toBeInTheDocument();
    expect(downgrades.map(({ body }) => body)).toEqual([{ plan_name: 'Pro', billing_cycle: 'monthly' }]);
  });

  it('keeps the focus on Confirm Downgrade while it schedules, and a second press sends nothing', async () => {
    const { user } = renderSubscriptionTab();
    const gate = aGate();
    const downgrades = postsTo('/settings/downgrade', async () => {
      await gate.passed;
      return { body: aDowngrade() };
    });

    await choosePlan(user, 'Choose Starter');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Downgrade' });
    act(() => within(confirmation).getByRole('button', { name: 'Confirm Downgrade' }).focus());
    await user.keyboard('{Enter}');

    const busy = await within(confirmation).findByRole('button', { name: 'Scheduling...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    gate.open();

    expect(await screen.findByText('Downgraded to Free')).toBeInTheDocument();
    expect(downgrades).toHaveLength(1);
  });

  it("shows 'Couldn't downgrade' inline with Retry", async () => {
    const { user } = renderSubscriptionTab();
    const downgrades = postsTo('/settings/downgrade', (call) =>
      call === 1 ? { status: 500, body: { detail: 'Something broke' } } : { body: aDowngrade() },
    );

    await choosePlan(user, 'Choose Starter');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Downgrade' });
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm Downgrade' }));
    const error = await within(confirmation).findByRole('alert');
    expect(error).toHaveTextContent("Couldn't downgrade");
    expect(error).toHaveTextContent('Something broke');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Downgraded to Free')).toBeInTheDocument();
    expect(downgrades).toHaveLength(2);
  });
});

describe('Keyboard on a failed downgrade', () => {
  it('moves the focus from Retry to the busy Confirm Downgrade that takes its place', async () => {
    const { user } = renderSubscriptionTab();
    const gate = aGate();
    const downgrades = postsTo('/settings/downgrade', async (call) => {
      if (call === 1) return { status: 500, body: { detail: 'Something broke' } };
      await gate.passed;
      return { body: aDowngrade() };
    });

    await choosePlan(user, 'Choose Starter');
    const confirmation = await screen.findByRole('dialog', { name: 'Confirm Downgrade' });
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm Downgrade' }));
    const error = await within(confirmation).findByRole('alert');
    act(() => within(error).getByRole('button', { name: 'Retry' }).focus());
    await user.keyboard('{Enter}');

    expect(await within(confirmation).findByRole('button', { name: 'Scheduling...' })).toHaveFocus();
    gate.open();
    expect(await screen.findByText('Downgraded to Free')).toBeInTheDocument();
    expect(downgrades).toHaveLength(2);
  });
});

describe('Keyboard', () => {
  it('closes the chooser and a confirmation with Escape, focus back on Change Plan', async () => {
    const { user } = renderSubscriptionTab();

    await choosePlan(user, 'Choose Starter');
    await screen.findByRole('dialog', { name: 'Confirm Downgrade' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change Plan' })).toHaveFocus());
  });
});

describe('Choosing the current plan', () => {
  it("says 'Already on that plan'", async () => {
    const { user } = renderSubscriptionTab();

    await choosePlan(user, 'Choose Growth');

    expect(await screen.findByText('Already on that plan')).toBeInTheDocument();
  });

  it('while a downgrade is scheduled keeps the plan by upgrading to it', async () => {
    const { user, subscriptionView } = renderSubscriptionTab({
      subscription: aSubscription({
        scheduled_downgrade: { plan_name: 'Free', billing_cycle: null, effective_at: '2027-11-23' },
      }),
    });
    const upgrades = postsTo('/api/braintree/upgradeplan', () => {
      subscriptionView.set(aSubscription());
      return { body: anUpgrade('Basic', 'yearly') };
    });

    await screen.findByText('Changes to Starter on November 23, 2027');
    await choosePlan(user, 'Keep Growth');

    expect(
      await screen.findByText('You stay on Growth: the scheduled change is canceled'),
    ).toBeInTheDocument();
    expect(upgrades.map(({ body }) => body)).toEqual([{ plan_name: 'Basic', billing_cycle: 'yearly' }]);
    expect(upgrades[0].idempotencyKey).toMatch(UUID);
    await waitFor(() => expect(screen.queryByText(/^Changes to Starter/)).not.toBeInTheDocument());
  });
});

describe('Keeping the plan', () => {
  it('keeps the focus on the pressed Keep button while it saves, and a second press sends nothing', async () => {
    const { user } = renderSubscriptionTab({
      subscription: aSubscription({
        scheduled_downgrade: { plan_name: 'Free', billing_cycle: null, effective_at: '2027-11-23' },
      }),
    });
    const gate = aGate();
    const upgrades = postsTo('/api/braintree/upgradeplan', async () => {
      await gate.passed;
      return { body: anUpgrade('Basic', 'yearly') };
    });

    await screen.findByText('Changes to Starter on November 23, 2027');
    await user.click(screen.getByRole('button', { name: 'Change Plan' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose a Plan' });
    act(() => within(chooser).getByRole('button', { name: 'Keep Growth' }).focus());
    await user.keyboard('{Enter}');

    const busy = await within(chooser).findByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    gate.open();

    expect(
      await screen.findByText('You stay on Growth: the scheduled change is canceled'),
    ).toBeInTheDocument();
    expect(upgrades).toHaveLength(1);
  });
});

describe('The upgrade dialog sending a paying user to settings', () => {
  it('opens the plan chooser', async () => {
    const { router } = renderSubscriptionTab();
    await screen.findByText('$45.00 yearly');
    await router.navigate('/settings?tab=Subscription', { state: { openPlanChooser: true } });

    expect(await screen.findByRole('dialog', { name: 'Choose a Plan' })).toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });
});
