import { SectionCard } from '../../../components/ui/section-card';
import { CampaignList } from './campaign-list';

/** /outgoing: every campaign of the user (spec §2: view campaigns), ten to a page. */
export function CampaignsPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Campaigns</h1>
      <SectionCard id="campaigns-page-list-title" title="Scheduled Campaigns">
        <CampaignList mode="page" />
      </SectionCard>
    </div>
  );
}
