import { DomainError } from '../../platform/errors/domain-error';
import type { OpenedOperation, PendingGatewayOperations } from './pending-gateway-operations';

/**
 * A timeout says nothing of the outcome. (A reused Idempotency-Key never gets here: @CommandMeta refuses the new
 * request before the handler, so the operation already made under that key is left as it was.)
 */
const NOT_ABOUT_THE_OPERATION = ['PAYMENTS.GATEWAY_UNAVAILABLE'];

/**
 * Whether an error is a definite answer the client saw as "this did not happen" (a decline, a processor error, a
 * refusal): then the pending operation is marked failed, and the job undoes its gateway work instead of completing
 * it. A gateway timeout (its outcome unknown) or a crash leaves it open, to be completed.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  return error instanceof DomainError && !NOT_ABOUT_THE_OPERATION.includes(error.code);
}

/** Runs a handler's gateway work and record; a definite refusal marks the operation failed before it is rethrown. */
export async function recordingFailed<T>(
  operations: PendingGatewayOperations,
  operation: Pick<OpenedOperation, 'userId' | 'kind' | 'idempotencyKey'>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDefiniteRefusal(error)) {
      await operations.failed(operation, `${(error as DomainError).code}: ${(error as Error).message}`);
    }
    throw error;
  }
}
