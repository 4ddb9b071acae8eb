import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, type DialogOpenProps } from './dialog';

interface ConfirmDialogProps extends DialogOpenProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while busy; without it the label stays put. */
  busyLabel?: string;
  busy: boolean;
  /** Most confirmations guard a delete; a send asks with a plain primary button. */
  danger?: boolean;
  onConfirm: () => void;
}

/** A question before something that cannot be taken back; focus starts on the safe answer. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  danger = true,
  onConfirm,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} initialFocus={cancel}>
      <div className="space-y-4 text-sm text-gray-700 dark:text-gray-300">
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancel} variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
