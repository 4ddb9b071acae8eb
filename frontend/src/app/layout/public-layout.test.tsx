import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconButtonClasses } from '../../components/ui/button';
import { PRODUCT_NAME } from '../../config/product';
import { renderWithProviders } from '../../testing/render-with-providers';

describe('public top bar on narrow screens', () => {
  it('opens the menu with its button and closes it with Escape, returning focus', async () => {
    const { user } = renderWithProviders(null, { route: '/' });

    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);

    const menu = screen.getByRole('navigation', { name: 'Site menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Features', 'Pricing', 'Blogs', 'Log In', 'Sign Up For Free']);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the menu when one of its links is followed', async () => {
    const { user, router } = renderWithProviders(null, { route: '/' });

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Site menu' })).getByRole('link', { name: 'Pricing' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });
});

describe('public frame', () => {
  it('names the product from one constant in the brand link, the tab title and the footer', async () => {
    renderWithProviders(null, { route: '/about' });

    expect(
      await screen.findByRole('heading', { level: 1, name: "We know what it's like to feel invisible" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`About · ${PRODUCT_NAME}`);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} ${PRODUCT_NAME}`,
    );
  });

  it('draws its menu button as the shared icon button', () => {
    renderWithProviders(null, { route: '/' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveClass(...iconButtonClasses.split(' '));
  });
});
