import { DomainError } from '../errors/domain-error';
import { registerErrorStatus } from '../http/error-status';

/** The card was refused (the bank or the gateway's checks); the message is the processor's own words. */
export class PaymentDeclined extends DomainError {
  readonly code = 'PAYMENTS.DECLINED';
  constructor(
    message: string,
    /** The processor's response code, e.g. 2000; absent when the gateway refused before the processor. */
    readonly processorResponseCode?: string,
    field?: string,
  ) {
    super(message, field);
  }
}

/** The gateway answered but could not do what was asked (processor failure, refused credentials, bad request). */
export class PaymentProcessorError extends DomainError {
  readonly code = 'PAYMENTS.PROCESSOR_ERROR';
}

/**
 * No answer, or an answer that does not say what happened (timeout, network, 5xx): the call may or may
 * not have taken effect, so the caller reconciles with findSubscription before retrying.
 */
export class PaymentGatewayUnavailable extends DomainError {
  readonly code = 'PAYMENTS.GATEWAY_UNAVAILABLE';
}

/** A webhook whose signature does not match our keys; nothing in it can be believed. */
export class InvalidWebhookSignature extends DomainError {
  readonly code = 'PAYMENTS.INVALID_WEBHOOK_SIGNATURE';
}

registerErrorStatus({
  'PAYMENTS.DECLINED': 422,
  'PAYMENTS.PROCESSOR_ERROR': 502,
  'PAYMENTS.GATEWAY_UNAVAILABLE': 503,
  'PAYMENTS.INVALID_WEBHOOK_SIGNATURE': 400,
});
