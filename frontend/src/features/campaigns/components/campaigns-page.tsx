import { ScheduledCampaignsCard } from './scheduled-campaigns-card';

/** /outgoing: the user's scheduled campaigns (spec §2: view campaigns). */
export function CampaignsPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Campaigns</h1>
      <ScheduledCampaignsCard />
    </div>
  );
}
