import { SectionCard } from '../../../components/ui/section-card';

/** Skeleton fixed on main so two lanes can fill the page's parts side by side; its lane replaces it. */
export function ScheduledCampaignsCard() {
  return (
    <SectionCard id="scheduled-campaigns-card-title" title="Scheduled Campaigns">
      <p className="text-sm text-gray-600 dark:text-gray-400">Scheduled Campaigns</p>
    </SectionCard>
  );
}
