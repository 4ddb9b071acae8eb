import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadSettingsTabs, renderSettingsPage } from '../../testing/render-settings-page';
import { signIn } from '../../testing/render-with-providers';
import { aSettings, settingsAllReturns } from '../../testing/settings-factories';
import { pushProjection } from '../../testing/socket-mock';
import { PLAN_LIMITS } from '@outreach/backend/platform/plans/plan-limits.contract';
import { aSubscription, paymentMethodReturns, subscriptionReturns } from './testing/billing-factories';

beforeAll(preloadSettingsTabs);

function renderTab(route: string, settings = aSettings()) {
  settingsAllReturns(settings);
  return renderSettingsPage(route);
}

beforeEach(() => signIn());

describe('Subscription tab', () => {
  it('shows the plan by its display name and usage, with -1 as Unlimited', async () => {
    renderTab(
      '/settings?tab=Subscription',
      aSettings({ plan_name: 'Basic', searches_used: 7, searches_limit: -1, write_used: 4, write_limit: 20 }),
    );

    expect(await screen.findByText('Growth')).toBeInTheDocument();
    const usage = screen.getByRole('list', { name: 'Usage' });
    expect(within(usage).getByText('7 used · Unlimited')).toBeInTheDocument();
    expect(within(usage).queryByRole('progressbar', { name: 'Email searches used' })).not.toBeInTheDocument();
    const drafts = within(usage).getByRole('progressbar', { name: 'Drafts used' });
    expect(drafts).toHaveAttribute('aria-valuenow', '4');
    expect(drafts).toHaveAttribute('aria-valuemax', '20');
  });

  it("says 'Already on that plan' when the current plan is chosen", async () => {
    const { user, router } = renderTab('/settings?tab=Subscription', aSettings({ plan_name: 'Free' }));

    await user.click(await screen.findByRole('button', { name: 'Change Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Plan' });
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Choose a Plan', 'Starter', 'Growth', 'Pro']);
    await user.click(within(dialog).getByRole('button', { name: 'Choose Starter' }));

    expect(await screen.findByText('Already on that plan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('goes to checkout with the plan and the chosen cycle, showing yearly prices', async () => {
    const { user, router } = renderTab('/settings?tab=Subscription', aSettings({ plan_name: 'Free' }));

    await user.click(await screen.findByRole('button', { name: 'Change Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Plan' });
    await user.click(within(dialog).getByRole('radio', { name: 'Yearly (pay for 9 months)' }));
    expect(
      within(within(dialog).getByRole('listitem', { name: 'Pro' })).getByText('$135 billed yearly'),
    ).toBeInTheDocument();
    // The catalogue's floor(9 × monthly / 12) in cents: Growth is $3.75 a month on yearly billing, not $3.
    expect(
      within(within(dialog).getByRole('listitem', { name: 'Growth' })).getByText('$3.75'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose Pro' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=Pro&cycle=yearly');
  });

  it('leads a paying user to checkout to update the card', async () => {
    subscriptionReturns(aSubscription({ plan_name: 'Pro', billing_cycle: 'monthly', price: '15.00' }));
    paymentMethodReturns();
    const { user, router } = renderTab('/settings?tab=Subscription', aSettings({ plan_name: 'Pro' }));

    await user.click(await screen.findByRole('button', { name: 'Update payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Payment Method' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to Checkout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=Pro&cycle=monthly&update_card=true');
  });

  it('offers no card update on the free plan', async () => {
    renderTab('/settings?tab=Subscription', aSettings({ plan_name: 'Free' }));
    await screen.findByText('Starter');
    expect(screen.queryByRole('button', { name: 'Update payment method' })).not.toBeInTheDocument();
  });

  describe('kept current by pushes, without Refresh or a reload', () => {
    const free = aSettings({
      plan_name: 'Free',
      searches_used: 0,
      searches_limit: PLAN_LIMITS.Free.searches_limit,
      company_lists_used: 0,
      emails_used: 0,
      daily_used: 0,
      contacts_used: 0,
    });

    it('counts a search, a saved contact and a send as their read models push', async () => {
      subscriptionReturns(aSubscription({ plan_name: 'Free', billing_cycle: null, status: 'none' }));
      renderTab('/settings?tab=Subscription', free);
      const usage = await screen.findByRole('list', { name: 'Usage' });
      expect(within(usage).getByRole('progressbar', { name: 'Email searches used' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      expect(screen.getByText('Saved contacts: 0')).toBeInTheDocument();

      settingsAllReturns({ ...free, searches_used: 1 });
      pushProjection({ projection: 'plan-usage', checkpoint: '10', keys: ['user-1'] });
      await waitFor(() =>
        expect(within(usage).getByRole('progressbar', { name: 'Email searches used' })).toHaveAttribute(
          'aria-valuenow',
          '1',
        ),
      );

      settingsAllReturns({ ...free, searches_used: 1, contacts_used: 2 });
      pushProjection({ projection: 'contacts-list', checkpoint: '11', keys: ['user-1'] });
      expect(await screen.findByText('Saved contacts: 2')).toBeInTheDocument();

      settingsAllReturns({ ...free, searches_used: 1, contacts_used: 2, emails_used: 1, daily_used: 1 });
      pushProjection({ projection: 'plan-usage', checkpoint: '12', keys: ['user-1'] });
      await waitFor(() =>
        expect(within(usage).getByRole('progressbar', { name: 'Messages sent used' })).toHaveAttribute(
          'aria-valuenow',
          '1',
        ),
      );
    });

    it('shows the plan just bought with that plan’s limits once the subscriptions push comes', async () => {
      const subscription = subscriptionReturns(
        aSubscription({ plan_name: 'Free', billing_cycle: null, status: 'none' }),
      );
      renderTab('/settings?tab=Subscription', free);
      expect(await screen.findByText('Up to 25 companies per contact search')).toBeInTheDocument();

      subscription.set(aSubscription({ plan_name: 'Basic', billing_cycle: 'monthly' }));
      paymentMethodReturns();
      const growth = PLAN_LIMITS.Basic;
      settingsAllReturns({
        ...free,
        plan_name: 'Basic',
        searches_limit: growth.searches_limit,
        company_lists_limit: growth.company_lists_limit,
        write_limit: growth.write_limit,
        emails_limit: growth.emails_limit,
        daily_limit: growth.daily_limit,
      });
      pushProjection({ projection: 'subscriptions', checkpoint: '20', keys: ['user-1'] });

      expect(await screen.findByText('Up to 50 companies per contact search')).toBeInTheDocument();
      expect(screen.getByText('Growth')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Drafts used' })).toHaveAttribute(
        'aria-valuemax',
        String(growth.write_limit),
      );
    });
  });
});
