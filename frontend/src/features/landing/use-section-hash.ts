import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the address's hash and the scroll position in step (spec §2 Landing page). On arrival and on each
 * navigation to a hash (the top bar's Features link, a tooltip's See Pricing), the page scrolls there. While the
 * visitor scrolls, the hash follows the section in view, by replacing the history entry so Back still leaves the
 * page; the top section adds no hash unless the address already had one.
 */
export function useSectionHash(sectionIds: readonly string[]): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ behavior: 'smooth' });
    // key: following the same link again scrolls again, after the visitor scrolled away.
  }, [hash, key]);

  const ids = sectionIds.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const sections = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          visible.set(entry.target.id, entry.isIntersecting ? entry.intersectionRect.height : 0);
        }
        // The section taking most of the band across the middle of the screen.
        let best: string | null = null;
        let bestHeight = 0;
        for (const [id, height] of visible) {
          if (height > bestHeight) {
            best = id;
            bestHeight = height;
          }
        }
        if (!best) return;
        const current = window.location.hash.slice(1);
        if (best === current) return;
        if (best === sections[0]?.id && !current) return;
        const url = `${window.location.pathname}${window.location.search}#${best}`;
        // The router's own entry state is kept, so its navigation index stays right.
        window.history.replaceState(window.history.state, '', url);
      },
      { rootMargin: '-45% 0px -45% 0px', threshold: 0 },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [ids]);
}
