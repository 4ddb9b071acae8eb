import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { billingApi } from '../features/billing/billing.api';
import { aPaymentMethod, paymentMethodReturns } from '../features/billing/testing/billing-factories';
import { checkoutApi } from '../features/checkout/checkout.api';
import { server } from '../testing/msw-server';
import { pushProjection } from '../testing/socket-mock';
import { signIn } from '../testing/render-with-providers';
import { makeStore } from './store';

beforeEach(() => signIn());

describe('A checkout and the settings billing cache', () => {
  it('a card update at checkout makes the Subscription tab read the card again once the subscriptions push comes', async () => {
    const store = makeStore();
    paymentMethodReturns(aPaymentMethod({ last4: '1111' }));
    const card = store.dispatch(billingApi.endpoints.paymentMethod.initiate());
    await card;
    expect(billingApi.endpoints.paymentMethod.select()(store.getState()).data?.last4).toBe('1111');

    paymentMethodReturns(aPaymentMethod({ card_type: 'Mastercard', last4: '4444' }));
    server.use(
      http.post('/api/braintree/checkout', () =>
        HttpResponse.json({
          success: true,
          detail: 'Subscription successful!',
          plan_name: 'Basic',
          billing_cycle: 'yearly',
          next_billing_date: '2027-11-23',
          checkpoint: '42',
        }),
      ),
    );
    await store
      .dispatch(
        checkoutApi.endpoints.checkout.initiate({
          body: {
            payment_method_nonce: 'test-mode-nonce:5555555555554444',
            plan_name: 'Basic',
            billing_cycle: 'yearly',
            cardholder_name: 'Bea Billing',
            update_card: true,
          },
          idempotencyKey: 'k-1',
        }),
      )
      .unwrap();
    // The checkout's subscription events reach the subscriptions read model, whose push refreshes the card.
    pushProjection({ projection: 'subscriptions', checkpoint: '42', keys: null });

    await waitFor(() =>
      expect(billingApi.endpoints.paymentMethod.select()(store.getState()).data?.last4).toBe('4444'),
    );
    card.unsubscribe();
  });
});
