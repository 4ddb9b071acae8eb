import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

/** Indigo, underlined on hover: a link or link-like button inside running text. */
export const textLinkClasses = cn(
  'rounded font-medium text-indigo-600 hover:underline dark:text-indigo-400',
  focusRing,
);

export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
