import { Link } from 'react-router-dom';
import { textLinkClasses } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { usePageMeta } from '../../../lib/page-meta';
import { GOVERNING_LAW, TERMS_DATES, TERMS_MINIMUM_AGE } from '../legal-facts';
import { TERMS_SEO } from '../legal-seo';
import { LegalPage, LegalSection } from './legal-page';

/** Spec section 9, Terms: non-refundable payments, end-of-cycle downgrades, pro-rated upgrades, 18, Delaware. */
export function TermsOfServicePage() {
  usePageMeta(TERMS_SEO);
  return (
    <LegalPage
      title="Terms of Service"
      dates={TERMS_DATES}
      intro={
        <p>
          These terms apply when you use {PRODUCT_NAME}, the web application that finds companies and
          contacts, drafts outreach e-mails with AI, sends them for you and tracks them. By signing up you
          accept them.
        </p>
      }
    >
      <LegalSection id="eligibility" title="Who may use the service">
        <p>
          You must be at least {TERMS_MINIMUM_AGE} years old to use {PRODUCT_NAME}. You sign in with a Google
          or Outlook account, and you are responsible for what is done with your account.
        </p>
      </LegalSection>

      <LegalSection id="plans-and-payments" title="Plans and payments">
        <ul>
          <li>Starter is free and needs no card. Growth and Pro are paid monthly or yearly, in advance.</li>
          <li>
            <strong>Payments are non-refundable.</strong> This includes the unused part of a billing cycle.
          </li>
          <li>
            <strong>An upgrade is immediate and pro-rated:</strong> the higher plan starts at once, and you
            are charged the difference for the rest of the current billing cycle.
          </li>
          <li>
            <strong>A downgrade takes effect at the end of the billing cycle:</strong> you keep your current
            plan until then, and the lower plan applies from the next cycle.
          </li>
          <li>
            Members who join through a club&apos;s link get free Pro access while the club has seats; the
            club, not the member, arranges those seats with us.
          </li>
        </ul>
        <p>
          The plans and their limits are on the{' '}
          <Link to={paths.pricing} className={textLinkClasses}>
            Pricing page
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection id="acceptable-use" title="Acceptable use">
        <p>The e-mails you send through {PRODUCT_NAME} are yours. You agree:</p>
        <ul>
          <li>to write to people for genuine job-search purposes, and to stop when someone asks you to;</li>
          <li>to follow the anti-spam and privacy laws that apply to you and to the people you write to;</li>
          <li>to read every draft before it goes out, under your name;</li>
          <li>
            not to misuse the service, its public demo or its contact form, or try to get around its limits.
          </li>
        </ul>
        <p>We may suspend an account that breaks these rules.</p>
      </LegalSection>

      <LegalSection id="your-content" title="Your content">
        <p>
          You keep the rights to what you upload and write. You let us store and process it to run the service
          for you, as the{' '}
          <Link to={paths.privacyPolicy} className={textLinkClasses}>
            Privacy Policy
          </Link>{' '}
          describes.
        </p>
      </LegalSection>

      <LegalSection id="disclaimer" title="Disclaimer">
        <p>
          {PRODUCT_NAME} helps you reach people; it does not promise replies, interviews or a job. Drafts are
          written by AI and can be wrong: check names, facts and tone before sending. Company, contact and job
          information comes from third-party sources or, in a demonstration setup, from invented sample data
          labelled as such, and may be out of date or incomplete.
        </p>
        <p>
          The service is provided &quot;as is&quot; and &quot;as available&quot;, without warranties of any
          kind, to the extent the law allows. We are not liable for indirect or consequential losses, and our
          total liability is limited to what you paid us in the twelve months before the claim.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" title="Governing law">
        <p>These terms are governed by the laws of {GOVERNING_LAW}, United States.</p>
      </LegalSection>

      <LegalSection id="changes" title="Changes and contact">
        <p>
          When these terms change we update the date at the top of this page. Questions go through the{' '}
          <Link to={paths.contactUs} className={textLinkClasses}>
            contact page
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
