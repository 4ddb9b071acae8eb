import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localStorageKeys, sessionStorageKeys } from '../../config/storage-keys';
import { renderWithProviders } from '../../testing/render-with-providers';

async function open(route: string, heading: string) {
  const rendered = renderWithProviders(null, { route });
  await screen.findByRole('heading', { level: 1, name: heading });
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });
const datesOnPage = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('privacy policy', () => {
  it('is effective and last updated July 24, 2024, and sets its page meta', async () => {
    await open('/privacy-policy', 'Privacy Policy');
    expect(datesOnPage()).toEqual({ 'Effective date:': 'July 24, 2024', 'Last updated:': 'July 24, 2024' });
    expect(document.title).toBe('Privacy Policy · Outreach');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/privacy-policy',
    );
  });

  it('gives a minimum age of 13', async () => {
    await open('/privacy-policy', 'Privacy Policy');
    expect(section('Children')).toHaveTextContent('not for children under 13');
  });

  it('says events are kept in an append-only log and a deletion is a new entry', async () => {
    await open('/privacy-policy', 'Privacy Policy');
    const log = section('How we keep it: an append-only log');
    expect(log).toHaveTextContent('recorded as an event in an append-only log');
    expect(log).toHaveTextContent('the earlier events stay in the log');
  });

  it('says tracking pixels and link tracking stop when tracking is turned off', async () => {
    await open('/privacy-policy', 'Privacy Policy');
    expect(section('E-mail tracking, and how to turn it off')).toHaveTextContent(
      'carry no tracking image and their links are not rewritten',
    );
  });

  it('goes back to the main page', async () => {
    const { user, router } = await open('/privacy-policy', 'Privacy Policy');
    await user.click(screen.getByRole('link', { name: 'Back to Main Page' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('terms of service', () => {
  it('states the payment terms of section 9', async () => {
    await open('/terms-of-service', 'Terms of Service');
    const payments = section('Plans and payments');
    expect(payments).toHaveTextContent('Payments are non-refundable.');
    expect(payments).toHaveTextContent('An upgrade is immediate and pro-rated');
    expect(payments).toHaveTextContent('A downgrade takes effect at the end of the billing cycle');
  });

  it('gives a minimum age of 18 and Delaware law', async () => {
    await open('/terms-of-service', 'Terms of Service');
    expect(section('Who may use the service')).toHaveTextContent('at least 18 years old');
    expect(section('Governing law')).toHaveTextContent('the laws of the State of Delaware');
  });

  it('carries the Disclaimer as its own section and in its page meta', async () => {
    await open('/terms-of-service', 'Terms of Service');
    expect(section('Disclaimer')).toHaveAttribute('id', 'disclaimer');
    expect(document.title).toBe('Terms of Service and Disclaimer · Outreach');
    expect(datesOnPage()).toEqual({
      'Effective date:': 'November 28, 2026',
      'Last updated:': 'November 28, 2026',
    });
    expect(screen.getByRole('link', { name: 'Back to Main Page' })).toHaveAttribute('href', '/');
  });
});

describe('cookies page', () => {
  it('names the one cookie the server sets, during sign-in', async () => {
    await open('/cookies', 'Cookies');
    const cookies = within(section('The one cookie')).getByRole('table', { name: 'Cookies' });
    expect(
      within(cookies)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['oauth_state']);
    expect(document.title).toBe('Cookies and Browser Storage · Outreach');
    expect(screen.getByRole('link', { name: 'Back to Main Page' })).toHaveAttribute('href', '/');
  });

  it('lists every storage key this client writes, and none it never writes', async () => {
    await open('/cookies', 'Cookies');
    const keysIn = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    const neverWritten: string[] = [
      localStorageKeys.hasAccess,
      localStorageKeys.selectedJobs,
      sessionStorageKeys.dashboardCache,
      sessionStorageKeys.autopilotCache,
      sessionStorageKeys.contactsCache,
    ];
    expect(keysIn('Local storage keys')).toEqual(
      Object.values(localStorageKeys).filter((key) => !neverWritten.includes(key)),
    );
    expect(keysIn('Session storage keys')).toEqual(
      Object.values(sessionStorageKeys).filter((key) => !neverWritten.includes(key)),
    );
  });

  it('says which local keys logging out removes', async () => {
    await open('/cookies', 'Cookies');
    const row = (key: string) => screen.getByRole('rowheader', { name: key }).closest('tr')!;
    expect(within(row('jwt_token')).getByText('Yes')).toBeInTheDocument();
    expect(within(row('darkMode')).getByText('No')).toBeInTheDocument();
  });
});
