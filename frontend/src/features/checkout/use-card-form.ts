import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CardFormError, type CardForm } from './card-form';

export type CardFormStatus =
  { status: 'idle' } | { status: 'mounting' } | { status: 'ready' } | { status: 'error'; message: string };

function failureMessage(failure: unknown): string {
  return failure instanceof CardFormError || failure instanceof Error ? failure.message : String(failure);
}

/**
 * Mounts the card form `create` makes whenever `mountKey` names a new one (a new token, mode or Retry), and tears
 * it down when the key changes or the page unmounts. `current()` is the mounted (or mounting) form for submit.
 */
export function useCardForm(
  mountKey: string | null,
  create: () => CardForm,
): { status: CardFormStatus; current: () => CardForm | null } {
  const formRef = useRef<CardForm | null>(null);
  const [settled, setSettled] = useState<{ key: string; error: string | null } | null>(null);
  const createForm = useEffectEvent(create);

  useEffect(() => {
    if (mountKey === null) return;
    const form = createForm();
    formRef.current = form;
    let live = true;
    form.mount().then(
      () => {
        if (live) setSettled({ key: mountKey, error: null });
      },
      (failure: unknown) => {
        if (live) setSettled({ key: mountKey, error: failureMessage(failure) });
      },
    );
    return () => {
      live = false;
      if (formRef.current === form) formRef.current = null;
      void form.teardown();
    };
  }, [mountKey]);

  let status: CardFormStatus;
  if (mountKey === null) status = { status: 'idle' };
  else if (settled?.key !== mountKey) status = { status: 'mounting' };
  else if (settled.error !== null) status = { status: 'error', message: settled.error };
  else status = { status: 'ready' };

  return { status, current: () => formRef.current };
}
