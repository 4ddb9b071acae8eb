import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../api/hooks';

const PlanLimitDialog = lazy(() =>
  import('./plan-limit-dialog').then(({ PlanLimitDialog }) => ({ default: PlanLimitDialog })),
);

/**
 * The upgrade dialog's code (and its dialog library) arrives with the first limit reached, which only a signed-in
 * user meets; from then on it stays mounted so it can close and reopen as before.
 */
export function LazyPlanLimitDialog() {
  const reached = useAppSelector((state) => state.planLimit.reached !== null);
  const [wanted, setWanted] = useState(false);
  if (reached && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlanLimitDialog />
    </Suspense>
  );
}
