import { SectionCard } from '../../../components/ui/section-card';

/** Skeleton fixed on main so two lanes can fill the page's parts side by side; its lane replaces it. */
export function MassEmailCard() {
  return (
    <SectionCard id="mass-email-card-title" title="Mass Email">
      <p className="text-sm text-gray-600 dark:text-gray-400">Mass Email</p>
    </SectionCard>
  );
}
