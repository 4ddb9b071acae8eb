import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { matchRows, type MatchesByField } from '../../lib/match-rows';
import { focusRing } from './button';

interface MatchDetailsProps {
  matches: MatchesByField;
  /** Names the job or contact in the button and the list, e.g. 'Data Analyst at Acme Analytics'. */
  subject: string;
}

/**
 * Why a job or contact scored as it did: a disclosure button, so it works by keyboard and touch alike (a title
 * tooltip does neither), opening the matched fields with the words shared with the user's profile.
 */
export function MatchDetails({ matches, subject }: MatchDetailsProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const rows = matchRows(matches);
  if (rows.length === 0) {
    return <span className="text-xs text-gray-500 dark:text-gray-400">No match with your profile</span>;
  }
  return (
    <div className="min-w-0 text-xs">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((now) => !now)}
        className={cn(
          'rounded font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300',
          focusRing,
        )}
      >
        Why this score<span className="sr-only"> for {subject}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={`Matches for ${subject}`}
        className="mt-1 max-w-xs space-y-1 whitespace-normal break-words"
      >
        {rows.map((row) => (
          <li key={row.key} className="text-gray-700 dark:text-gray-300">
            <span className="font-medium text-gray-900 dark:text-gray-100">{row.label}</span>{' '}
            <span className="tabular-nums">{row.percent}</span>
            {row.terms.length > 0 && `: ${row.terms.join(', ')}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
