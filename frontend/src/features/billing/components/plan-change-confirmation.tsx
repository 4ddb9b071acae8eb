import { useRef, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';

export function errorCode(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | undefined)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** A change refused because the account already has that plan is no failure: it says so and closes. */
export function closeIfAlreadyOnPlan(error: unknown, close: () => void): void {
  if (errorCode(error) !== 'BILLING.ALREADY_ON_PLAN') return;
  toast.info('Already on that plan');
  close();
}

/**
 * Retry goes away as the change is sent again: the busy confirm button that takes its place gets the focus.
 * `retry(send)` is the Retry's handler; `confirmRef` goes on the confirm button.
 */
export function useFocusConfirmAfterRetry() {
  const focusConfirm = useRef(false);
  return {
    confirmRef: (button: HTMLButtonElement | null) => {
      if (button && focusConfirm.current) {
        focusConfirm.current = false;
        button.focus();
      }
    },
    retry: (send: () => Promise<void>) => () => {
      focusConfirm.current = true;
      void send();
    },
  };
}

interface ConfirmChangeButtonProps {
  confirmRef: (button: HTMLButtonElement | null) => void;
  variant?: 'danger';
  busy: boolean;
  onConfirm: () => Promise<void>;
  children: ReactNode;
}

export function ConfirmChangeButton({
  confirmRef,
  variant,
  busy,
  onConfirm,
  children,
}: ConfirmChangeButtonProps) {
  return (
    // aria-disabled, not disabled: a focused button that turns disabled drops the keyboard user's focus.
    <Button
      ref={confirmRef}
      variant={variant}
      onClick={() => void onConfirm()}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className="aria-disabled:cursor-wait aria-disabled:opacity-60"
    >
      {children}
    </Button>
  );
}
