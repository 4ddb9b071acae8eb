import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { EmailAddress } from '../../../components/ui/email-address';
import { MatchDetails } from '../../../components/ui/match-details';
import { PagedHeading, Pager, usePagingFocus } from '../../../components/ui/pager';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { cn } from '../../../lib/cn';
import { pageOfOffset } from '../../../lib/paging';
import { similarityClasses, similarityPercent } from '../../../lib/similarity';
import { toastFailure } from '../../../lib/toast-failure';
import { reportTourAction } from '../../../lib/tour-actions';
import {
  useContactSearchSaveMutation,
  useContactSearchUnsaveMutation,
  type BulkAddItemResult,
  type ContactResult,
  type ContactSearchPage,
} from '../contact-search.api';
import {
  contactSavePayload,
  hasEmail,
  MISSING_EMAIL_SINGLE,
  missingEmailMessage,
} from '../contact-search-rules';
import { ProfileHint } from '../../../components/ui/profile-hint';
import { DemoBadge } from './demo-badge';

interface ContactResultsProps {
  results: ContactSearchPage;
  busy: boolean;
  isSaved: (contact: ContactResult) => boolean;
  onSavedChange: (contactIds: string[], saved: boolean) => void;
  onPage: (page: number) => void;
}

const nameOf = (contact: ContactResult) =>
  contact.full_name || `${contact.first_name} ${contact.last_name}`.trim() || '—';

function Similarity({ score }: { score: number }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', similarityClasses(score))}
      title={`Similarity score ${similarityPercent(score)}`}
    >
      {similarityPercent(score)}
    </span>
  );
}

/** Why the contact scored as it did, in the words the contact shares with the user's profile. */
function WhyThisScore({ contact }: { contact: ContactResult }) {
  return <MatchDetails matches={contact.matches} subject={`${nameOf(contact)} at ${contact.company_name}`} />;
}

const COLUMNS: readonly TableColumn<ContactResult>[] = [
  { header: 'Name', cell: (contact) => <span className="font-medium">{nameOf(contact)}</span> },
  {
    header: 'Email',
    cell: (contact) =>
      contact.email_address ? (
        <EmailAddress address={contact.email_address} />
      ) : (
        <span className="text-gray-600 dark:text-gray-400">No email</span>
      ),
    // An address split over two lines of a third of a phone's width is unreadable (reported at 375 px).
    inCard: 'row',
  },
  { header: 'Position', cell: (contact) => contact.position || contact.job_title || '—', inCard: 'wrap' },
  { header: 'Company', cell: (contact) => contact.company_name },
  {
    header: 'LinkedIn',
    cell: (contact) =>
      contact.linkedin_url ? (
        <a
          href={contact.linkedin_url}
          target="_blank"
          rel="noreferrer"
          aria-label={`LinkedIn profile of ${nameOf(contact)}`}
          className="text-indigo-700 hover:underline dark:text-indigo-300"
        >
          Profile
        </a>
      ) : (
        '—'
      ),
    inCard: true,
  },
  {
    header: 'Similarity Score',
    cell: (contact) => (
      <span className="flex flex-col items-start gap-1">
        <Similarity score={contact.total_score} />
        <WhyThisScore contact={contact} />
      </span>
    ),
  },
];

const savedIdsOf = (results: BulkAddItemResult[]) => results.map((item) => item.id);

/** Contact results with Save/Unsave per contact and for the page; Back and Next page on the server. */
export function ContactResults({ results, busy, isSaved, onSavedChange, onPage }: ContactResultsProps) {
  const headingId = useId();
  const { heading, paging } = usePagingFocus(results);
  const [save] = useContactSearchSaveMutation();
  const [unsave] = useContactSearchUnsaveMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const track = async (ids: string[], work: () => Promise<void>) => {
    setPending((current) => new Set([...current, ...ids]));
    try {
      await work();
    } finally {
      setPending((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  };

  const saveOne = (contact: ContactResult) => {
    if (!hasEmail(contact)) {
      toast.error(MISSING_EMAIL_SINGLE);
      return;
    }
    void track([contact.contact_id], async () => {
      try {
        const { results: items } = await save([contactSavePayload(contact)]).unwrap();
        onSavedChange([contact.contact_id, ...savedIdsOf(items)], true);
        reportTourAction({ type: 'contacts-saved', count: 1 });
        toast.success('Contact added successfully.');
      } catch (error) {
        toastFailure('Failed to add contact.', error);
      }
    });
  };

  const unsaveOne = (contact: ContactResult) => {
    if (!hasEmail(contact)) {
      toast.error(MISSING_EMAIL_SINGLE);
      return;
    }
    void track([contact.contact_id], async () => {
      try {
        await unsave(contact.contact_id).unwrap();
        onSavedChange([contact.contact_id], false);
        toast.success('Contact unadded successfully.');
      } catch (error) {
        toastFailure('Failed to unadd contact.', error);
      }
    });
  };

  const saveAll = () => {
    if (results.contacts.length === 0) {
      toast.error('No contacts to add.');
      return;
    }
    const unsaved = results.contacts.filter((contact) => !isSaved(contact));
    unsaved
      .filter((contact) => !hasEmail(contact))
      .forEach((contact) => toast.warning(missingEmailMessage(contact)));
    const addable = unsaved.filter(hasEmail);
    if (addable.length === 0) {
      toast.info('All contacts are already added or no new contacts to add.');
      return;
    }
    const ids = addable.map((contact) => contact.contact_id);
    void track(ids, async () => {
      try {
        const { results: items } = await save(addable.map(contactSavePayload)).unwrap();
        const added = items.filter((item) => item.status === 'added').length;
        onSavedChange(
          items.flatMap((item) => [ids[item.index], item.id]),
          true,
        );
        // Already saved or just added, they are all in the user's contacts now.
        reportTourAction({ type: 'contacts-saved', count: items.length });
        if (added === 0) toast.info('All contacts are already added or no new contacts to add.');
        else toast.success(`${added} contacts added successfully.`);
      } catch (error) {
        toastFailure('Failed to add contacts.', error);
      }
    });
  };

  const action = (contact: ContactResult) => {
    const saved = isSaved(contact);
    const waiting = pending.has(contact.contact_id);
    return (
      <Button
        size="sm"
        variant={saved ? 'secondary' : 'primary'}
        disabled={waiting}
        aria-label={`${saved ? 'Unsave' : 'Save'} ${nameOf(contact)}`}
        onClick={() => (saved ? unsaveOne(contact) : saveOne(contact))}
      >
        {saved ? 'Unsave' : 'Save'}
      </Button>
    );
  };

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <PagedHeading id={headingId} ref={heading}>
            Contacts found
          </PagedHeading>
          {results.demo && <DemoBadge />}
        </div>
        <Button variant="secondary" size="sm" disabled={busy || pending.size > 0} onClick={saveAll}>
          Save all on this page
        </Button>
      </div>
      {results.detail && <p className="text-sm text-gray-600 dark:text-gray-400">{results.detail}</p>}
      {results.profile_known === false && results.contacts.length > 0 && <ProfileHint />}
      {results.contacts.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No contacts found at these companies.</p>
      ) : (
        <ResponsiveTable
          label="Contact results"
          items={results.contacts}
          itemKey={(contact) => contact.contact_id}
          columns={COLUMNS}
          actionsHeader="Actions"
          // Seven columns: a table only where they fit side by side (the page's full width on a desktop).
          tableFrom="@4xl"
          cardHeading={(contact) => (
            <>
              <p className="font-medium">{nameOf(contact)}</p>
              <p className="text-xs text-gray-600 dark:text-gray-400">{contact.company_name}</p>
              <div className="mt-1">
                <WhyThisScore contact={contact} />
              </div>
            </>
          )}
          cardBadges={(contact) => <Similarity score={contact.total_score} />}
          actions={action}
        />
      )}
      <Pager
        label="Contact results pages"
        shown={pageOfOffset(results)}
        busy={busy}
        previousLabel="Back"
        onPageChange={paging((page) => onPage(page - 1))}
      />
    </section>
  );
}
