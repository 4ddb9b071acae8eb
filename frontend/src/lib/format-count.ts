/**
 * A whole number with thousands separators, as en-US writes it: 1234567 → '1,234,567', -1200 → '-1,200'.
 * Written out rather than toLocaleString: the first Intl call of a page loads the ICU number data, tens of
 * milliseconds on a phone, and the landing page would pay that while hydrating for a table of plan limits.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
