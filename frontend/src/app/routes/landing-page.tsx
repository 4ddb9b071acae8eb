import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClasses, focusRing } from '../../components/ui/button';

export function LandingPage() {
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <header className="flex items-center justify-between gap-4 border-b border-gray-200 bg-white px-4 py-3 sm:px-8 dark:border-gray-800 dark:bg-gray-900">
        <Link
          to={paths.home}
          className={`rounded text-lg font-bold text-indigo-600 dark:text-indigo-400 ${focusRing}`}
        >
          Outreach
        </Link>
        <nav aria-label="Account" className="flex gap-2">
          <Link to={paths.login} className={buttonClasses('ghost')}>
            Log In
          </Link>
          <Link to={paths.signup} className={buttonClasses('primary')}>
            Sign Up For Free
          </Link>
        </nav>
      </header>
      <main id="home" className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Get noticed by the people who hire</h1>
        <p className="mt-4 text-base text-gray-600 sm:text-lg dark:text-gray-400">
          Find companies and the hiring managers behind them, draft personal outreach in seconds, and keep
          every conversation in one place.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.signup} className={buttonClasses('primary')}>
            Sign Up For Free
          </Link>
          <Link to={paths.login} className={buttonClasses('secondary')}>
            Log In
          </Link>
        </div>
      </main>
    </div>
  );
}
