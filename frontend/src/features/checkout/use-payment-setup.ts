import { TEST_MODE_CLIENT_TOKEN_PREFIX } from '@outreach/backend/platform/payments/test-mode-cards.contract';
import { useEffect, useState } from 'react';
import { usePublicConfigQuery } from '../../api/api';
import { localStorageKeys } from '../../config/storage-keys';
import { useStoredItem } from '../../lib/stored-value';
import { useClientTokenQuery } from './checkout.api';
import { CARD_FORM_MOUNT_DELAY_MS, CHECKOUT_MESSAGES, CLIENT_TOKEN_MIN_LENGTH } from './checkout-messages';

/** Which card form takes the card: the embedded test-mode form, or Braintree's hosted fields (braintree-web). */
export type CardFormMode = 'test' | 'braintree';

/**
 * Where the card form stands (spec section 4, Checkout): loading the token, waiting out the mount delay, ready to
 * mount the card form of `mode` with `clientToken` (`attempt` counts Retries, so each mounts afresh), or an error.
 */
export type PaymentSetup =
  | { status: 'loading' }
  | { status: 'mounting' }
  | { status: 'ready'; mode: CardFormMode; clientToken: string; attempt: number }
  | { status: 'error'; message: string };

function httpStatus(error: unknown): unknown {
  return (error as { status?: unknown } | undefined)?.status;
}

/**
 * Fetches the client token and lets the card form mount 300 ms later; `retry` fetches a new token and mounts again.
 */
export function usePaymentSetup({ enabled }: { enabled: boolean }): {
  setup: PaymentSetup;
  retry: () => void;
} {
  const signedIn = useStoredItem(localStorageKeys.accessToken) !== null;
  const config = usePublicConfigQuery();
  const token = useClientTokenQuery(undefined, { skip: !enabled || !signedIn });
  const [attempt, setAttempt] = useState(0);
  const [mountedAttempt, setMountedAttempt] = useState<number | null>(null);

  let fetched: PaymentSetup | { status: 'mounting'; mode: CardFormMode; clientToken: string };
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
    fetched = { status: 'mounting', mode: 'test', clientToken };
  } else if (config.data?.payments_mode === 'braintree') {
    fetched = { status: 'mounting', mode: 'braintree', clientToken };
  } else if (config.isLoading) {
    fetched = { status: 'loading' };
  } else {
    fetched = { status: 'error', message: CHECKOUT_MESSAGES.couldNotInitialize };
  }

  const canMount = enabled && fetched.status === 'mounting';
  useEffect(() => {
    if (!canMount) return;
    const timer = setTimeout(() => setMountedAttempt(attempt), CARD_FORM_MOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canMount, attempt]);

  const setup: PaymentSetup =
    fetched.status !== 'mounting'
      ? fetched
      : mountedAttempt === attempt
        ? { status: 'ready', mode: fetched.mode, clientToken: fetched.clientToken, attempt }
        : { status: 'mounting' };

  const retry = () => {
    setAttempt((current) => current + 1);
    // A skipped query (no stored token) has nothing to fetch again; storing a token starts it.
    if (!token.isUninitialized) void token.refetch();
  };

  return { setup, retry };
}
