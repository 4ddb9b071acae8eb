import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '../../../api/hooks';
import { catchUp } from '../../../api/settle-command';
import { forgetCachedSettings } from '../../../api/settings-cache';
import { refreshSettings, useSettingsAllQuery, type SettingsAll } from '../../../api/settings.api';
import { Button, focusRing } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { TabLoading } from '../../../components/ui/tab-loading';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useRetryWithNewSettingsMutation } from '../../../features/autopilot/autopilot.api';
import { SubscriptionTab } from '../../../features/billing/components/subscription-tab';
import { HelpToursMenu } from '../../../features/onboarding/components/help-tours-menu';
import { cn } from '../../../lib/cn';
import { GeneralTab } from './general-tab';
import { parseSettingsTab, SETTINGS_TABS, type SettingsTab } from './settings-tabs';

// Spec section 2.3: Advanced and Autopilot load on first open, code and data alike.
const AdvancedTab = lazy(() =>
  import('./advanced-tab').then(({ AdvancedTab }) => ({ default: AdvancedTab })),
);
const AutopilotTab = lazy(() =>
  import('../../../features/preferences/components/autopilot-tab').then(({ AutopilotTab }) => ({
    default: AutopilotTab,
  })),
);

const triggerClasses = cn(
  '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 sm:px-4 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-gray-400 dark:hover:text-gray-100 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300',
  focusRing,
);

type LoadingCounts = Record<SettingsTab, number>;

const NONE_LOADING = Object.fromEntries(SETTINGS_TABS.map((tab) => [tab, 0])) as LoadingCounts;

/** Spec section 2.3: /settings?tab=…&retry_task=…&from=autopilot. */
export function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseSettingsTab(searchParams.get('tab'));
  const retryTaskId = searchParams.get('retry_task') || null;
  const fromAutopilot = searchParams.get('from') === 'autopilot';
  const settings = useSettingsAllQuery();
  const dispatch = useAppDispatch();
  const [loading, setLoading] = useState<LoadingCounts>(NONE_LOADING);
  const [retryWithNewSettings] = useRetryWithNewSettingsMutation();
  const store = useAppStore();
  const rerunTask = useCallback(
    async (taskId: string) => {
      const { session_id, checkpoint } = await retryWithNewSettings(taskId).unwrap();
      // The task page reads autopilot_tasks: opening it before the new task's row is there answers 404.
      await catchUp(store.dispatch, store.getState, ['autopilot-tasks'], checkpoint);
      return session_id;
    },
    [retryWithNewSettings, store],
  );

  // Counted, not flagged: a tab's code and its data may both be loading, and StrictMode mounts twice.
  const reportLoading = useMemo(
    () =>
      Object.fromEntries(
        SETTINGS_TABS.map((name) => [
          name,
          (on: boolean) =>
            setLoading((current) => ({ ...current, [name]: Math.max(0, current[name] + (on ? 1 : -1)) })),
        ]),
      ) as Record<SettingsTab, (on: boolean) => void>,
    [],
  );

  const selectTab = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', parseSettingsTab(value));
        return next;
      },
      { replace: true },
    );

  const withSettings = (render: (loaded: SettingsAll) => ReactNode) => {
    if (settings.data) return render(settings.data);
    if (settings.isError) {
      return (
        <FetchError
          message="Failed to load settings"
          error={settings.error}
          retrying={settings.isFetching}
          onRetry={() => {
            forgetCachedSettings();
            void settings.refetch();
          }}
          framed
        />
      );
    }
    return <Spinner label="Loading settings..." />;
  };

  return (
    <section className="space-y-5">
      {(fromAutopilot || retryTaskId) && (
        <TextLink to={`${paths.autopilot}?refresh=true`} className="inline-flex items-center gap-1 text-sm">
          <span aria-hidden="true">←</span>
          Back to Autopilot Tasks
        </TextLink>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">Settings</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            Your profile, plan, e-mail preferences and autopilot.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => refreshSettings(dispatch)}
            disabled={settings.isFetching}
          >
            {settings.isFetching && !settings.isLoading ? 'Refreshing...' : 'Refresh'}
          </Button>
          <HelpToursMenu />
        </div>
      </div>

      <Tabs.Root value={tab} onValueChange={selectTab} className="space-y-4">
        <Tabs.List
          aria-label="Settings sections"
          className="flex overflow-x-auto border-b border-gray-200 dark:border-gray-800"
        >
          {SETTINGS_TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              aria-busy={loading[name] > 0 || undefined}
              className={triggerClasses}
            >
              {name}
              {loading[name] > 0 && (
                <span
                  aria-hidden="true"
                  data-testid={`${name}-tab-spinner`}
                  className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-gray-300 border-t-indigo-600"
                />
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="General" className={cn('rounded', focusRing)}>
          {withSettings((loaded) => (
            <GeneralTab settings={loaded} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="Subscription" className={cn('rounded', focusRing)}>
          {withSettings((loaded) => (
            <SubscriptionTab settings={loaded} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="Advanced" className={cn('rounded', focusRing)}>
          <Suspense
            fallback={
              <TabLoading label="Loading advanced settings..." onLoadingChange={reportLoading.Advanced} />
            }
          >
            {withSettings((loaded) => (
              <AdvancedTab settings={loaded} onLoadingChange={reportLoading.Advanced} />
            ))}
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="Autopilot" className={cn('rounded', focusRing)}>
          <Suspense
            fallback={
              <TabLoading label="Loading autopilot settings..." onLoadingChange={reportLoading.Autopilot} />
            }
          >
            <AutopilotTab
              retryTaskId={retryTaskId}
              rerunTask={rerunTask}
              onLoadingChange={reportLoading.Autopilot}
            />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
