import { useState } from 'react';
import { useMatchingContactsQuery, type ContactFilterChoice } from './outgoing.api';
import { parseCount, type ContactsScope } from './outgoing-rules';

/** A number field parsed as a whole number from 1 to `max`: `read` answers it, or null after showing why not. */
export function useCountField(initial: string, max: number) {
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const read = (): number | null => {
    const parsed = parseCount(typed, max);
    setProblem('problem' in parsed ? parsed.problem : undefined);
    return 'count' in parsed ? parsed.count : null;
  };
  return { typed, setTyped, problem, read };
}

/** Which contacts to take, and the contacts the page's filters match (asked only once filtered ones are chosen). */
export function useContactsScope(contactFilter: ContactFilterChoice) {
  const [scope, setScope] = useState<ContactsScope>('default');
  const matching = useMatchingContactsQuery(contactFilter, { skip: scope !== 'filtered' });
  return { scope, setScope, matching };
}
