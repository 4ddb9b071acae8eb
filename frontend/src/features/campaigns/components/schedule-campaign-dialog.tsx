import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useGetAllDraftsQuery } from '../../../api/drafts.api';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { fieldAria, InputField } from '../../../components/ui/field';
import { randomUuid } from '../../../lib/random-uuid';
import {
  campaignDraftsNote,
  contactsWithWaitingDrafts,
  defaultScheduleForm,
  localDate,
  parseInteger,
  scheduleBody,
  scheduleRefusal,
  WEEKDAYS,
  type ScheduleField,
  type ScheduleForm,
  type ScheduleRefusal,
} from '../campaign-format';
import { useScheduleCampaignMutation } from '../campaigns.api';

/** Spec §9: the submission animation lasts 4 s, then the modal closes. */
export const SUBMISSION_ANIMATION_MS = 4_000;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const NO_REFUSAL: ScheduleRefusal = { fields: {}, message: null };

/** The 'schedule email' modal (spec §2): the schedule form, the server's refusals by their fields. */
export function ScheduleCampaignDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Schedule Campaign" wide>
      {/* Mounted only while open, so each opening starts from the defaults with a new idempotency key. */}
      {open && <ScheduleCampaignForm onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ScheduleCampaignForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState<ScheduleForm>(() => defaultScheduleForm(localDate(new Date())));
  const [refusal, setRefusal] = useState<ScheduleRefusal>(NO_REFUSAL);
  const [scheduled, setScheduled] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(randomUuid);
  const [schedule, { isLoading }] = useScheduleCampaignMutation();
  const timeZone = useRef(browserTimeZone()).current;
  const { data: drafts } = useGetAllDraftsQuery();

  useEffect(() => {
    if (!scheduled) return;
    const timer = setTimeout(onDone, SUBMISSION_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [scheduled, onDone]);

  const set = (field: ScheduleField, value: string | string[]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setRefusal((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const toggleDay = (day: string, checked: boolean) =>
    set(
      'daysOfWeek',
      checked ? [...form.daysOfWeek, day] : form.daysOfWeek.filter((chosen) => chosen !== day),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(NO_REFUSAL);
    try {
      await schedule({ ...scheduleBody(form, timeZone), idempotencyKey }).unwrap();
      setScheduled(true);
    } catch (error) {
      setRefusal(scheduleRefusal(error));
      // A refused form is a new request once corrected; the same key would answer the refusal again.
      setIdempotencyKey(randomUuid());
    }
  };

  if (scheduled) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700 motion-safe:animate-bounce dark:bg-green-900/40 dark:text-green-300"
        >
          ✓
        </span>
        <p className="font-semibold">Campaign scheduled</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Messages go out on the days and hours you chose, in {timeZone.replaceAll('_', ' ')} time.
        </p>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    );
  }

  const error = (field: ScheduleField) => refusal.fields[field];
  const number = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <InputField
        id="campaign-name"
        label="Campaign name (optional)"
        value={form.campaignName}
        onChange={(event) => set('campaignName', event.target.value)}
        error={error('campaignName')}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="campaign-total"
          label="Total messages"
          {...number}
          value={form.totalMessages}
          onChange={(event) => set('totalMessages', event.target.value)}
          error={error('totalMessages')}
        />
        <InputField
          id="campaign-per-day"
          label="Messages per day"
          {...number}
          value={form.messagesPerDay}
          onChange={(event) => set('messagesPerDay', event.target.value)}
          error={error('messagesPerDay')}
        />
        <InputField
          id="campaign-start-date"
          label="Start date"
          type="date"
          value={form.startDate}
          onChange={(event) => set('startDate', event.target.value)}
          error={error('startDate')}
        />
        <div className="grid grid-cols-2 gap-3">
          <InputField
            id="campaign-start-time"
            label="Start time"
            type="time"
            value={form.startTime}
            onChange={(event) => set('startTime', event.target.value)}
            error={error('startTime')}
          />
          <InputField
            id="campaign-end-time"
            label="End time"
            type="time"
            value={form.endTime}
            onChange={(event) => set('endTime', event.target.value)}
            error={error('endTime')}
          />
        </div>
      </div>
      <fieldset {...fieldAria('campaign-days', error('daysOfWeek'))} className="space-y-2">
        <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Days of the week</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-gray-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-gray-600"
                checked={form.daysOfWeek.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
              {day}
            </label>
          ))}
        </div>
        {error('daysOfWeek') && (
          <p id="campaign-days-error" role="alert" className="text-xs text-red-600 dark:text-red-400">
            {error('daysOfWeek')}
          </p>
        )}
      </fieldset>
      {drafts && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {campaignDraftsNote(
            contactsWithWaitingDrafts([...drafts.new_drafts, ...drafts.earlier_drafts]),
            parseInteger(form.totalMessages),
          )}
        </p>
      )}
      <p className="text-xs text-gray-500 dark:text-gray-400">
        Days and times are read in your time zone, {timeZone.replaceAll('_', ' ')}.
      </p>
      {refusal.message && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {refusal.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Scheduling...' : 'Schedule Campaign'}
        </Button>
      </div>
    </form>
  );
}
