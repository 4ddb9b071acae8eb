import { useState } from 'react';
import { QueryError } from '../../../components/ui/fetch-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { useButtonClicksQuery } from '../site-analytics.api';
import { formatCount } from '../../../lib/format-count';

const PERIODS = ['Last 7 days', 'Last 30 days', 'Last 90 days'] as const;
type Period = (typeof PERIODS)[number];
const DAYS: Record<Period, number> = { 'Last 7 days': 7, 'Last 30 days': 30, 'Last 90 days': 90 };

/** What a button name reads as: 'demo_sign_up' → 'demo sign up'. */
const readable = (buttonName: string) => buttonName.replace(/_/g, ' ');

/** The admin's Site analytics tab: the public site's button_click counts per button, and per button and day. */
export function ButtonClicksPanel() {
  const [period, setPeriod] = useState<Period>('Last 30 days');
  const { data, error, isLoading, isError, isFetching, refetch } = useButtonClicksQuery(DAYS[period], {
    refetchOnMountOrArgChange: true,
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Site analytics</h2>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Clicks on the public site's demo and sign-up buttons. Nothing about the visitor is kept.
          </p>
        </div>
        <div className="w-44">
          <SelectField
            id="button-clicks-period"
            label="Period"
            options={PERIODS}
            value={period}
            onChange={setPeriod}
          />
        </div>
      </div>
      {isLoading ? (
        <Spinner label="Loading button clicks..." />
      ) : isError || !data ? (
        <QueryError message="Failed to fetch button clicks" query={{ error, isFetching, refetch }} framed />
      ) : data.totals.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400">
          No button clicks in this period
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2" aria-busy={isFetching}>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-medium">
              Clicks per button, {data.from} to {data.to}
            </caption>
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-800">
                <th scope="col" className="py-2">
                  Button
                </th>
                <th scope="col" className="py-2 text-right">
                  Clicks
                </th>
              </tr>
            </thead>
            <tbody>
              {data.totals.map((row) => (
                <tr key={row.button_name} className="border-b border-gray-100 dark:border-gray-800">
                  <th scope="row" className="py-2 font-normal">
                    {readable(row.button_name)}
                  </th>
                  <td className="py-2 text-right tabular-nums">{formatCount(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-medium">Clicks per day (UTC)</caption>
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-800">
                <th scope="col" className="py-2">
                  Day
                </th>
                <th scope="col" className="py-2">
                  Button
                </th>
                <th scope="col" className="py-2 text-right">
                  Clicks
                </th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((row) => (
                <tr
                  key={`${row.day}|${row.button_name}`}
                  className="border-b border-gray-100 dark:border-gray-800"
                >
                  <td className="py-2 tabular-nums">{row.day}</td>
                  <td className="py-2">{readable(row.button_name)}</td>
                  <td className="py-2 text-right tabular-nums">{formatCount(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
