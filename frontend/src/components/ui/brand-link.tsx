import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../config/product';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

interface BrandLinkProps {
  to: string;
  /** The size and spacing of the frame it heads. */
  className: string;
  /** Only the initial is shown and the full name read out, for a frame too narrow for it. */
  short?: boolean;
  onClick?: () => void;
}

/** The product name heading every frame, as a link to where that frame starts. */
export function BrandLink({ to, className, short = false, onClick }: BrandLinkProps) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn('rounded font-bold text-indigo-600 dark:text-indigo-400', focusRing, className)}
    >
      {short ? (
        <>
          <span aria-hidden="true">{PRODUCT_NAME[0]}</span>
          <span className="sr-only">{PRODUCT_NAME}</span>
        </>
      ) : (
        PRODUCT_NAME
      )}
    </Link>
  );
}
