import { Link } from 'react-router-dom';
import { textLinkClasses } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { usePageMeta } from '../../../lib/page-meta';
import { PRIVACY_MINIMUM_AGE, PRIVACY_POLICY_DATES } from '../legal-facts';
import { PRIVACY_POLICY_SEO } from '../legal-seo';
import { LegalPage, LegalSection } from './legal-page';

/** Spec section 9, Terms: minimum age 13, effective and last updated July 24, 2024; the rest is what the code keeps. */
export function PrivacyPolicyPage() {
  usePageMeta(PRIVACY_POLICY_SEO);
  return (
    <LegalPage
      title="Privacy Policy"
      dates={PRIVACY_POLICY_DATES}
      intro={
        <p>
          {PRODUCT_NAME} helps job seekers find companies and the people who hire there, write personal
          outreach e-mails and keep track of what they sent. This policy says what we store to do that, why,
          and what you can change.
        </p>
      }
    >
      <LegalSection id="what-we-store" title="What we store">
        <ul>
          <li>
            <strong>Your account:</strong> the name and e-mail address of the Google or Outlook account you
            sign in with (we never see a password), whether you are an administrator, and how you arrived: the
            campaign parameters of a sign-up link (utm_source and the like) and the club whose link you used.
          </li>
          <li>
            <strong>Your profile and settings:</strong> the resume and other documents you upload, the
            LinkedIn details you type in or import, your job preferences, your e-mail templates and signature,
            and the choices you make in Settings, such as tracking.
          </li>
          <li>
            <strong>Your work in the product:</strong> the contacts you save or import, the companies and jobs
            you search and save, your drafts, the e-mails you send and the replies they get, your campaigns
            and your autopilot tasks.
          </li>
          <li>
            <strong>Billing:</strong> your plan, billing cycle and payments. Card details are typed into the
            payment provider&apos;s own fields and never reach our servers; we keep the card&apos;s brand and
            last four digits only.
          </li>
          <li>
            <strong>Messages to us:</strong> the name, e-mail address, subject and message you send through
            the contact form, which we forward to our support inbox.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="event-log" title="How we keep it: an append-only log">
        <p>
          Every change you make is recorded as an event in an append-only log: events are added, never edited.
          The screens you see are built from that log. When you delete something, such as a contact or a
          draft, we record that it was deleted and it disappears from your screens, but the earlier events
          stay in the log. This gives you and us an exact history of your account (an administrator can read
          an account&apos;s history when helping you), and it is why a deletion is a new entry rather than an
          erasure.
        </p>
        <p>
          The product has no self-service account deletion today. To ask what we hold about you, or to ask us
          to remove it, write to us through the{' '}
          <Link to={paths.contactUs} className={textLinkClasses}>
            contact page
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection id="email-tracking" title="E-mail tracking, and how to turn it off">
        <p>
          When tracking is on, the e-mails you send carry a small tracking image and their links pass through
          our server, so you can see when a contact opened an e-mail or clicked a link. For each open or click
          we keep the time, the mail program&apos;s description of itself (its user agent) and the network it
          came from, shortened to its first three parts (an IPv4 /24 or an IPv6 /48), never the full address.
        </p>
        <p>
          Tracking is on for new accounts. Turn it off in Settings: e-mails you send from then on carry no
          tracking image and their links are not rewritten, so nothing is recorded for them.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="Who else handles your data">
        <ul>
          <li>
            <strong>Your e-mail provider</strong> carries the e-mails you send, as any e-mail does.
          </li>
          <li>
            <strong>An AI provider</strong>, when the service is set up with one, receives what a draft is
            written from: your profile details, the contact&apos;s name, role and company, and your
            instructions.
          </li>
          <li>
            <strong>The payment provider</strong> (Braintree) processes card payments for paid plans.
          </li>
        </ul>
        <p>We do not sell your data, and we show no advertising.</p>
      </LegalSection>

      <LegalSection id="abuse-protection" title="Protection against abuse">
        <p>
          The contact form, the landing page&apos;s demo search and the tracking links count requests per
          network address, so one sender cannot flood them. These counters hold no content, cover a window of
          at most ten minutes, and are cleared out regularly once it has passed.
        </p>
      </LegalSection>

      <LegalSection id="cookies-and-storage" title="Cookies and browser storage">
        <p>
          We set one short-lived cookie, during sign-in, and keep your session and some choices in your
          browser&apos;s storage. The{' '}
          <Link to={paths.cookies} className={textLinkClasses}>
            Cookies page
          </Link>{' '}
          lists each of them.
        </p>
      </LegalSection>

      <LegalSection id="children" title="Children">
        <p>
          {PRODUCT_NAME} is not for children under {PRIVACY_MINIMUM_AGE}, and we do not knowingly collect data
          from anyone under {PRIVACY_MINIMUM_AGE}. If you believe a child under {PRIVACY_MINIMUM_AGE} has
          given us data, tell us and we will remove it. Using the service under the Terms of Service requires
          a higher age.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes and contact">
        <p>
          When this policy changes we update the date at the top of this page. Questions about your data go
          through the{' '}
          <Link to={paths.contactUs} className={textLinkClasses}>
            contact page
          </Link>
          ; we reply within 24 hours on business days.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
