import { SectionCard } from '../../../components/ui/section-card';
import { CampaignList } from './campaign-list';

/** Outgoing Messages' Scheduled Campaigns card (spec §2): the newest campaigns, scheduling and cancelling. */
export function ScheduledCampaignsCard() {
  return (
    <SectionCard id="scheduled-campaigns-card-title" title="Scheduled Campaigns">
      <CampaignList mode="card" />
    </SectionCard>
  );
}
