import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { focusRing } from '../../../components/ui/button';
import { textLinkClasses } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { COMPARISON_PLANS, COMPARISON_ROWS } from '../landing-content';

/** Spec §9: on a phone the tooltip a tap opened closes by itself after 20 s. */
export const MOBILE_TOOLTIP_MS = 20_000;

const PRICING_ANCHOR = '/#pricing';

interface CellTooltipProps {
  value: string;
  /** The cell's accessible name: what the value is. */
  label: string;
  children: ReactNode;
}

/**
 * A toggletip, since it holds a link: on a desktop it opens on hover and on focus, and on a tap under 768 px wide
 * a tap toggles it. Escape closes it; its text is announced through a status region when it opens.
 */
export function CellTooltip({ value, label, children }: CellTooltipProps) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!open || !mobile) return;
    const timer = setTimeout(() => setOpen(false), MOBILE_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [open, mobile]);

  return (
    <span
      className="relative inline-block"
      onMouseEnter={mobile ? undefined : () => setOpen(true)}
      onMouseLeave={mobile ? undefined : () => setOpen(false)}
      onFocus={mobile ? undefined : () => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => (mobile ? !value : true))}
        className={cn(
          'rounded px-1 font-medium text-gray-900 underline decoration-dotted underline-offset-4 dark:text-gray-100',
          focusRing,
        )}
      >
        {value}
      </button>
      <span role="status" id={id}>
        {open && (
          <span className="absolute right-0 top-full z-20 mt-1 block w-56 rounded-md border border-gray-200 bg-white p-3 text-left text-xs font-normal text-gray-700 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200">
            {children}{' '}
            <Link to={PRICING_ANCHOR} className={textLinkClasses}>
              See Pricing
            </Link>
          </span>
        )}
      </span>
    </span>
  );
}

/** What each plan allows, from the limits the server enforces; each cell explains itself in a tooltip. */
export function ComparisonTable() {
  return (
    <div className="mt-6">
      <table className="w-full min-w-0 text-left text-sm">
        <caption className="sr-only">What each plan allows</caption>
        <thead>
          <tr className="border-b border-gray-200 dark:border-gray-800">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Limit
            </th>
            {COMPARISON_PLANS.map((plan) => (
              <th key={plan} scope="col" className="px-1 py-2 text-right font-semibold">
                {plan}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.limit} className="border-b border-gray-100 dark:border-gray-800">
              <th scope="row" className="py-2 pr-2 font-normal text-gray-700 dark:text-gray-300">
                {row.label}
              </th>
              {row.cells.map((cell) => (
                <td key={cell.plan} className="px-1 py-2 text-right">
                  <CellTooltip value={cell.value} label={`${row.label} on ${cell.plan}: ${cell.value}`}>
                    {cell.plan}: {cell.value === 'Unlimited' ? 'unlimited' : cell.value} {row.noun} {row.per}.
                  </CellTooltip>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
