import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../lib/leave-app';
import { renderWithProviders } from '../../testing/render-with-providers';

vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

beforeEach(() => vi.mocked(leaveAppFor).mockClear());

function planCard(name: string) {
  return within(screen.getByRole('list', { name: 'Plans' })).getByRole('listitem', { name });
}

function cardSummary(name: string) {
  const card = planCard(name);
  return {
    price: card.querySelector('p')?.textContent,
    limit: within(card).getByText(/^(Up to [0-9]+|Unlimited) companies per contact search$/).textContent,
    popular: within(card).queryByText('Most popular') !== null,
  };
}

async function openPricing(route = '/pricing') {
  const rendered = renderWithProviders(null, { route });
  await screen.findByRole('heading', { level: 1, name: 'Simple Pricing' });
  return rendered;
}

describe('pricing page', () => {
  it('shows Starter, Growth (popular) and Pro with their monthly prices and connection limits', async () => {
    await openPricing();

    expect(
      within(screen.getByRole('list', { name: 'Plans' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Starter', 'Growth', 'Pro']);
    expect(cardSummary('Starter')).toEqual({
      price: '$0/month',
      limit: 'Up to 25 companies per contact search',
      popular: false,
    });
    expect(cardSummary('Growth')).toEqual({
      price: '$5/month',
      limit: 'Up to 50 companies per contact search',
      popular: true,
    });
    expect(cardSummary('Pro')).toEqual({
      price: '$15/month',
      limit: 'Unlimited companies per contact search',
      popular: false,
    });
    expect(within(planCard('Starter')).getByRole('list', { name: 'Starter features' })).toHaveTextContent(
      'No card required',
    );
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('switches to yearly prices, paying for 9 months, and keeps the cycle in the address', async () => {
    const { user, router } = await openPricing();

    await user.click(screen.getByRole('radio', { name: 'Yearly Pay for 9 months' }));

    expect(cardSummary('Growth').price).toBe('$3.75/month');
    expect(within(planCard('Growth')).getByText('$45 billed yearly')).toBeInTheDocument();
    expect(cardSummary('Pro').price).toBe('$11.25/month');
    expect(within(planCard('Pro')).getByText('$135 billed yearly')).toBeInTheDocument();
    expect(cardSummary('Starter').price).toBe('$0/month');
    expect(within(planCard('Starter')).queryByText(/billed yearly/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?cycle=yearly');
  });

  it('opens on the cycle the address names', async () => {
    await openPricing('/pricing?cycle=YEARLY');

    expect(screen.getByRole('radio', { name: 'Yearly Pay for 9 months' })).toBeChecked();
    expect(cardSummary('Growth').price).toBe('$3.75/month');
  });

  it('stores the plan and cycle, says it is redirecting and leaves for the Google sign-up with them', async () => {
    const { user } = await openPricing('/pricing?cycle=yearly');

    await user.click(within(planCard('Growth')).getByRole('button', { name: 'Get Started' }));

    expect(localStorage.getItem('selected_plan')).toBe('Basic');
    expect(localStorage.getItem('billing_cycle')).toBe('yearly');
    expect(within(planCard('Growth')).getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
    expect(within(planCard('Pro')).getByRole('button', { name: 'Get Started' })).toBeDisabled();
    expect(leaveAppFor).toHaveBeenCalledTimes(1);
    expect(leaveAppFor).toHaveBeenCalledWith('/auth/google/signup?plan=Basic&cycle=yearly');
  });

  it('offers the buttons again when the browser restores the page after leaving', async () => {
    const { user } = await openPricing();
    await user.click(within(planCard('Starter')).getByRole('button', { name: 'Get Started' }));
    expect(leaveAppFor).toHaveBeenCalledWith('/auth/google/signup?plan=Free&cycle=monthly');

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

    expect(within(planCard('Starter')).getByRole('button', { name: 'Get Started' })).toBeEnabled();
  });

  it('lets clubs and campus groups write to support with a pre-filled e-mail', async () => {
    await openPricing();

    const card = screen.getByRole('region', { name: 'Clubs & Campus' });
    // The address is the deployment's SUPPORT_EMAIL, from the public configuration.
    const href = (await within(card).findByRole('link', { name: 'Contact' })).getAttribute('href') ?? '';
    const [address, query] = href.split('?');
    expect(address).toBe('mailto:support@example.com');
    expect(query).not.toContain('+');
    const fields = new URLSearchParams(query);
    expect(fields.get('subject')).toBe('Clubs & Campus seats');
    expect(fields.get('body')).toContain('Number of members:');
  });

  it('explains what each limit counts, promising no connection count the server does not keep', async () => {
    await openPricing();

    const explainer = screen.getByRole('region', { name: 'What the limits count' });
    expect(explainer).toHaveTextContent('Companies per contact search: how many companies one search');
    expect(explainer).toHaveTextContent('Company lists: each new list of companies');
    expect(document.body).not.toHaveTextContent(/connection/i);
  });

  it("sets its title, description, canonical link and Open Graph tags, and gives way to the next page's", async () => {
    const { router } = await openPricing();

    await waitFor(() => expect(document.title).toBe('Simple Pricing for Job Seekers · Outreach'));
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toMatch(/^Start free on Starter/);
    expect(content('meta[property="og:description"]')).toMatch(/^Start free on Starter/);
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/pricing`);
    const canonical = () => document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]).toHaveAttribute('href', `${window.location.origin}/pricing`);

    await act(() => router.navigate('/about'));

    await waitFor(() => expect(content('meta[name="description"]')).toMatch(/^Why we built Outreach/));
    expect(document.title).toBe('About · Outreach');
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]).toHaveAttribute('href', `${window.location.origin}/about`);
  });
});
