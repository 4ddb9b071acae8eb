import * as Tabs from '@radix-ui/react-tabs';
import { useRef, useState } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { focusRing } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/fetch-error';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useOutgoingActivityQuery, type ActivityPeriod, type OutgoingActivityAnswer } from '../campaigns.api';
import { activitySummary, chartRows, TREND_WINDOW, type ChartRow } from '../outgoing-chart-rules';

const PERIODS: { value: ActivityPeriod; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const triggerClasses = cn(
  '-mb-px inline-flex shrink-0 items-center border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 sm:px-4 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-gray-400 dark:hover:text-gray-100 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300',
  focusRing,
);

// The chart's colours follow the page's dark class through CSS variables, so SVG and text switch together.
const chartColours =
  '[--chart-bar:#6366f1] [--chart-trend:#d97706] [--chart-axis:#4b5563] [--chart-grid:#e5e7eb] [--chart-tip:#ffffff] dark:[--chart-bar:#818cf8] dark:[--chart-trend:#fbbf24] dark:[--chart-axis:#9ca3af] dark:[--chart-grid:#374151] dark:[--chart-tip:#111827]';

/** Outgoing Messages' charts (spec §2): messages sent today by hour, this week and this month by day. */
export function OutgoingCharts() {
  const [period, setPeriod] = useState<ActivityPeriod>('day');
  return (
    <SectionCard id="outgoing-charts-title" title="Messages Sent">
      <Tabs.Root
        value={period}
        onValueChange={(value) => setPeriod(value as ActivityPeriod)}
        className="space-y-3"
      >
        <Tabs.List
          aria-label="Chart period"
          className="flex overflow-x-auto border-b border-gray-200 dark:border-gray-800"
        >
          {PERIODS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={triggerClasses}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PERIODS.map(({ value }) => (
          <Tabs.Content key={value} value={value} className={cn('rounded', focusRing)}>
            {period === value && <PeriodChart period={value} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </SectionCard>
  );
}

function PeriodChart({ period }: { period: ActivityPeriod }) {
  const timeZone = useRef(Intl.DateTimeFormat().resolvedOptions().timeZone).current;
  const query = useOutgoingActivityQuery({ period, time_zone: timeZone });
  if (query.isLoading) return <Spinner label="Loading chart..." />;
  if (query.isError || !query.data) return <QueryError message="Failed to fetch messages" query={query} />;
  return <ActivityChart answer={query.data} />;
}

function ActivityChart({ answer }: { answer: OutgoingActivityAnswer }) {
  const rows = chartRows(answer);
  const unit = answer.period === 'day' ? 'hour' : 'day';
  return (
    <div className={cn('space-y-3', chartColours)}>
      <p className="text-sm text-gray-700 dark:text-gray-300">{activitySummary(answer)}</p>
      {/* The bars repeat the sentence above and the table below for the eye; readers get those instead. */}
      <div aria-hidden="true" className="h-60 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={rows}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--chart-grid)" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fill: 'var(--chart-axis)', fontSize: 11 }}
              tickLine={false}
              interval="preserveStartEnd"
              minTickGap={8}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fill: 'var(--chart-axis)', fontSize: 11 }}
              tickLine={false}
              axisLine={false}
              width={40}
            />
            <Tooltip
              cursor={{ fill: 'var(--chart-grid)', opacity: 0.5 }}
              contentStyle={{
                background: 'var(--chart-tip)',
                borderColor: 'var(--chart-grid)',
                color: 'var(--chart-axis)',
                fontSize: 12,
              }}
              labelFormatter={(_label, payload) =>
                (payload?.[0]?.payload as ChartRow | undefined)?.name ?? ''
              }
            />
            <Bar
              dataKey="sent"
              name="Sent"
              fill="var(--chart-bar)"
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
            <Line
              dataKey="trend"
              name="Trend"
              type="monotone"
              stroke="var(--chart-trend)"
              strokeWidth={2}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600 dark:text-gray-400">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-[var(--chart-bar)]" />
          Bars: messages sent per {unit}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4 bg-[var(--chart-trend)]" />
          Line: trend, the average of each {unit} and the {TREND_WINDOW - 1} before it
        </span>
      </p>
      <details className="text-sm">
        <summary className={cn('cursor-pointer rounded text-indigo-600 dark:text-indigo-400', focusRing)}>
          Show as a table
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Messages sent per {unit}, with the trend</caption>
            <thead className="text-gray-600 dark:text-gray-400">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {unit === 'hour' ? 'Hour' : 'Day'}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Sent
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Trend
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 text-gray-800 dark:divide-gray-800 dark:text-gray-200">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {row.name}
                  </th>
                  <td className="py-1 pr-2 text-right">{row.sent}</td>
                  <td className="py-1 text-right">{row.trend ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
