import { lazyWhenNear } from '../../../lib/lazy-when-near';
import type { ButtonName } from '../landing.api';

/**
 * The demo's code (its state machine, carousel and simulated run) is fetched when the section comes near the
 * screen, not with the page: the server's HTML shows it from the start, and it becomes interactive on the way
 * down, or at once on arrival at /#demo.
 */
const DemoPlayground = lazyWhenNear('demo', () =>
  import('./demo-playground').then(({ DemoPlayground: playground }) => playground),
);

/** The demo's section: its heading and what it is, around the playground. */
export function DemoSection({ onTrack }: { onTrack: (buttonName: ButtonName) => void }) {
  return (
    <section
      id="demo"
      aria-labelledby="demo-heading"
      className="mx-auto max-w-5xl scroll-mt-4 px-4 pb-16 sm:px-8 sm:pb-24"
    >
      <h2 id="demo-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Try it now
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-sm text-gray-600 dark:text-gray-400">
        Search an industry to list companies from our directory, then pick one to see what a run does. The
        steps, counts and contacts here are a simulation; sign up to run it for real.
      </p>
      <DemoPlayground onTrack={onTrack} />
    </section>
  );
}
