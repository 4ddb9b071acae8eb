import {
  LIMIT_WORDING,
  PLAN_LIMITS,
  planLimitLines,
} from '@outreach/backend/platform/plans/plan-limits.contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { preloadSettingsTabs, renderSettingsPage } from '../testing/render-settings-page';
import { renderWithProviders, signedInAs, signIn } from '../testing/render-with-providers';
import { aSettings, settingsAllReturns } from '../testing/settings-factories';

beforeAll(preloadSettingsTabs);

const growth = PLAN_LIMITS.Basic;
const growthLines = planLimitLines('Basic');

const listItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('✓', '').trim());

describe('plan limits read alike on pricing, checkout and settings', () => {
  it('states Growth’s limits on the pricing card in the catalogue’s words', async () => {
    renderWithProviders(null, { route: '/pricing' });
    const card = within(await screen.findByRole('list', { name: 'Plans' })).getByRole('listitem', {
      name: 'Growth',
    });

    expect(within(card).getByText(growthLines[0])).toBeInTheDocument();
    expect(listItems(within(card).getByRole('list', { name: 'Growth limits' }))).toEqual(
      growthLines.slice(1),
    );
  });

  it('lists the same lines at checkout', async () => {
    server.use(
      http.get('/api/braintree/client_token', () =>
        HttpResponse.json({ clientToken: `test-mode:${'a'.repeat(64)}` }),
      ),
    );
    signedInAs({ email: 'ada@example.com' });
    renderWithProviders(null, { route: '/checkout?plan=Basic&cycle=monthly' });

    const summary = await screen.findByRole('region', { name: 'Plan summary' });
    expect(listItems(within(summary).getByRole('list', { name: 'Growth includes' }))).toEqual(growthLines);
  });

  it('names and counts each limit in the Subscription tab as the other two screens do', async () => {
    signIn();
    settingsAllReturns(
      aSettings({
        plan_name: 'Basic',
        company_lists_used: 1,
        company_lists_limit: growth.company_lists_limit,
        searches_limit: growth.searches_limit,
        write_limit: growth.write_limit,
        emails_limit: growth.emails_limit,
        daily_limit: growth.daily_limit,
      }),
    );
    renderSettingsPage('/settings?tab=Subscription');

    const usage = await screen.findByRole('list', { name: 'Usage' });
    expect(screen.getByText(growthLines[0])).toBeInTheDocument();
    for (const limit of [
      'company_lists_limit',
      'searches_limit',
      'write_limit',
      'emails_limit',
      'daily_limit',
    ] as const) {
      const meter = within(usage).getByRole('progressbar', { name: `${LIMIT_WORDING[limit].label} used` });
      expect(meter).toHaveAttribute('aria-valuemax', String(growth[limit]));
    }
    expect(within(usage).getByText(`1 / ${growth.company_lists_limit}`)).toBeInTheDocument();
  });
});
