import { SectionCard } from '../../../components/ui/section-card';

/** Skeleton fixed on main so two lanes can fill the page's parts side by side; its lane replaces it. */
export function GenerateMessagesPanel() {
  return (
    <SectionCard id="generate-messages-panel-title" title="Generate Messages">
      <p className="text-sm text-gray-600 dark:text-gray-400">Generate Messages</p>
    </SectionCard>
  );
}
