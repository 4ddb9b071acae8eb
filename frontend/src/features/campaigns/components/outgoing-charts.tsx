import { SectionCard } from '../../../components/ui/section-card';

/** Skeleton fixed on main so two lanes can fill the page's parts side by side; its lane replaces it. */
export function OutgoingCharts() {
  return (
    <SectionCard id="outgoing-charts-title" title="Messages Sent">
      <p className="text-sm text-gray-600 dark:text-gray-400">Messages Sent</p>
    </SectionCard>
  );
}
