import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';

const features = [
  {
    title: 'Find the people who hire',
    text: 'Search companies by industry and reach the hiring managers and recruiters behind them.',
  },
  {
    title: 'Draft outreach in seconds',
    text: 'Personal connection requests, follow-ups and thank-you notes written from your profile.',
  },
  {
    title: 'Let autopilot do the rounds',
    text: 'Give it companies and job titles; it finds jobs and contacts, scores the jobs and drafts the e-mails.',
  },
  {
    title: 'Keep every conversation in one place',
    text: 'Saved contacts, drafts, outgoing messages and their results, side by side.',
  },
];

/** Follows /#features (the top bar's link) and /#home: the router changes the hash but does not scroll. */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ behavior: 'smooth' });
  }, [hash]);
}

export function LandingPage() {
  useScrollToHash();

  return (
    <>
      <section id="home" className="mx-auto max-w-3xl scroll-mt-4 px-4 py-16 text-center sm:py-24">
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
      </section>
      <section
        id="features"
        aria-labelledby="features-heading"
        className="mx-auto max-w-5xl scroll-mt-4 px-4 pb-16 sm:px-8 sm:pb-24"
      >
        <h2 id="features-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Features
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {features.map(({ title, text }) => (
            <li
              key={title}
              className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900"
            >
              <h3 className="font-semibold text-gray-900 dark:text-gray-100">{title}</h3>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
