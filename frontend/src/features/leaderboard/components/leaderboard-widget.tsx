import { useId, useRef, useState } from 'react';
import { LEADERBOARD_TOP_SIZE } from '@outreach/backend/leaderboard/leaderboard-rules.contract';
import { focusRing, iconButtonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { ChevronDownIcon, RefreshIcon, TrophyIcon } from '../../../components/ui/icons';
import { localStorageKeys } from '../../../config/storage-keys';
import { cn } from '../../../lib/cn';
import { useStoredFlag } from '../../../lib/stored-value';
import { useLeaderboardQuery, type LeaderboardEntry, type LeaderboardPeriod } from '../leaderboard.api';

const PERIODS: { value: LeaderboardPeriod; label: string }[] = [
  { value: 'all_time', label: 'All time' },
  { value: 'month', label: 'This month' },
];

/** Open until the user folds it: the board is what the widget is for. The choice belongs to the browser. */
const EXPANDED_DEFAULT = true;

function Entry({ entry, afterGap }: { entry: LeaderboardEntry; afterGap: boolean }) {
  return (
    <>
      {afterGap && (
        <li
          aria-hidden="true"
          className="px-2 text-center text-xs leading-3 text-gray-400 dark:text-gray-500"
        >
          ⋯
        </li>
      )}
      <li
        className={cn(
          'flex items-center gap-2 rounded px-2 py-1 text-xs',
          entry.is_current_user
            ? 'bg-indigo-50 font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200'
            : 'text-gray-700 dark:text-gray-300',
        )}
      >
        <span className="w-7 shrink-0 tabular-nums text-gray-500 dark:text-gray-400">#{entry.rank}</span>
        <span className="min-w-0 flex-1 truncate" title={entry.user_name}>
          {entry.user_name}
          {entry.is_current_user && ' (you)'}
        </span>
        <span className="shrink-0 tabular-nums">
          {entry.message_count}
          <span className="sr-only"> messages sent</span>
        </span>
      </li>
    </>
  );
}

interface PeriodChoice {
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
}

/** The board itself: the period, a refresh, and the entries or what stands in for them. */
function LeaderboardBoard({ period, onPeriodChange }: PeriodChoice) {
  const query = useLeaderboardQuery(period);
  // currentData, not data: while another period loads, the last period's entries must not show under its name.
  const { currentData: data, isFetching, isError, refetch } = query;
  const periodLabel = PERIODS.find((option) => option.value === period)!.label;

  let body;
  // Not a live region: the sidebar loads with every page, and announcing it each time would be noise.
  if (data === undefined && isFetching)
    body = <p className="text-xs text-gray-600 dark:text-gray-400">Loading leaderboard…</p>;
  else if (isError) body = <QueryError message="Failed to load leaderboard data" query={query} />;
  else if (!data || data.length === 0)
    body = <p className="text-xs text-gray-600 dark:text-gray-400">No data available yet</p>;
  else
    body = (
      <ol aria-label={`Messages sent, ${periodLabel.toLowerCase()}`} className="space-y-0.5">
        {data.map((entry, index) => (
          <Entry
            key={`${entry.rank}-${entry.user_name}-${index}`}
            entry={entry}
            afterGap={index === LEADERBOARD_TOP_SIZE}
          />
        ))}
      </ol>
    );

  return (
    <div className="space-y-2" aria-busy={isFetching}>
      <div className="flex items-center justify-between gap-2">
        <div role="group" aria-label="Period" className="flex gap-1">
          {PERIODS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={period === option.value}
              onClick={() => onPeriodChange(option.value)}
              className={cn(
                'rounded px-2 py-1 text-xs font-medium',
                focusRing,
                period === option.value
                  ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                  : 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          aria-label="Refresh leaderboard"
          title="Refresh leaderboard"
          className={cn(
            'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-60 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
            focusRing,
          )}
        >
          <RefreshIcon className={cn('h-4 w-4', isFetching && 'animate-spin motion-reduce:animate-none')} />
        </button>
      </div>
      {body}
    </div>
  );
}

/** In the full-width sidebar and the drawer: a section that folds and unfolds. */
function LeaderboardPanel(choice: PeriodChoice) {
  const [expanded, setExpanded] = useStoredFlag(localStorageKeys.leaderboardExpanded, EXPANDED_DEFAULT);
  const bodyId = useId();
  return (
    <section aria-label="Leaderboard" className="rounded-md border border-gray-200 p-2 dark:border-gray-800">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded(!expanded)}
        className={cn(
          'flex w-full items-center gap-2 rounded px-1 py-1 text-sm font-medium text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
          focusRing,
        )}
      >
        <TrophyIcon className="h-4 w-4 shrink-0 text-amber-500" />
        <span className="flex-1 text-left">Leaderboard</span>
        <ChevronDownIcon className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')} />
      </button>
      {expanded && (
        <div id={bodyId} className="mt-2">
          <LeaderboardBoard {...choice} />
        </div>
      )}
    </section>
  );
}

/** In the icons-only sidebar: a trophy that opens the board in a dialog. */
function LeaderboardDialogButton(choice: PeriodChoice) {
  const [open, setOpen] = useState(false);
  const trophy = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trophy}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        aria-label="Leaderboard"
        title="Leaderboard"
        className={cn(iconButtonClasses, 'mx-auto')}
      >
        <TrophyIcon className="h-5 w-5 text-amber-500" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Leaderboard" returnFocus={trophy}>
        <LeaderboardBoard {...choice} />
      </Dialog>
    </>
  );
}

/**
 * The sidebar's leaderboard (access spec, Leaderboard widget): users ranked by messages sent, the current user
 * marked. It loads only while shown; a push that moved the board refreshes it.
 */
export function LeaderboardWidget({ compact }: { compact: boolean }) {
  // Held here, so folding the board or opening it again keeps the period the user chose.
  const [period, setPeriod] = useState<LeaderboardPeriod>('all_time');
  const choice = { period, onPeriodChange: setPeriod };
  return compact ? <LeaderboardDialogButton {...choice} /> : <LeaderboardPanel {...choice} />;
}
