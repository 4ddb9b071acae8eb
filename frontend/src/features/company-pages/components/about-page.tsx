import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { usePageMeta } from '../../../lib/page-meta';
import { ABOUT_SEO } from '../company-pages-seo';

const BROKEN = [
  {
    title: 'Applications disappear',
    text:
      'An open role draws hundreds of applications. Yours is filtered by software before a person reads it, and ' +
      'many never get an answer at all.',
  },
  {
    title: 'The people who decide are hard to find',
    text:
      'A referral or a direct note to the hiring manager works far better than a form, but finding the right ' +
      'person and their address takes hours per company.',
  },
  {
    title: 'Writing to strangers is hard',
    text:
      'A good cold e-mail is short, personal and specific. Writing dozens of them, and remembering to follow up, ' +
      'wears anyone down.',
  },
] as const;

const FIXES = [
  {
    title: 'Find the companies and the people',
    text:
      'Search companies by industry and place, then find the hiring managers and recruiters who work there, with ' +
      'their roles and e-mail addresses.',
  },
  {
    title: 'Write in your own voice, faster',
    text:
      'AI drafts a connection request, a follow-up or a thank-you from your resume and the contact’s role. You ' +
      'edit every draft, and nothing is sent until you send it or schedule it.',
  },
  {
    title: 'Stay on top of every conversation',
    text:
      'See which e-mails were opened and answered, send your drafts on a schedule as campaigns, and let autopilot research ' +
      'a list of target companies and prepare drafts for each.',
  },
] as const;

function Cards({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {items.map(({ title, text }) => (
        <li
          key={title}
          className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900"
        >
          <h3 className="font-semibold text-gray-900 dark:text-gray-100">{title}</h3>
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Spec section 2, About: the feeling, why the job search is broken, how the product fixes it, a call to action. */
export function AboutPage() {
  usePageMeta(ABOUT_SEO);
  return (
    <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:py-16">
      <header className="max-w-3xl space-y-4">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          About {PRODUCT_NAME}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl dark:text-gray-100">
          We know what it&apos;s like to feel invisible
        </h1>
        <p className="text-lg text-gray-700 dark:text-gray-300">
          You tailor the resume, write the cover letter, press Apply, and hear nothing. Again. We built{' '}
          {PRODUCT_NAME} for graduates and early-career job seekers who are done sending applications into
          silence and want to talk to the people who actually hire.
        </p>
      </header>

      <section aria-labelledby="about-broken" className="space-y-6">
        <h2 id="about-broken" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
          Why the job search is broken
        </h2>
        <Cards items={BROKEN} />
      </section>

      <section aria-labelledby="about-fix" className="space-y-6">
        <h2 id="about-fix" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
          How {PRODUCT_NAME} fixes it
        </h2>
        <p className="max-w-3xl text-gray-700 dark:text-gray-300">
          Instead of one more application in a pile, {PRODUCT_NAME} helps you start real conversations: the
          right person, a message worth answering, and the follow-up you would otherwise forget.
        </p>
        <Cards items={FIXES} />
      </section>

      <section
        aria-labelledby="about-cta"
        className="space-y-4 rounded-2xl bg-indigo-700 px-6 py-10 text-center text-white sm:px-10"
      >
        <h2 id="about-cta" className="text-2xl font-bold tracking-tight">
          Be seen by the people who hire
        </h2>
        <p className="mx-auto max-w-2xl text-indigo-50">
          Start free on Starter, with no card needed. Sign in with Google or Outlook and send your first
          message today.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.signup} className={buttonClasses('secondary')}>
            Sign Up For Free
          </Link>
          <Link
            to={paths.pricing}
            className="inline-flex items-center rounded-md px-4 py-2 text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            See Pricing
          </Link>
        </div>
      </section>
    </div>
  );
}
