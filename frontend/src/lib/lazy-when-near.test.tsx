import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWhenNear } from './lazy-when-near';

describe('lazyWhenNear', () => {
  it('renders the part once its code has loaded (at once where there is no element to wait for)', async () => {
    const Part = lazyWhenNear<{ name: string }>('nowhere', async () => ({ name }) => <p>Hello {name}</p>);
    render(<Part name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('says the part could not load, with a way to try again, when its code does not arrive', async () => {
    const Part = lazyWhenNear('nowhere', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <>
        <h1>The rest of the page</h1>
        <Part />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not load.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The rest of the page' })).toBeInTheDocument();
  });
});
