import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

interface LegalPageProps {
  title: string;
  dates: { effective: string; lastUpdated: string };
  intro: ReactNode;
  children: ReactNode;
}

/** The frame every legal page shares: title, dates, the text, and 'Back to Main Page' (spec section 2). */
export function LegalPage({ title, dates, intro, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:py-16">
      <header className="space-y-4">
        <Link to={paths.home} className={cn(buttonClasses('secondary'), 'w-fit')}>
          Back to Main Page
        </Link>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-gray-100">
          {title}
        </h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
          <div className="flex gap-1">
            <dt>Effective date:</dt>
            <dd>{dates.effective}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last updated:</dt>
            <dd>{dates.lastUpdated}</dd>
          </div>
        </dl>
        <div className="text-gray-700 dark:text-gray-300">{intro}</div>
      </header>
      <div className="space-y-8 text-gray-700 dark:text-gray-300 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 dark:[&_h2]:text-gray-100 [&_h3]:font-semibold [&_h3]:text-gray-900 dark:[&_h3]:text-gray-100 [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed [&_section]:space-y-3 [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}

/** A section of a legal page with its own anchor, so other pages can link to it. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}
