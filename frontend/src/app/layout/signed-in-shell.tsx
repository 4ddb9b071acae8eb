import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { localStorageKeys } from '../../config/storage-keys';
import { ShowTourButton, TourOverlay } from '../../features/onboarding/components/tour-overlay';
import { iconButtonClasses } from '../../components/ui/button';
import { CloseIcon, CollapseIcon, ExpandIcon, MenuIcon } from '../../components/ui/icons';
import { SkipLink } from '../../components/ui/skip-link';
import { cn } from '../../lib/cn';
import { useStoredFlag } from '../../lib/stored-value';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { useRouteTitle } from './route-title';
import { Sidebar } from './sidebar';

/** Spec section 9: the header shrinks after 24 px of scroll. */
const HEADER_SHRINKS_AFTER_PX = 24;

/** Spec section 9: the mobile breakpoint, Tailwind's md. */
const DESKTOP_QUERY = '(min-width: 768px)';

const MAIN_ID = 'main-content';

/** The drawer belongs to narrow screens; widening the window past the breakpoint closes it. */
function useCloseOnDesktop(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, close]);
}

/** The signed-in frame: sidebar (a drawer under 768 px), a header naming the screen, and the screen. */
export function SignedInShell() {
  const [collapsed, setCollapsed] = useStoredFlag(localStorageKeys.sidebarCollapsed, false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const compact = useScrolledPast(HEADER_SHRINKS_AFTER_PX);
  const title = useRouteTitle();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const followedLink = useRef(false);
  const closeDrawerForLink = useCallback(() => {
    followedLink.current = true;
    setDrawerOpen(false);
  }, []);
  useCloseOnDesktop(drawerOpen, closeDrawer);

  return (
    <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <div className="min-h-screen bg-gray-50 text-gray-900 md:flex dark:bg-gray-950 dark:text-gray-100">
        <SkipLink targetId={MAIN_ID} />
        <aside
          id="sidebar"
          aria-label="Sidebar"
          className={cn(
            'hidden border-r border-gray-200 bg-white transition-[width] md:sticky md:top-0 md:flex md:h-screen md:shrink-0 md:flex-col dark:border-gray-800 dark:bg-gray-900',
            collapsed ? 'md:w-16' : 'md:w-64',
          )}
        >
          <Sidebar
            collapsed={collapsed}
            control={
              <button
                type="button"
                onClick={() => setCollapsed(!collapsed)}
                aria-expanded={!collapsed}
                aria-controls="sidebar"
                aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                className={iconButtonClasses}
              >
                {collapsed ? <ExpandIcon /> : <CollapseIcon />}
              </button>
            }
          />
        </aside>

        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
          <RadixDialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              // After a link the new screen is what the user wants next, not the menu button they opened it with.
              if (!followedLink.current) return;
              followedLink.current = false;
              event.preventDefault();
              document.getElementById(MAIN_ID)?.focus();
            }}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white text-gray-900 shadow-xl md:hidden dark:bg-gray-900 dark:text-gray-100"
          >
            <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
            <Sidebar
              collapsed={false}
              onNavigate={closeDrawerForLink}
              control={
                <RadixDialog.Close aria-label="Close menu" className={iconButtonClasses}>
                  <CloseIcon />
                </RadixDialog.Close>
              }
            />
          </RadixDialog.Content>
        </RadixDialog.Portal>

        <div className="flex min-w-0 flex-1 flex-col">
          <header
            data-compact={compact}
            className={cn(
              'sticky top-0 z-30 flex items-center gap-3 border-b border-gray-200 bg-white/95 px-4 backdrop-blur transition-[padding] sm:px-6 lg:px-8 dark:border-gray-800 dark:bg-gray-900/95',
              compact ? 'py-2' : 'py-4',
            )}
          >
            <RadixDialog.Trigger aria-label="Open menu" className={cn(iconButtonClasses, 'md:hidden')}>
              <MenuIcon />
            </RadixDialog.Trigger>
            <p
              className={cn(
                'min-w-0 truncate font-semibold text-gray-900 transition-[font-size] dark:text-gray-100',
                compact ? 'text-base' : 'text-xl',
              )}
            >
              {title}
            </p>
            <ShowTourButton />
          </header>
          <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
            <Outlet />
          </main>
          <TourOverlay />
        </div>
      </div>
    </RadixDialog.Root>
  );
}
