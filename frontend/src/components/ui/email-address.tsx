import { Fragment } from 'react';
import { cn } from '../../lib/cn';

/**
 * An e-mail address that wraps, when it must, after its @ or before a dot, never inside a word (reported at
 * 375 px: the contact header broke an address mid-word); a part longer than the line still breaks, as a last resort.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const at = address.lastIndexOf('@');
  const local = at === -1 ? address : address.slice(0, at + 1);
  const domain = at === -1 ? '' : address.slice(at + 1);
  const parts = [...local.split(/(?=\.)/), ...(domain ? domain.split(/(?=\.)/) : [])];
  return (
    <span className={cn('break-words', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
