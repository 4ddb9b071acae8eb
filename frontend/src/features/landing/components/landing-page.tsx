import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { FEATURES, HOME_SEO } from '../landing-content';
import { useTrackClick } from '../landing.api';
import { useSectionHash } from '../use-section-hash';
import { ComparisonTable } from './comparison-table';
import { DemoSection } from './demo-section';
import { FeatureGrid } from './feature-grid';
import { FeaturesCarousel } from './features-carousel';
import { SiteCounters } from './site-counters';

/** The sections the address's hash follows, top to bottom. */
const SECTIONS = ['home', 'features', 'demo', 'pricing'] as const;

export function LandingPage() {
  usePageMeta(HOME_SEO);
  useSectionHash(SECTIONS);
  const track = useTrackClick();

  return (
    <>
      <section id="home" className="mx-auto max-w-3xl scroll-mt-4 px-4 py-16 text-center sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Get noticed by the people who hire</h1>
        <p className="mt-4 text-base text-gray-600 sm:text-lg dark:text-gray-400">
          Find companies and the hiring managers behind them, draft personal outreach in seconds, and keep
          every conversation in one place.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.signup} className={buttonClasses('primary')} onClick={() => track('hero_sign_up')}>
            Sign Up For Free
          </Link>
          <Link to="/#demo" className={buttonClasses('secondary')} onClick={() => track('hero_try_demo')}>
            Try the demo
          </Link>
        </div>
        <SiteCounters />
      </section>
      <section
        id="features"
        aria-labelledby="features-heading"
        className="mx-auto max-w-5xl scroll-mt-4 px-4 pb-16 sm:px-8 sm:pb-24"
      >
        <h2 id="features-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Features
        </h2>
        <FeatureGrid features={FEATURES} onTrack={track} />
        <FeaturesCarousel features={FEATURES} />
      </section>
      <DemoSection onTrack={track} />
      <section
        id="pricing"
        aria-labelledby="compare-heading"
        className="mx-auto max-w-3xl scroll-mt-4 px-4 pb-16 sm:px-8 sm:pb-24"
      >
        <h2 id="compare-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Compare plans
        </h2>
        <p className="mt-3 text-center text-sm text-gray-600 dark:text-gray-400">
          The plans differ in how much you can do. Starter is free, no card required.
        </p>
        <ComparisonTable />
        <div className="mt-6 text-center">
          <Link to={paths.pricing} className={buttonClasses('secondary')}>
            See prices
          </Link>
        </div>
      </section>
    </>
  );
}
