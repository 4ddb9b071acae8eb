import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of a server-rendered page whose code is fetched when the element with the given id comes within
 * rootMargin of the screen, instead of with the page. Until then the server's HTML of it stays as it is (React
 * leaves a suspended part of the page unhydrated) and the rest of the page is interactive; once the code is
 * here, React hydrates the part. The server render, a browser without IntersectionObserver and a page without
 * that element load it at once.
 */
export function lazyWhenNear<P extends object>(
  elementId: string,
  load: () => Promise<ComponentType<P>>,
  rootMargin = '600px 0px',
): ComponentType<P> {
  const Lazy = lazy(async () => {
    await near(elementId, rootMargin);
    try {
      return { default: await load() };
    } catch {
      // Offline, or a deploy replaced the chunk: the rest of the page stays, this part says so.
      return { default: NotLoaded };
    }
  });
  function NearPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return NearPart;
}

function NotLoaded() {
  return (
    <p role="alert" className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
      This part of the page could not load.{' '}
      <button
        type="button"
        className="font-medium text-indigo-700 underline dark:text-indigo-300"
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </p>
  );
}

function near(elementId: string, rootMargin: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver !== 'function') return Promise.resolve();
  const element = document.getElementById(elementId);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin },
    );
    observer.observe(element);
  });
}
