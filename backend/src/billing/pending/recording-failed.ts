import { DomainError } from '../../platform/errors/domain-error';
import type { OpenedOperation, PendingGatewayOperations } from './pending-gateway-operations';

/**
 * Whether an error is a definite answer the client saw as "this did not happen" (a decline, a processor error, a
 * refusal): then the pending operation is marked failed, and the job undoes its gateway work instead of completing
 * it. A gateway timeout (its outcome unknown) or a crash leaves it open, to be completed.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  return error instanceof DomainError && error.code !== 'PAYMENTS.GATEWAY_UNAVAILABLE';
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
