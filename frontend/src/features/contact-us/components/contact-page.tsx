import { usePublicConfigQuery } from '../../../api/api';
import { textLinkClasses } from '../../../components/ui/text-link';
import { usePageMeta } from '../../../lib/page-meta';
import { CONTACT_SEO } from '../contact-seo';
import { ContactFaq } from './contact-faq';
import { ContactFormCard } from './contact-form';

function ContactDetails() {
  const supportEmail = usePublicConfigQuery().data?.support_email;
  return (
    <div className="space-y-4 text-sm text-gray-700 dark:text-gray-300">
      <div>
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">E-mail</h3>
        {supportEmail ? (
          <a href={`mailto:${supportEmail}`} className={textLinkClasses}>
            {supportEmail}
          </a>
        ) : (
          <p>Loading the address…</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">When we reply</h3>
        <p>Within 24 hours on business days (Monday to Friday).</p>
      </div>
      <div>
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">Already signed in?</h3>
        <p>Write from the e-mail address of your account, so we can find it quickly.</p>
      </div>
    </div>
  );
}

/** Spec section 2, About/careers/contact: contact details, the message form, the FAQ and the 24-hour promise. */
export function ContactPage() {
  usePageMeta(CONTACT_SEO);
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:py-16">
      <header className="max-w-2xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-gray-100">
          Contact Us
        </h1>
        <p className="text-lg text-gray-700 dark:text-gray-300">
          A question about your account, a plan, seats for your club, or an idea to make the product better: a
          message goes straight to our support inbox, and we reply within 24 hours on business days.
        </p>
      </header>
      <section aria-labelledby="contact-get-in-touch" className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-4">
          <h2
            id="contact-get-in-touch"
            className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100"
          >
            Get in touch
          </h2>
          <ContactDetails />
        </div>
        <div className="relative rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900">
          <ContactFormCard />
        </div>
      </section>
      <ContactFaq />
    </div>
  );
}
