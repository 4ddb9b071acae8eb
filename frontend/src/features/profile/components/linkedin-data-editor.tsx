import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import type { LinkedInData } from '../profile.api';
import { LinkedinDataForm } from './linkedin-data-form';

type Mode = 'view' | 'edit';

/** The professional details drafting works from: viewed, edited, or empty with 'Add Details' (spec section 4.6). */
export function LinkedinDataEditor({ data }: { data: LinkedInData | null }) {
  const [mode, setMode] = useState<Mode>('view');
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setMode('view');
    // The form's buttons go with it; focus returns to the button that opened it.
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (mode === 'edit') return <LinkedinDataForm initial={data} onDone={close} />;

  if (!data) {
    return (
      <div className="space-y-3 rounded-md border border-dashed border-gray-300 p-4 text-sm dark:border-gray-700">
        <p className="text-gray-600 dark:text-gray-400">
          No professional details yet. Add them by hand, or import LinkedIn&apos;s data export below.
        </p>
        <Button ref={opener} size="sm" onClick={() => setMode('edit')}>
          Add Details
        </Button>
      </div>
    );
  }

  return <LinkedinDataView data={data} onEdit={() => setMode('edit')} editButton={opener} />;
}

interface ViewProps {
  data: LinkedInData;
  onEdit: () => void;
  editButton: RefObject<HTMLButtonElement | null>;
}

const term = 'text-xs font-medium text-gray-600 uppercase dark:text-gray-400';

function LinkedinDataView({ data, onEdit, editButton }: ViewProps) {
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ');
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {data.profilePicture && (
            <img
              src={data.profilePicture}
              alt={name ? `Profile picture of ${name}` : 'Profile picture'}
              className="h-12 w-12 shrink-0 rounded-full object-cover"
            />
          )}
          <div className="min-w-0">
            <p className="font-semibold break-words text-gray-900 dark:text-gray-100">
              {name || 'Name not set'}
            </p>
            {data.headline && <p className="break-words text-gray-600 dark:text-gray-400">{data.headline}</p>}
            {data.username && <p className="text-xs text-gray-500 dark:text-gray-400">@{data.username}</p>}
          </div>
        </div>
        <Button ref={editButton} variant="secondary" size="sm" onClick={onEdit}>
          Edit Details
        </Button>
      </div>
      <dl className="space-y-3">
        {data.summary && (
          <div>
            <dt className={term}>Summary</dt>
            <dd className="mt-1 break-words whitespace-pre-line text-gray-800 dark:text-gray-200">
              {data.summary}
            </dd>
          </div>
        )}
        <ListedDetail
          label="Skills"
          items={data.skills}
          listClassName="flex flex-wrap gap-1.5"
          itemClassName="rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
        >
          {(skill) => skill.name}
        </ListedDetail>
        <ListedDetail label="Education" items={data.educations} listClassName="space-y-1">
          {(education) => (
            <>
              <span className="font-medium">{education.schoolName}</span>
              {[education.degreeName, education.fieldOfStudy].filter(Boolean).length > 0 &&
                ` · ${[education.degreeName, education.fieldOfStudy].filter(Boolean).join(', ')}`}
            </>
          )}
        </ListedDetail>
        <ListedDetail label="Positions" items={data.positions} listClassName="space-y-2">
          {(position) => (
            <>
              <span className="font-medium">{position.title}</span>
              {position.companyName && ` at ${position.companyName}`}
              {(position.startedOn || position.finishedOn) && (
                <span className="text-xs text-gray-500 dark:text-gray-400">
                  {' '}
                  ({position.startedOn || '?'} – {position.finishedOn || 'present'})
                </span>
              )}
            </>
          )}
        </ListedDetail>
      </dl>
    </div>
  );
}

interface ListedDetailProps<Item> {
  label: string;
  items: readonly Item[];
  listClassName: string;
  itemClassName?: string;
  children: (item: Item) => ReactNode;
}

/** One listed part of the details under its term, or 'None listed' when there is none. */
function ListedDetail<Item>({
  label,
  items,
  listClassName,
  itemClassName = 'break-words text-gray-800 dark:text-gray-200',
  children: content,
}: ListedDetailProps<Item>) {
  return (
    <div>
      <dt className={term}>{label}</dt>
      <dd className="mt-1">
        {items.length === 0 ? (
          <span className="text-gray-500 dark:text-gray-400">None listed</span>
        ) : (
          <ul aria-label={label} className={listClassName}>
            {items.map((item, index) => (
              <li key={index} className={itemClassName}>
                {content(item)}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}
