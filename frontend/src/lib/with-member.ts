/** A copy of the set with the value in it (member) or out of it; state updates need a new set. */
export function withMember<T>(set: ReadonlySet<T>, value: T, member: boolean): Set<T> {
  const next = new Set(set);
  if (member) next.add(value);
  else next.delete(value);
  return next;
}
