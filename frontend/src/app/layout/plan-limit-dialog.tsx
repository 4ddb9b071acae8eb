import { PLAN_DISPLAY_NAMES } from '@outreach/backend/platform/plans/plan-names.contract';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import {
  PERIOD_LIMIT_LABELS,
  planLimitDialogClosed,
  type PlanLimitReached,
} from '../../api/plan-limit.slice';
import { formatCount } from '../../lib/format-count';

const LIMIT_LABELS: Partial<Record<string, string>> = {
  ...PERIOD_LIMIT_LABELS,
  // Not a period's limit: the companies one autopilot task may take (features/autopilot opens the dialog for it).
  autopilot_companies: 'Companies per task',
};

/** The current plan as the server names it (a display name); Starter is the free plan. */
const isFreePlan = (planName: string) => ['starter', 'free', ''].includes(planName.trim().toLowerCase());

/**
 * Free users buy the plan that lifts the limit at checkout; paying users change plans in Settings, where the
 * plan chooser opens (its upgrade is prorated against the current subscription).
 */
export function upgradePathFor({ plan_name, upgrade_plan }: PlanLimitReached): {
  pathname: string;
  state?: { openPlanChooser: true };
} | null {
  if (upgrade_plan === null) return null;
  if (isFreePlan(plan_name)) {
    return { pathname: `${paths.checkout}?${new URLSearchParams({ plan: upgrade_plan, cycle: 'monthly' })}` };
  }
  return { pathname: `${paths.settings}?tab=Subscription`, state: { openPlanChooser: true } };
}

/** The spec's upgrade dialog, once for the whole app: opened by any call answering PLAN.LIMIT_REACHED. */
export function PlanLimitDialog() {
  const reached = useAppSelector((state) => state.planLimit.reached);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const close = () => dispatch(planLimitDialogClosed());
  // Where the user was when the limit answered (the button that sent the call): focus goes back there.
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = reached !== null;
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocus.current = document.activeElement;
    }
  }, [open]);

  const target = reached ? upgradePathFor(reached) : null;
  const label = reached ? (LIMIT_LABELS[reached.limit] ?? 'Used') : '';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      returnFocus={returnFocus}
      title="Plan limit reached"
      description={reached?.detail}
    >
      {reached && (
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-gray-50 p-3 text-sm dark:bg-gray-800">
            {reached.plan_name && (
              <>
                <dt className="text-gray-600 dark:text-gray-400">Your plan</dt>
                <dd className="font-medium">{reached.plan_name}</dd>
              </>
            )}
            <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="font-medium">
              {formatCount(reached.used)} of {formatCount(reached.limit_value)} used
            </dd>
          </dl>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Not now
            </Button>
            {reached.upgrade_plan && target && (
              <Button
                onClick={() => {
                  close();
                  navigate(target.pathname, target.state ? { state: target.state } : undefined);
                }}
              >
                Upgrade to {PLAN_DISPLAY_NAMES[reached.upgrade_plan]}
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
