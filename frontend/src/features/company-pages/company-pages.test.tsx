import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';

describe('about page', () => {
  it('opens with the feeling, explains the problem and the fix, and asks the visitor to sign up', async () => {
    renderWithProviders(null, { route: '/about' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We know what it's like to feel invisible" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Why the job search is broken' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How Outreach fixes it' })).toBeInTheDocument();
    const callToAction = screen.getByRole('region', { name: 'Be seen by the people who hire' });
    expect(within(callToAction).getByRole('link', { name: 'Sign Up For Free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(callToAction).getByRole('link', { name: 'See Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(document.title).toBe('About · Outreach');
  });

  it('claims no hiring figures the product cannot back', async () => {
    renderWithProviders(null, { route: '/about' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.body.textContent).not.toMatch(/graduates hired|\d[\d,]*\+/);
  });
});

describe('careers page', () => {
  it('says Coming Soon with no open roles, and offers an e-mail to the support address', async () => {
    renderWithProviders(null, { route: '/careers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No open roles right now' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Get in touch by e-mail' });
    const address = new URL(link.getAttribute('href')!);
    expect(`${address.protocol}${address.pathname}`).toBe('mailto:support@example.com');
    expect(address.searchParams.get('subject')).toBe('Working at Outreach');
    expect(link.getAttribute('href')).not.toContain('+');
  });
});
