import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

/** A dialog's open state, held by its caller: the props every dialog takes first. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface DialogProps extends DialogOpenProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** true: a form with two columns; 'extra': an editor with side panels. */
  wide?: boolean | 'extra';
  /** Receives focus when the dialog opens, instead of its first focusable element (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The tallest the dialog may be; it scrolls past that. */
  maxHeightClassName?: string;
  /** Receives focus when the dialog closes: a dialog opened without a trigger (by a failed call) has none to return to. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** 'side': a panel the full height of the screen at its right edge, for a longer form. */
  placement?: 'center' | 'side';
  /** Classes added to the overlay and to the panel, such as an exit animation's. */
  overlayClassName?: string;
  contentClassName?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
  initialFocus,
  maxHeightClassName = 'max-h-[85vh]',
  returnFocus,
  placement = 'center',
  overlayClassName,
  contentClassName,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cn('fixed inset-0 z-40 bg-black/50', overlayClassName)} />
        <RadixDialog.Content
          className={cn(
            'fixed z-50 overflow-y-auto bg-white p-5 shadow-xl dark:bg-gray-900 dark:text-gray-100',
            placement === 'side'
              ? 'inset-y-0 right-0 w-full max-w-xl border-l border-gray-200 dark:border-gray-800'
              : cn(
                  'left-1/2 top-1/2 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg',
                  maxHeightClassName,
                  wide === 'extra' ? 'max-w-6xl' : wide ? 'max-w-2xl' : 'max-w-md',
                ),
            contentClassName,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={
            initialFocus
              ? (event) => {
                  event.preventDefault();
                  initialFocus.current?.focus();
                }
              : undefined
          }
          onCloseAutoFocus={
            returnFocus
              ? (event) => {
                  const target = returnFocus.current;
                  if (!target?.isConnected) return;
                  event.preventDefault();
                  target.focus();
                }
              : undefined
          }
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-gray-600 dark:text-gray-400">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className={cn(
                'rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800 dark:hover:bg-gray-800 dark:hover:text-gray-100',
                focusRing,
              )}
              aria-label="Close"
            >
              <span aria-hidden="true">✕</span>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
