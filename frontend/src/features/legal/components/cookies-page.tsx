import { Link } from 'react-router-dom';
import { textLinkClasses } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { usePageMeta } from '../../../lib/page-meta';
import { LOCAL_STORAGE_ENTRIES, SESSION_STORAGE_ENTRIES, type StorageEntry } from '../browser-storage';
import { COOKIES_DATES } from '../legal-facts';
import { COOKIES_SEO } from '../legal-seo';
import { LegalPage, LegalSection } from './legal-page';

function StorageTable({ caption, entries }: { caption: string; entries: StorageEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-900 dark:bg-gray-900 dark:text-gray-100">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Key
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              What it holds
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Removed at logout
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {entries.map((entry) => (
            <tr key={entry.key}>
              <th scope="row" className="px-3 py-2 align-top font-mono text-xs font-normal break-all">
                {entry.key}
              </th>
              <td className="px-3 py-2 align-top">{entry.purpose}</td>
              <td className="px-3 py-2 align-top">{entry.clearedOnLogout ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The cookie and browser storage this client and its server actually use (oauth-state-cookie.store.ts, storage-keys.ts). */
export function CookiesPage() {
  usePageMeta(COOKIES_SEO);
  return (
    <LegalPage
      title="Cookies"
      dates={COOKIES_DATES}
      intro={
        <p>
          {PRODUCT_NAME} sets one cookie, and only while you sign in. It uses no advertising, analytics or
          other tracking cookies. What it keeps in your browser is listed below, key by key.
        </p>
      }
    >
      <LegalSection id="cookie" title="The one cookie">
        <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Cookies</caption>
            <thead className="bg-gray-50 text-gray-900 dark:bg-gray-900 dark:text-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  What it is for
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  How long
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className="px-3 py-2 align-top font-mono text-xs font-normal">
                  oauth_state
                </th>
                <td className="px-3 py-2 align-top">
                  Set when you start signing in with Google or Outlook, and checked when you come back, so
                  nobody can finish a sign-in you did not start. It holds a random value, can&apos;t be read
                  by scripts (HttpOnly) and is sent only to the sign-in addresses.
                </td>
                <td className="px-3 py-2 align-top">10 minutes; removed once you are back</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          On the checkout page of a deployment that takes real card payments, the card fields come from the
          payment provider (Braintree) and are subject to its own cookie policy.
        </p>
      </LegalSection>

      <LegalSection id="local-storage" title="Local storage">
        <p>
          Local storage stays in this browser until it is removed. We keep your sign-in there and a few
          choices that belong to the browser rather than to your account.
        </p>
        <StorageTable caption="Local storage keys" entries={LOCAL_STORAGE_ENTRIES} />
      </LegalSection>

      <LegalSection id="session-storage" title="Session storage">
        <p>
          Session storage belongs to one tab and is gone when the tab closes. Logging out clears it in the tab
          you log out from.
        </p>
        <StorageTable caption="Session storage keys" entries={SESSION_STORAGE_ENTRIES} />
      </LegalSection>

      <LegalSection id="your-choices" title="Your choices">
        <p>
          You can clear cookies and site data in your browser&apos;s settings at any time; you will then need
          to sign in again. What we store on our servers is described in the{' '}
          <Link to={paths.privacyPolicy} className={textLinkClasses}>
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
