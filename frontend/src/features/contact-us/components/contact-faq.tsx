import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { textLinkClasses } from '../../../components/ui/text-link';

/** Answers to what visitors ask most; each states only what the product does today. */
const QUESTIONS = [
  {
    question: 'Is there a free plan?',
    answer: (
      <>
        Yes. Starter costs nothing and needs no card. Growth is $5 a month and Pro $15 a month, and paying
        yearly costs 9 months&apos; price for 12. See{' '}
        <Link to={paths.pricing} className={textLinkClasses}>
          Pricing
        </Link>{' '}
        for what each plan includes.
      </>
    ),
  },
  {
    question: 'How do I sign in?',
    answer:
      'With a Google or an Outlook account. There is no password to create or forget: the account you sign in ' +
      'with is your login.',
  },
  {
    question: 'Does anything get sent without me?',
    answer:
      'No e-mail leaves without your say. The AI writes drafts, and autopilot researches companies and writes ' +
      'drafts for each one, but a draft goes out only when you send it or schedule a campaign for it.',
  },
  {
    question: 'Can I change plans or get a refund?',
    answer:
      'You can upgrade at any time: the new plan starts at once and you pay the pro-rated difference. A downgrade ' +
      'takes effect at the end of your billing cycle. Payments are non-refundable.',
  },
  {
    question: 'Can our club or campus group get seats?',
    answer:
      'Yes. Choose "Partnership or clubs" below, or write to us by e-mail, with your group and how many members ' +
      'it has. Members who join through a club link get free Pro access while the club has seats.',
  },
  {
    question: 'Can I turn off open and click tracking?',
    answer:
      'Yes, in Settings. With tracking off, your e-mails carry no tracking pixel and their links are not ' +
      'rewritten, so we record no opens or clicks for them.',
  },
] as const;

export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-heading" className="space-y-4">
      <h2
        id="contact-faq-heading"
        className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100"
      >
        Frequently asked questions
      </h2>
      <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group p-4">
            <summary className="cursor-pointer list-none rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 [&::-webkit-details-marker]:hidden">
              <h3 className="flex items-center justify-between gap-4 text-base font-medium text-gray-900 dark:text-gray-100">
                {question}
                <span
                  aria-hidden="true"
                  className="text-gray-500 transition-transform group-open:rotate-45 dark:text-gray-400"
                >
                  +
                </span>
              </h3>
            </summary>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
