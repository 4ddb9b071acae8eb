import { PaymentDeclined, PaymentGatewayUnavailable } from '../../platform/payments/payments.errors';
import { AlreadyOnPlan } from '../subscription.errors';
import { isDefiniteRefusal } from './recording-failed';

describe('isDefiniteRefusal', () => {
  it('marks a decline or a rule refusal as a definite answer', () => {
    expect(isDefiniteRefusal(new PaymentDeclined('Do Not Honor'))).toBe(true);
    expect(isDefiniteRefusal(new AlreadyOnPlan())).toBe(true);
  });

  it('leaves the operation open on a timeout or a crash', () => {
    expect(isDefiniteRefusal(new PaymentGatewayUnavailable('timeout'))).toBe(false);
    expect(isDefiniteRefusal(new Error('connection reset'))).toBe(false);
  });
});
