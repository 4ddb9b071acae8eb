import { ScheduledCampaignsCard } from '../../features/campaigns/components/scheduled-campaigns-card';
import { OutgoingCharts } from '../../features/campaigns/components/outgoing-charts';
import { DraftedMessagesCard } from '../../features/outgoing/components/drafted-messages-card';
import { GenerateMessagesPanel } from '../../features/outgoing/components/generate-messages-panel';
import { MassEmailCard } from '../../features/outgoing/components/mass-email-card';

/**
 * Outgoing Messages (spec §2): the Generate Messages panel and its status box, the Mass Email and Scheduled Campaigns
 * cards, the Drafted Messages card, and the charts of messages sent.
 */
export function OutgoingMessagesPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Outgoing Messages</h1>
      <GenerateMessagesPanel />
      <div className="grid gap-4 lg:grid-cols-2">
        <MassEmailCard />
        <ScheduledCampaignsCard />
      </div>
      <DraftedMessagesCard />
      <OutgoingCharts />
    </div>
  );
}
