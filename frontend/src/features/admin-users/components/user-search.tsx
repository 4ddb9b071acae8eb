import { useEffect, useState } from 'react';
import { Input } from '../../../components/ui/field';

const SEARCH_DEBOUNCE_MS = 300;

interface UserSearchProps {
  /** The search the list shows now. */
  value: string;
  /** Called with the trimmed text once typing pauses; must keep its identity across renders. */
  onSearch: (search: string) => void;
}

export function UserSearch({ value, onSearch }: UserSearchProps) {
  const [text, setText] = useState(value);

  useEffect(() => {
    const search = text.trim();
    if (search === value) return;
    const timer = setTimeout(() => onSearch(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="w-full sm:max-w-xs">
      <label htmlFor="users-search" className="sr-only">
        Search users
      </label>
      <Input
        id="users-search"
        type="search"
        placeholder="Search email, name, club or UTM source"
        autoComplete="off"
        // The server refuses longer searches (listUsersQuery).
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
