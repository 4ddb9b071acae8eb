import { Link } from 'react-router-dom';
import { focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

/** A post's tags, each opening the blog filtered by it. */
export function BlogTags({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`${paths.blog}?${new URLSearchParams({ tag }).toString()}`}
            className={cn(
              'inline-flex rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800 hover:bg-indigo-100 dark:bg-indigo-950 dark:text-indigo-200 dark:hover:bg-indigo-900',
              focusRing,
            )}
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
