import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { server } from '../../testing/msw-server';
import { ComparisonTable, MOBILE_TOOLTIP_MS } from './components/comparison-table';
import { CAROUSEL_INTERVAL_MS, FeaturesCarousel } from './components/features-carousel';
import { LandingPage } from './components/landing-page';
import { FEATURES, HOME_SEO } from './landing-content';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY } from '../../lib/use-media-query';

/** The media queries that match in a test; everything else does not. */
const matching = new Set<string>();

beforeEach(() => {
  matching.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.has(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function recordClicks(): string[] {
  const names: string[] = [];
  server.use(
    http.post('/api/analytics/events', async ({ request }) => {
      const body = (await request.json()) as { event: string; button_name: string };
      names.push(`${body.event}:${body.button_name}`);
      return HttpResponse.json({ checkpoint: '1' }, { status: 202 });
    }),
  );
  return names;
}

describe('landing page', () => {
  it('sets the Home page title, description and canonical link', async () => {
    renderWithProviders(<LandingPage />, { route: '/' });
    await waitFor(() => expect(document.title).toBe(HOME_SEO.title));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      HOME_SEO.description,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/',
    );
  });

  it('states only the counters the server gives', async () => {
    server.use(
      http.get('/api/site/stats', () =>
        HttpResponse.json({ job_seekers_helped: 2500, companies_researched: null, response_rate: 85 }),
      ),
    );
    renderWithProviders(<LandingPage />, { route: '/' });
    const counters = await screen.findByLabelText('Our numbers so far');
    expect(counters).toHaveTextContent('2,500+');
    expect(counters).toHaveTextContent('job seekers helped');
    expect(counters).toHaveTextContent('85 %');
    expect(counters).not.toHaveTextContent('companies researched');
  });

  it('states no counter on a fresh install', async () => {
    renderWithProviders(<LandingPage />, { route: '/' });
    await screen.findByRole('heading', { name: 'Get noticed by the people who hire' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Our numbers so far')).not.toBeInTheDocument();
  });
});

describe('feature dialog', () => {
  const open = async (user: ReturnType<typeof renderWithProviders>['user']) => {
    const trigger = screen.getByRole('button', { name: 'More about find the people who hire' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Find the people who hire' });
    return { trigger, dialog };
  };

  const closesAfterExit = async (dialog: HTMLElement, trigger: HTMLElement) => {
    // Still shown while it fades out for 300 ms, then gone with focus back on its button.
    expect(dialog).toBeInTheDocument();
    expect(dialog.querySelector('[data-state="closing"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  };

  it('closes on Escape after its exit animation and gives focus back', async () => {
    const { user } = renderWithProviders(<LandingPage />, { route: '/' });
    const { trigger, dialog } = await open(user);
    await user.keyboard('{Escape}');
    await closesAfterExit(dialog, trigger);
  });

  it('closes on its close button', async () => {
    const { user } = renderWithProviders(<LandingPage />, { route: '/' });
    const { trigger, dialog } = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closesAfterExit(dialog, trigger);
  });

  it('closes on a click on the backdrop', async () => {
    const { user } = renderWithProviders(<LandingPage />, { route: '/' });
    const { trigger, dialog } = await open(user);
    const backdrop = document.querySelector<HTMLElement>('.bg-black\\/50')!;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    await closesAfterExit(dialog, trigger);
  });

  it('keeps focus inside and sends Try For Free to pricing, counting the click', async () => {
    const clicks = recordClicks();
    const { user, router } = renderWithProviders(<LandingPage />, { route: '/' });
    const { dialog } = await open(user);
    const tryFree = within(dialog).getByRole('link', { name: 'Try For Free' });
    expect(tryFree).toHaveAttribute('href', '/pricing');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(tryFree);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    await waitFor(() => expect(clicks).toEqual(['button_click:feature_try_for_free']));
  });
});

describe('features carousel', () => {
  const slide = () => screen.getByRole('group', { name: /of 6$/ });

  it('moves on every 4 s and stops while hovered or focused', () => {
    vi.useFakeTimers();
    renderWithProviders(<FeaturesCarousel features={FEATURES} />);
    expect(slide()).toHaveAccessibleName('1 of 6');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slide()).toHaveAccessibleName('2 of 6');

    const carousel = screen.getByRole('region', { name: 'Features in turn' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(slide()).toHaveAccessibleName('2 of 6');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slide()).toHaveAccessibleName('3 of 6');

    act(() => screen.getByRole('button', { name: 'Next feature' }).focus());
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(slide()).toHaveAccessibleName('3 of 6');
    act(() => screen.getByRole('button', { name: 'Next feature' }).blur());
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slide()).toHaveAccessibleName('4 of 6');
  });

  it('wraps around from the last feature, and its own stop button stops it', () => {
    vi.useFakeTimers();
    renderWithProviders(<FeaturesCarousel features={FEATURES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous feature' }));
    expect(slide()).toHaveAccessibleName('6 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Next feature' }));
    expect(slide()).toHaveAccessibleName('1 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating features' }));
    // Leave the carousel, so neither hover nor focus holds it: the button alone does.
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(slide()).toHaveAccessibleName('1 of 6');
    expect(screen.getByRole('button', { name: 'Start rotating features' })).toBeInTheDocument();
  });

  it('stays still for those who ask for reduced motion', () => {
    matching.add(REDUCED_MOTION_QUERY);
    vi.useFakeTimers();
    renderWithProviders(<FeaturesCarousel features={FEATURES} />);
    act(() => vi.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS));
    expect(slide()).toHaveAccessibleName('1 of 6');
    expect(screen.queryByRole('button', { name: /rotating features/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Show ${FEATURES[3].title}` }));
    expect(slide()).toHaveAccessibleName('4 of 6');
  });
});

describe('comparison tooltip', () => {
  const cell = () => screen.getByRole('button', { name: 'Companies per contact search on Starter: 25' });

  it('opens on hover and on focus on a desktop, with See Pricing to /#pricing', () => {
    renderWithProviders(<ComparisonTable />);
    fireEvent.mouseEnter(cell().parentElement!);
    const link = screen.getByRole('link', { name: 'See Pricing' });
    expect(link).toHaveAttribute('href', '/#pricing');
    expect(screen.getByText(/Starter: 25 companies per contact search\./)).toBeInTheDocument();
    fireEvent.mouseLeave(cell().parentElement!);
    expect(screen.queryByRole('link', { name: 'See Pricing' })).not.toBeInTheDocument();

    act(() => cell().focus());
    expect(cell()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(cell(), { key: 'Escape' });
    expect(cell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles on a tap under 768 px and closes by itself after 20 s', () => {
    matching.add(MOBILE_QUERY);
    vi.useFakeTimers();
    renderWithProviders(<ComparisonTable />);
    fireEvent.mouseEnter(cell().parentElement!);
    expect(cell()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(cell());
    expect(screen.getByRole('link', { name: 'See Pricing' })).toBeInTheDocument();
    fireEvent.click(cell());
    expect(screen.queryByRole('link', { name: 'See Pricing' })).not.toBeInTheDocument();

    fireEvent.click(cell());
    act(() => vi.advanceTimersByTime(MOBILE_TOOLTIP_MS - 1));
    expect(cell()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(cell()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('demo section', () => {
  const companies = Array.from({ length: 12 }, (_, i) => ({
    company_name: `Company ${i + 1}`,
    company_url: `https://c${i + 1}.example`,
    description: 'Makes things',
    city: 'Leeds',
    state: null,
    country: 'UK',
  }));

  it('searches the industry, lists at most 10 companies in a wrapping carousel and counts the click', async () => {
    const clicks = recordClicks();
    const bodies: unknown[] = [];
    server.use(
      http.post('/perplexity/public/snowflake-match', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ companies });
      }),
    );
    const { user } = renderWithProviders(<LandingPage />, { route: '/' });
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await user.type(screen.getByLabelText('Industry'), '  fintech ');
    await user.click(search);
    expect(await screen.findByRole('heading', { name: 'Companies found' })).toBeInTheDocument();
    expect(bodies).toEqual([{ search_term: 'fintech', offset: 0, limit: 10 }]);
    expect(screen.getByRole('group', { name: '1 of 10' })).toHaveTextContent('Company 1');
    await user.click(screen.getByRole('button', { name: 'Previous company' }));
    expect(screen.getByRole('group', { name: '10 of 10' })).toHaveTextContent('Company 10');
    // The button reads 'Search' again once the bar has shown 'Done' and reset (650 ms), still held by the cooldown.
    expect(await screen.findByRole('button', { name: 'Search' }, { timeout: 3_000 })).toBeDisabled();
    expect(await screen.findByText('Please wait before searching again.')).toBeInTheDocument();
    await waitFor(() => expect(clicks).toEqual(['button_click:demo_search']));
  });

  it('falls back to the sample companies when the search is refused', async () => {
    server.use(
      http.post('/perplexity/public/snowflake-match', () =>
        HttpResponse.json({ detail: 'Please wait before searching again.' }, { status: 429 }),
      ),
    );
    recordClicks();
    const { user } = renderWithProviders(<LandingPage />, { route: '/' });
    await user.type(screen.getByLabelText('Industry'), 'robotics');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Sample companies' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 5' })).toHaveTextContent('Northwind Health');
    expect(screen.getByRole('progressbar', { name: 'Search progress' })).toBeInTheDocument();
    expect(screen.getAllByText(/Search failed/).length).toBeGreaterThan(0);
  });

  it('starts the run on the chosen company and announces its first step', async () => {
    server.use(http.post('/perplexity/public/snowflake-match', () => HttpResponse.json({ companies })));
    const clicks = recordClicks();
    const { user } = renderWithProviders(<LandingPage />, { route: '/' });
    await user.type(screen.getByLabelText('Industry'), 'fintech');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Run the demo on Company 1' }));
    const heading = await screen.findByRole('heading', { name: 'Company 1' });
    expect(heading).toHaveFocus();
    const steps = within(screen.getByRole('list', { name: 'Demo steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual([
      'in-progress',
      'pending',
      'pending',
      'pending',
    ]);
    expect(
      screen.getByText('Researching company: in progress. Reading the company profile.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(clicks).toEqual(['button_click:demo_search', 'button_click:demo_choose_company']),
    );
  });
});

describe('hash and scroll', () => {
  type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
  let observed: { callback: Callback; targets: Element[] }[] = [];

  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: Callback; targets: Element[] };
        constructor(callback: Callback) {
          this.entry = { callback, targets: [] };
          observed.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        disconnect() {
          this.entry.targets = [];
        }
      },
    );
  });

  /** The section with this id crosses the middle of the screen; the others have left it. */
  const inView = (id: string) => {
    const { callback, targets } = observed.at(-1)!;
    act(() =>
      callback(
        targets.map((target) => ({
          target,
          isIntersecting: target.id === id,
          intersectionRect: { height: target.id === id ? 200 : 0 } as DOMRectReadOnly,
        })),
      ),
    );
  };

  it('follows the section in view by replacing the entry, and adds no hash for the top section', async () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    renderWithProviders(<LandingPage />, { route: '/' });
    await screen.findByRole('heading', { name: 'Get noticed by the people who hire' });
    expect(observed.at(-1)!.targets.map((target) => target.id)).toEqual([
      'home',
      'features',
      'demo',
      'pricing',
    ]);

    inView('home');
    expect(replace).not.toHaveBeenCalled();
    inView('features');
    expect(replace).toHaveBeenLastCalledWith(window.history.state, '', '/#features');
    inView('demo');
    expect(replace).toHaveBeenLastCalledWith(window.history.state, '', '/#demo');
    inView('home');
    expect(replace).toHaveBeenLastCalledWith(window.history.state, '', '/#home');
    replace.mockRestore();
  });

  it('scrolls to the section the address names on arrival', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderWithProviders(null, { route: '/#demo', routes: [{ path: '/', element: <LandingPage /> }] });
      // Strict mode runs the effect twice; every scroll is to the named section.
      await waitFor(() => expect(new Set(scrolled)).toEqual(new Set(['demo'])));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
