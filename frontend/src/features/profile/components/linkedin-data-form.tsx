import { isHttpUrl, PORTFOLIO_LINK_MESSAGE } from '@outreach/backend/profile/profile-rules.contract';
import {
  emptyLinkedInData,
  LINKEDIN_DATA_LIMITS,
  type LinkedInEducation,
  type LinkedInPosition,
} from '@outreach/backend/profile/linkedin-data.contract';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useAppStore } from '../../../api/hooks';
import { useSaveLinkedinDataMutation } from '../../../api/profile.api';
import { catchUpWithSettings } from '../../../api/settings.api';
import { Button } from '../../../components/ui/button';
import { Field, Input, TextAreaField, InputField } from '../../../components/ui/field';
import { ProgressIndicator } from '../../../components/ui/progress-indicator';
import { serverErrorMessage } from '../../../lib/error-detail';
import { useStagedProgress } from '../../../lib/use-staged-progress';
import type { LinkedInData } from '../profile.api';

type Keyed<T> = T & { key: number };

type TextName = 'firstName' | 'lastName' | 'headline' | 'username';

const TEXT_FIELDS: { name: TextName; label: string; autoComplete?: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'headline', label: 'Headline (job title)', autoComplete: 'organization-title' },
  { name: 'username', label: 'LinkedIn username' },
];

const EMPTY_EDUCATION: LinkedInEducation = { schoolName: '', degreeName: '', fieldOfStudy: '' };
const EMPTY_POSITION: LinkedInPosition = {
  title: '',
  companyName: '',
  location: '',
  startedOn: '',
  finishedOn: '',
  description: '',
};

/** A repeated part of the details (education, positions): its heading, its limit and its short text fields. */
interface GroupSpec<T> {
  title: string;
  noun: string;
  limit: number;
  empty: T;
  fields: readonly (readonly [keyof T & string, string])[];
}

const EDUCATIONS: GroupSpec<LinkedInEducation> = {
  title: 'Education',
  noun: 'Education',
  limit: LINKEDIN_DATA_LIMITS.educations,
  empty: EMPTY_EDUCATION,
  fields: [
    ['schoolName', 'School'],
    ['degreeName', 'Degree'],
    ['fieldOfStudy', 'Field of study'],
  ],
};

const POSITIONS: GroupSpec<LinkedInPosition> = {
  title: 'Positions',
  noun: 'Position',
  limit: LINKEDIN_DATA_LIMITS.positions,
  empty: EMPTY_POSITION,
  fields: [
    ['title', 'Title'],
    ['companyName', 'Company'],
    ['location', 'Location'],
    ['startedOn', 'Started'],
    ['finishedOn', 'Finished'],
  ],
};

const isBlank = (item: object) => Object.values(item).every((value) => String(value).trim() === '');

/** A copy of the item with one text field changed. */
function withField<T extends object>(item: T, name: keyof T, value: string): T {
  return { ...item, [name]: value };
}

function trimmed<T extends object>(item: Keyed<T>): T {
  const { key: _key, ...fields } = item;
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}

/** The items of a repeated group, each with a key of its own so React keeps its inputs while others go. */
function useKeyedList<T extends object>(initial: readonly T[]) {
  const nextKey = useRef(0);
  const keyed = (item: T): Keyed<T> => ({ ...item, key: nextKey.current++ });
  const [items, setItems] = useState(() => initial.map(keyed));
  return {
    items,
    add: (item: T) => setItems([...items, keyed(item)]),
    change: (key: number, name: keyof T, value: string) =>
      setItems(items.map((other) => (other.key === key ? withField(other, name, value) : other))),
    remove: (key: number) => setItems(items.filter((other) => other.key !== key)),
  };
}

type KeyedList<T extends object> = ReturnType<typeof useKeyedList<T>>;

interface LinkedinDataFormProps {
  initial: LinkedInData | null;
  /** Saved or cancelled: back to the view. */
  onDone: () => void;
}

export function LinkedinDataForm({ initial, onDone }: LinkedinDataFormProps) {
  const start = initial ?? emptyLinkedInData();
  const [fields, setFields] = useState({
    firstName: start.firstName,
    lastName: start.lastName,
    headline: start.headline,
    username: start.username,
    summary: start.summary,
    profilePicture: start.profilePicture ?? '',
  });
  const educations = useKeyedList(start.educations);
  const positions = useKeyedList(start.positions);
  const [skills, setSkills] = useState(() => start.skills.map((skill) => skill.name));
  const [skillDraft, setSkillDraft] = useState('');
  const [pictureError, setPictureError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [save] = useSaveLinkedinDataMutation();
  const store = useAppStore();
  const progress = useStagedProgress();
  const id = useId();

  const addSkill = () => {
    const name = skillDraft.trim();
    if (name === '') return;
    if (!skills.some((skill) => skill.toLowerCase() === name.toLowerCase())) setSkills([...skills, name]);
    setSkillDraft('');
  };
  const onSkillKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    addSkill();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const picture = fields.profilePicture.trim();
    if (picture !== '' && !isHttpUrl(picture)) {
      setPictureError(PORTFOLIO_LINK_MESSAGE);
      document.getElementById(`${id}-picture`)?.focus();
      return;
    }
    setPictureError(undefined);
    setFailure(undefined);
    const data: LinkedInData = {
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      headline: fields.headline.trim(),
      username: fields.username.trim(),
      summary: fields.summary.trim(),
      profilePicture: picture === '' ? null : picture,
      educations: educations.items
        .map((education) => trimmed<LinkedInEducation>(education))
        .filter((education) => !isBlank(education)),
      positions: positions.items
        .map((position) => trimmed<LinkedInPosition>(position))
        .filter((position) => !isBlank(position)),
      skills: skills.map((name) => ({ name })),
    };
    progress.show(50, 'Saving your details');
    try {
      const result = await save({ linkedin_data: data }).unwrap();
      progress.show(90, 'Loading settings');
      await catchUpWithSettings(store.dispatch, store.getState, result.checkpoint);
      progress.show(100, 'Complete');
      onDone();
    } catch (error) {
      // Spec section 8: a failed save only resets the progress, without a toast; the reason stays by the form.
      progress.reset();
      setFailure(serverErrorMessage(error, 'Your details were not saved. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Edit professional details" className="space-y-4 text-sm">
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, autoComplete }) => (
          <InputField
            key={name}
            id={`${id}-${name}`}
            label={label}
            autoComplete={autoComplete}
            maxLength={LINKEDIN_DATA_LIMITS.shortText}
            value={fields[name]}
            onChange={(event) => setFields(withField(fields, name, event.target.value))}
          />
        ))}
      </div>
      <InputField
        id={`${id}-picture`}
        label="Profile picture URL"
        error={pictureError}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={fields.profilePicture}
        onChange={(event) => setFields({ ...fields, profilePicture: event.target.value })}
      />
      <TextAreaField
        id={`${id}-summary`}
        label="Summary"
        rows={4}
        maxLength={LINKEDIN_DATA_LIMITS.longText}
        value={fields.summary}
        onChange={(event) => setFields({ ...fields, summary: event.target.value })}
      />

      <div className="space-y-2">
        <Field id={`${id}-skill`} label="Add a skill" hint="Press Enter or comma to add it">
          <div className="flex gap-2">
            <Input
              id={`${id}-skill`}
              maxLength={LINKEDIN_DATA_LIMITS.shortText}
              value={skillDraft}
              onChange={(event) => setSkillDraft(event.target.value)}
              onKeyDown={onSkillKey}
              aria-describedby={`${id}-skill-hint`}
            />
            <Button
              variant="secondary"
              onClick={addSkill}
              disabled={skills.length >= LINKEDIN_DATA_LIMITS.skills}
            >
              Add Skill
            </Button>
          </div>
        </Field>
        {skills.length > 0 && (
          <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
            {skills.map((skill) => (
              <li
                key={skill}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2 text-xs text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
              >
                {skill}
                <button
                  type="button"
                  aria-label={`Remove skill ${skill}`}
                  onClick={() => setSkills(skills.filter((other) => other !== skill))}
                  className="rounded-full px-1 hover:bg-indigo-100 dark:hover:bg-indigo-900"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <RepeatedGroup group={EDUCATIONS} list={educations} idPrefix={`${id}-education`} />
      <RepeatedGroup
        group={POSITIONS}
        list={positions}
        idPrefix={`${id}-position`}
        placeholder={(name) => (name === 'startedOn' || name === 'finishedOn' ? 'e.g. Jan 2024' : undefined)}
        more={(position, fieldId) => (
          <div className="sm:col-span-2">
            <TextAreaField
              id={fieldId('description')}
              label="Description"
              rows={3}
              maxLength={LINKEDIN_DATA_LIMITS.longText}
              value={position.description}
              onChange={(event) => positions.change(position.key, 'description', event.target.value)}
            />
          </div>
        )}
      />

      <ProgressIndicator label="Saving your professional details" stage={progress.stage} />
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={progress.busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={progress.busy}>
          {progress.busy ? 'Saving...' : 'Save Details'}
        </Button>
      </div>
    </form>
  );
}

interface RepeatedGroupProps<T extends { [K in keyof T]: string }> {
  group: GroupSpec<T>;
  list: KeyedList<T>;
  idPrefix: string;
  placeholder?: (name: keyof T) => string | undefined;
  /** Fields under the short ones (a position's description). */
  more?: (item: Keyed<T>, fieldId: (name: string) => string) => ReactNode;
}

/** Education or positions: each item a fieldset of its fields with Remove, and Add while under the limit. */
function RepeatedGroup<T extends { [K in keyof T]: string }>({
  group: { title, noun, limit, empty, fields },
  list,
  idPrefix,
  placeholder,
  more,
}: RepeatedGroupProps<T>) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{title}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => list.add(empty)}
          disabled={list.items.length >= limit}
        >
          Add {noun}
        </Button>
      </div>
      {list.items.map((item, index) => {
        const legend = `${noun} ${index + 1}`;
        const fieldId = (name: string) => `${idPrefix}-${item.key}-${name}`;
        return (
          <fieldset
            key={item.key}
            className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-2 dark:border-gray-700"
          >
            <legend className="px-1 text-xs font-medium text-gray-600 dark:text-gray-400">{legend}</legend>
            {fields.map(([name, label]) => (
              <InputField
                key={name}
                id={fieldId(name)}
                label={label}
                maxLength={LINKEDIN_DATA_LIMITS.shortText}
                placeholder={placeholder?.(name)}
                value={item[name]}
                onChange={(event) => list.change(item.key, name, event.target.value)}
              />
            ))}
            {more?.(item, fieldId)}
            <div className="flex justify-end sm:col-span-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => list.remove(item.key)}
                aria-label={`Remove ${legend.toLowerCase()}`}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
