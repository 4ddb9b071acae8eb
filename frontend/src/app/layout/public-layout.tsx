import { useEffect, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { BrandLink } from '../../components/ui/brand-link';
import { buttonClasses, focusRing, iconButtonClasses } from '../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { SkipLink } from '../../components/ui/skip-link';
import { cn } from '../../lib/cn';

const MAIN_ID = 'main-content';
const MENU_ID = 'public-menu';

/** Spec section 2, Navigation shell: the signed-out top bar. */
const siteLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Features', to: paths.features },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Blogs', to: paths.blog },
] as const;

/** Spec section 2: the footers' links. */
const footerLinks = [
  { label: 'About', to: paths.about },
  { label: 'Careers', to: paths.careers },
  { label: 'Contact', to: paths.contactUs },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Cookies', to: paths.cookies },
] as const;

const textLink = cn(
  'rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
  focusRing,
);

function AccountLinks({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  return (
    <>
      <Link to={paths.login} onClick={onNavigate} className={stacked ? textLink : buttonClasses('ghost')}>
        Log In
      </Link>
      <Link to={paths.signup} onClick={onNavigate} className={buttonClasses('primary')}>
        Sign Up For Free
      </Link>
    </>
  );
}

/** Under 768 px the top bar's links fold into a menu button; Escape closes it and returns focus to the button. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label="Menu"
        onClick={() => setOpen(!open)}
        className={iconButtonClasses}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open && (
        <div
          id={MENU_ID}
          className="absolute inset-x-0 top-full z-30 border-b border-gray-200 bg-white px-4 pt-2 pb-4 shadow-md dark:border-gray-800 dark:bg-gray-900"
        >
          <nav aria-label="Site menu" className="flex flex-col gap-1">
            {siteLinks.map(({ label, to }) => (
              <Link key={label} to={to} onClick={close} className={textLink}>
                {label}
              </Link>
            ))}
            <div className="mt-2 flex flex-col gap-2 border-t border-gray-200 pt-3 dark:border-gray-800">
              <AccountLinks onNavigate={close} stacked />
            </div>
          </nav>
        </div>
      )}
    </div>
  );
}

/** The signed-out frame: top bar, the page, and the footer with the company and legal links. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <SkipLink targetId={MAIN_ID} />
      <header className="relative border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-8">
          <BrandLink to={paths.home} className="text-lg" />
          <nav aria-label="Site" className="hidden items-center gap-1 md:flex">
            {siteLinks.map(({ label, to }) => (
              <Link key={label} to={to} className={textLink}>
                {label}
              </Link>
            ))}
          </nav>
          <nav aria-label="Account" className="hidden items-center gap-2 md:flex">
            <AccountLinks />
          </nav>
          <MobileMenu />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p className="text-sm text-gray-600 dark:text-gray-400">
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </p>
          <nav aria-label="Footer">
            <ul className="-mx-2 flex flex-wrap gap-1">
              {footerLinks.map(({ label, to }) => (
                <li key={label}>
                  <Link to={to} className={cn(textLink, 'px-2 py-1')}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
