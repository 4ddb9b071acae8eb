import { planOrFree } from '@outreach/backend/platform/plans/plan-names.contract';
import { cn } from '../../../lib/cn';

// Spec section 2, Admin dashboard: Pro green, Basic blue, Max purple, Demon yellow, others grey.
const planTones: Record<string, string> = {
  Pro: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  Basic: 'bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-300',
  Max: 'bg-purple-100 text-purple-800 dark:bg-purple-900/40 dark:text-purple-300',
  Demon: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-300',
};
const otherTone = 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300';

/** The stored plan key, as admins and the spec name plans; an empty one is Free. */
export function PlanBadge({ roleName }: { roleName: string | null }) {
  const plan = planOrFree(roleName);
  return (
    <span
      className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', planTones[plan] ?? otherTone)}
    >
      {plan}
    </span>
  );
}
