import { useState } from 'react';
import { ScheduledCampaignsCard } from '../../features/campaigns/components/scheduled-campaigns-card';
import { OutgoingCharts } from '../../features/campaigns/components/outgoing-charts';
import { ContactFilterDialog } from '../../features/contacts/components/contact-filter-dialog';
import { ResumeMissingDialog } from '../../features/contacts/components/resume-missing-dialog';
import { DraftedMessagesCard } from '../../features/drafts/components/drafted-messages-card';
import { reportTourAction } from '../../lib/tour-actions';
import { GenerateMessagesPanel } from '../../features/outgoing/components/generate-messages-panel';
import { MassEmailCard } from '../../features/outgoing/components/mass-email-card';
import type { ContactFilterChoice } from '../../features/outgoing/outgoing.api';

/**
 * Outgoing Messages (spec §2): the Generate Messages panel and its status box, the Mass Email and Scheduled Campaigns
 * cards, the Drafted Messages card, and the charts of messages sent. The contact filters that choose "filtered
 * contacts" are the contact list's own popup, one set for the page, shared by the panel and the mass e-mail.
 */
export function OutgoingMessagesPage() {
  const [contactFilter, setContactFilter] = useState<ContactFilterChoice>({ logic: 'AND', filters: [] });
  const [editingFilters, setEditingFilters] = useState(false);
  const [resumeMissing, setResumeMissing] = useState(false);
  const filterProps = {
    contactFilter,
    onEditFilters: () => setEditingFilters(true),
    onRemoveFilter: (index: number) =>
      setContactFilter((current) => ({
        ...current,
        filters: current.filters.filter((_, at) => at !== index),
      })),
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Outgoing Messages</h1>
      <GenerateMessagesPanel
        {...filterProps}
        onResumeMissing={() => setResumeMissing(true)}
        onDraftsSaved={() => reportTourAction({ type: 'message-generated' })}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <MassEmailCard {...filterProps} />
        <ScheduledCampaignsCard />
      </div>
      <DraftedMessagesCard onViewAll={() => reportTourAction({ type: 'drafts-viewed' })} />
      <OutgoingCharts />
      <ContactFilterDialog
        open={editingFilters}
        onOpenChange={setEditingFilters}
        logic={contactFilter.logic}
        filters={contactFilter.filters}
        onApply={(logic, filters) => setContactFilter({ logic, filters })}
      />
      <ResumeMissingDialog open={resumeMissing} onOpenChange={setResumeMissing} />
    </div>
  );
}
