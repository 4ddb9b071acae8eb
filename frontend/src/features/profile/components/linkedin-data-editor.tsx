import { emptyLinkedInData } from '@outreach/backend/profile/linkedin-data.contract';
import {
  fieldList,
  fieldsFrom,
  type FillableProfileField,
  type UserProfile,
} from '@outreach/backend/profile/user-profile.contract';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import type { LinkedInData } from '../profile.api';
import { LinkedinDataForm } from './linkedin-data-form';

type Mode = 'view' | 'edit';

interface EditorProps {
  /** What the user typed or imported. */
  data: LinkedInData | null;
  /** The one profile: `data`, with blank fields filled from sign-in and the resume. */
  profile: UserProfile;
}

/** The details as shown, for the form to start from: saving keeps what was filled as the user's own. */
const shownDetails = (data: LinkedInData | null, profile: UserProfile): LinkedInData => ({
  ...(data ?? emptyLinkedInData()),
  firstName: profile.firstName,
  lastName: profile.lastName,
  headline: profile.headline,
  summary: profile.summary,
  skills: profile.skills.map((name) => ({ name })),
  educations: profile.educations,
});

const hasAnything = (profile: UserProfile): boolean =>
  [profile.firstName, profile.lastName, profile.headline, profile.summary].some((text) => text !== '') ||
  profile.skills.length > 0 ||
  profile.educations.length > 0 ||
  profile.positions.length > 0;

/**
 * The professional details drafting and scoring work from: viewed, edited, or empty with 'Add Details' (spec
 * section 4.6). Blank fields show what sign-in and the resume filled, and say so.
 */
export function LinkedinDataEditor({ data, profile }: EditorProps) {
  const [mode, setMode] = useState<Mode>('view');
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setMode('view');
    // The form's buttons go with it; focus returns to the button that opened it.
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (mode === 'edit') {
    return (
      <LinkedinDataForm
        initial={data || hasAnything(profile) ? shownDetails(data, profile) : null}
        onDone={close}
      />
    );
  }

  if (!data && !hasAnything(profile)) {
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

  return (
    <LinkedinDataView
      data={data ?? emptyLinkedInData()}
      profile={profile}
      onEdit={() => setMode('edit')}
      editButton={opener}
    />
  );
}

interface ViewProps {
  data: LinkedInData;
  profile: UserProfile;
  onEdit: () => void;
  editButton: RefObject<HTMLButtonElement | null>;
}

/** Which fields sign-in and the resume filled, in one sentence each. */
function FilledNote({ profile }: { profile: UserProfile }) {
  const fromResume = fieldsFrom(profile, 'resume');
  const fromSignIn = fieldsFrom(profile, 'sign_in');
  if (fromResume.length === 0 && fromSignIn.length === 0) return null;
  return (
    <div className="space-y-1 rounded-md bg-indigo-50 p-3 text-xs text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
      {fromResume.length > 0 && <p>Filled from your resume: {fieldList(fromResume)}.</p>}
      {fromSignIn.length > 0 && <p>From your sign-in: {fieldList(fromSignIn)}.</p>}
      <p>What you type in Edit Details takes their place.</p>
    </div>
  );
}

const FROM_WORDS = { resume: 'from your resume', sign_in: 'from sign-in' } as const;

/** "(from your resume)" after a label whose value the user did not type. */
function FilledFrom({ profile, field }: { profile: UserProfile; field: FillableProfileField }) {
  const source = profile.sources[field];
  if (!source) return null;
  return <span className="ml-1 font-normal normal-case">({FROM_WORDS[source]})</span>;
}

const term = 'text-xs font-medium text-gray-600 uppercase dark:text-gray-400';

function LinkedinDataView({ data, profile, onEdit, editButton }: ViewProps) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
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
            {profile.headline && (
              <p className="break-words text-gray-600 dark:text-gray-400">{profile.headline}</p>
            )}
            {data.username && <p className="text-xs text-gray-500 dark:text-gray-400">@{data.username}</p>}
          </div>
        </div>
        <Button ref={editButton} variant="secondary" size="sm" onClick={onEdit}>
          Edit Details
        </Button>
      </div>
      <FilledNote profile={profile} />
      <dl className="space-y-3">
        {profile.summary && (
          <div>
            <dt className={term}>
              Summary
              <FilledFrom profile={profile} field="summary" />
            </dt>
            <dd className="mt-1 break-words whitespace-pre-line text-gray-800 dark:text-gray-200">
              {profile.summary}
            </dd>
          </div>
        )}
        <ListedDetail
          label="Skills"
          from={<FilledFrom profile={profile} field="skills" />}
          items={profile.skills.map((name) => ({ name }))}
          listClassName="flex flex-wrap gap-1.5"
          itemClassName="rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
        >
          {(skill) => skill.name}
        </ListedDetail>
        <ListedDetail
          label="Education"
          from={<FilledFrom profile={profile} field="education" />}
          items={profile.educations}
          listClassName="space-y-1"
        >
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
  /** Where the items came from when the user did not type them. */
  from?: ReactNode;
  items: readonly Item[];
  listClassName: string;
  itemClassName?: string;
  children: (item: Item) => ReactNode;
}

/** One listed part of the details under its term, or 'None listed' when there is none. */
function ListedDetail<Item>({
  label,
  from,
  items,
  listClassName,
  itemClassName = 'break-words text-gray-800 dark:text-gray-200',
  children: content,
}: ListedDetailProps<Item>) {
  return (
    <div>
      <dt className={term}>
        {label}
        {from}
      </dt>
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
