/**
 * HTTP status per domain error code. Codes missing here are rule violations: 422.
 * Contexts add their codes with registerErrorStatus at module load.
 */
const statusByCode = new Map<string, number>([
  ['REQUEST.VALIDATION', 400],
  ['REQUEST.IDEMPOTENCY_KEY_REUSED', 422],
  ['EVENT_STORE.WRONG_EXPECTED_VERSION', 409],
  ['EVENT_STORE.EVENT_ID_REUSED', 409],
]);

export function registerErrorStatus(codes: Record<string, number>): void {
  for (const [code, status] of Object.entries(codes)) statusByCode.set(code, status);
}

export function statusForCode(code: string): number {
  return statusByCode.get(code) ?? 422;
}
