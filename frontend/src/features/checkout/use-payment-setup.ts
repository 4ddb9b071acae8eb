import { TEST_MODE_CLIENT_TOKEN_PREFIX } from '@outreach/backend/platform/payments/test-mode-cards.schemas';
import { useEffect, useState } from 'react';
import { usePublicConfigQuery } from '../../app/api';
import { localStorageKeys } from '../../config/storage-keys';
import { useStoredItem } from '../../lib/stored-value';
import { useClientTokenQuery } from './checkout.api';
import { CARD_FORM_MOUNT_DELAY_MS, CHECKOUT_MESSAGES, CLIENT_TOKEN_MIN_LENGTH } from './checkout-messages';

/**
 * Where the card form stands (spec section 4, Checkout): loading the token, mounting the form, ready, or an
 * error. `hostedFieldsMissing`: the server takes real cards, whose hosted fields this build does not include.
 */
export type PaymentSetup =
  | { status: 'loading' }
  | { status: 'mounting' }
  | { status: 'ready' }
  | { status: 'error'; message: string; hostedFieldsMissing?: boolean };

function httpStatus(error: unknown): unknown {
  return (error as { status?: unknown } | undefined)?.status;
}

/** Fetches the client token and mounts the card form 300 ms later; `retry` fetches a new token and mounts again. */
export function usePaymentSetup({ enabled }: { enabled: boolean }): {
  setup: PaymentSetup;
  retry: () => void;
} {
  const signedIn = useStoredItem(localStorageKeys.accessToken) !== null;
  const config = usePublicConfigQuery();
  const token = useClientTokenQuery(undefined, { skip: !enabled || !signedIn });
  const [attempt, setAttempt] = useState(0);
  const [mountedAttempt, setMountedAttempt] = useState<number | null>(null);

  let fetched: PaymentSetup;
  const clientToken = token.data?.clientToken;
  if (!signedIn) {
    fetched = { status: 'error', message: CHECKOUT_MESSAGES.authRequired };
  } else if (token.isFetching || token.isUninitialized) {
    fetched = { status: 'loading' };
  } else if (token.isError) {
    fetched = {
      status: 'error',
      message:
        httpStatus(token.error) === 401
          ? CHECKOUT_MESSAGES.authExpired
          : CHECKOUT_MESSAGES.couldNotInitialize,
    };
  } else if (typeof clientToken !== 'string' || clientToken.length < CLIENT_TOKEN_MIN_LENGTH) {
    fetched = { status: 'error', message: CHECKOUT_MESSAGES.invalidConfiguration };
  } else if (clientToken.startsWith(TEST_MODE_CLIENT_TOKEN_PREFIX) || config.data?.payments_mode === 'test') {
    fetched = { status: 'mounting' };
  } else if (config.isLoading) {
    fetched = { status: 'loading' };
  } else {
    fetched = { status: 'error', message: CHECKOUT_MESSAGES.couldNotInitialize, hostedFieldsMissing: true };
  }

  const canMount = enabled && fetched.status === 'mounting';
  useEffect(() => {
    if (!canMount) return;
    const timer = setTimeout(() => setMountedAttempt(attempt), CARD_FORM_MOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canMount, attempt]);

  const setup: PaymentSetup =
    fetched.status === 'mounting' && mountedAttempt === attempt ? { status: 'ready' } : fetched;

  const retry = () => {
    setAttempt((current) => current + 1);
    // A skipped query (no stored token) has nothing to fetch again; storing a token starts it.
    if (!token.isUninitialized) void token.refetch();
  };

  return { setup, retry };
}
