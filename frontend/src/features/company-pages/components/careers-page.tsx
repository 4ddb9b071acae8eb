import { usePublicConfigQuery } from '../../../api/api';
import { buttonClasses } from '../../../components/ui/button';
import { PRODUCT_NAME } from '../../../config/product';
import { mailtoLink } from '../../../lib/mailto';
import { usePageMeta } from '../../../lib/page-meta';
import { CAREERS_SEO } from '../company-pages-seo';

/** A compose window to support (the deployment's SUPPORT_EMAIL) for someone who would like to work with us. */
export const careersMailto = (supportEmail: string): string =>
  mailtoLink(supportEmail, {
    subject: `Working at ${PRODUCT_NAME}`,
    body:
      'Hello,\n\nI would like to hear when you have open roles.\n\n' +
      'What I do:\nLink to my work or LinkedIn:\n\nThank you!',
  });

/** Spec section 2, Careers: 'Coming Soon', no open roles, and a button to get in touch by e-mail. */
export function CareersPage() {
  usePageMeta(CAREERS_SEO);
  const supportEmail = usePublicConfigQuery().data?.support_email;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-center sm:py-20">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-gray-100">
          Careers
        </h1>
        <p className="inline-flex rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200">
          Coming Soon
        </p>
      </header>
      <section aria-labelledby="careers-open-roles" className="space-y-4">
        <h2 id="careers-open-roles" className="text-xl font-semibold text-gray-900 dark:text-gray-100">
          No open roles right now
        </h2>
        <p className="text-gray-700 dark:text-gray-300">
          We are not hiring yet. If helping job seekers get noticed sounds like your kind of work, write to
          us: tell us what you do, and we will get in touch when we open roles.
        </p>
        {supportEmail ? (
          <a href={careersMailto(supportEmail)} className={buttonClasses('primary')}>
            Get in touch by e-mail
          </a>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">Loading the contact address…</p>
        )}
      </section>
    </div>
  );
}
