import { describe, expect, it } from 'vitest';
import type { BulkEvent } from './bulk-stream';
import {
  ALL_EMAILS_GENERATED,
  generationReducer,
  initialGeneration,
  NO_CONTACTS_TO_PROCESS,
  progressPercent,
  savedCount,
  statusText,
  type GenerationAction,
  type GenerationState,
} from './generation-machine';

const received = (event: BulkEvent): GenerationAction => ({ type: 'received', event });
const run = (...actions: GenerationAction[]): GenerationState =>
  actions.reduce(generationReducer, initialGeneration);

const streaming = (total: number) =>
  received({ kind: 'progress', status: 'streaming', message: `Generating ${total} emails`, total });
const saved = (index: number, total: number, checkpoint?: string) =>
  received({
    kind: 'email-done',
    emailIndex: index,
    total,
    email: {
      id: `d-${index}`,
      contact_id: `c-${index}`,
      subject: `Subject ${index}`,
      body: 'Body',
      ...(checkpoint ? { checkpoint } : {}),
    },
  });

describe('bulk generation state machine', () => {
  it('given idle, when started, then it is initializing with nothing carried over', () => {
    const state = run(streaming(3), { type: 'started' });
    expect(state).toMatchObject({ phase: 'initializing', total: null, emails: [], error: null });
  });

  it('given idle, when an event arrives, then it is ignored (no run is listening)', () => {
    expect(run(streaming(3))).toEqual(initialGeneration);
  });

  it('given initializing, when the server announces the total, then it streams at 0 percent', () => {
    const state = run({ type: 'started' }, streaming(4));
    expect(state.phase).toBe('streaming');
    expect(state.total).toBe(4);
    expect(progressPercent(state)).toBe(0);
    expect(statusText(state)).toBe('Generating 4 emails');
  });

  it('given streaming, when e-mails arrive, then the percent counts saved and failed ones of the total', () => {
    const state = run(
      { type: 'started' },
      streaming(4),
      saved(2, 4),
      received({
        kind: 'email-failed',
        emailIndex: 1,
        total: 4,
        error: 'Email 1 of 4 failed.',
        detail: 'Boom',
      }),
    );
    expect(progressPercent(state)).toBe(50);
    expect(savedCount(state)).toBe(1);
    expect(state.emails).toEqual([
      { index: 2, status: 'saved', contactId: 'c-2', draftId: 'd-2', subject: 'Subject 2' },
      { index: 1, status: 'failed', message: 'Error: Email 1 of 4 failed. Boom' },
    ]);
  });

  it('given streaming, when "Writing email n" arrives, then that is the e-mail being written', () => {
    const state = run(
      { type: 'started' },
      streaming(3),
      received({
        kind: 'progress',
        status: 'streaming',
        message: 'Writing email 2 of 3',
        emailIndex: 2,
        total: 3,
      }),
    );
    expect(state.writing).toBe(2);
    expect(statusText(state)).toBe('Writing email 2 of 3');
  });

  it('given drafts saved, when they carry checkpoints, then the newest is kept to catch the lists up', () => {
    const state = run(
      { type: 'started' },
      streaming(3),
      saved(1, 3, '00000010'),
      saved(2, 3),
      saved(3, 3, '00000009'),
    );
    expect(state.checkpoint).toBe('00000010');
  });

  it('given streaming, when complete arrives, then it is complete at 100 percent with the server words', () => {
    const state = run(
      { type: 'started' },
      streaming(1),
      saved(1, 1),
      received({ kind: 'complete', message: ALL_EMAILS_GENERATED, total: 1 }),
    );
    expect(state.phase).toBe('complete');
    expect(progressPercent(state)).toBe(100);
    expect(statusText(state)).toBe(ALL_EMAILS_GENERATED);
  });

  it('given initializing, when no contact is found, then generation ends with the spec message', () => {
    const state = run(
      { type: 'started' },
      received({ kind: 'complete', message: NO_CONTACTS_TO_PROCESS, total: 0 }),
    );
    expect(state.phase).toBe('complete');
    expect(statusText(state)).toBe('No contacts found to process.');
    expect(savedCount(state)).toBe(0);
  });

  it('given streaming, when a refusal ends the stream, then it is an error worded "Error: {error} {detail}"', () => {
    const state = run(
      { type: 'started' },
      streaming(2),
      saved(1, 2),
      received({ kind: 'stopped', error: 'Generation stopped.', detail: 'Plan limit reached.', fields: {} }),
    );
    expect(state.phase).toBe('error');
    expect(statusText(state)).toBe('Error: Generation stopped. Plan limit reached.');
    expect(savedCount(state)).toBe(1);
    expect(state.resumeMissing).toBe(false);
  });

  it('given a refusal whose detail says no resume is stored, then the resume-missing prompt is asked for', () => {
    const state = run(
      { type: 'started' },
      received({
        kind: 'stopped',
        error: 'Generation stopped.',
        detail: 'No resume stored. Upload your resume in Settings.',
        fields: {},
      }),
    );
    expect(state.resumeMissing).toBe(true);
  });

  it('given streaming, when the request fails, then it is an error with the failure words', () => {
    const state = run(
      { type: 'started' },
      { type: 'failed', detail: 'number must be a whole number from 1 to 50' },
    );
    expect(state).toMatchObject({ phase: 'error', error: 'number must be a whole number from 1 to 50' });
  });

  it('given streaming, when the stream closes without complete, then it is an error', () => {
    const state = run({ type: 'started' }, streaming(2), saved(1, 2), { type: 'closed' });
    expect(state.phase).toBe('error');
    expect(state.error).toMatch(/closed before all emails were generated/);
  });

  it('given complete, when the stream then closes, then it stays complete', () => {
    const state = run(
      { type: 'started' },
      received({ kind: 'complete', message: ALL_EMAILS_GENERATED, total: 0 }),
      { type: 'closed' },
    );
    expect(state.phase).toBe('complete');
  });

  it('given streaming, when cancelled, then the saved drafts are kept and later events are ignored', () => {
    const state = run({ type: 'started' }, streaming(3), saved(1, 3), { type: 'cancelled' }, saved(2, 3));
    expect(state.phase).toBe('cancelled');
    expect(savedCount(state)).toBe(1);
    expect(statusText(state)).toBe('Generation cancelled. 1 draft kept.');
  });

  it('given a retry that answers a saved e-mail again, then it is listed once', () => {
    const state = run({ type: 'started' }, streaming(2), saved(1, 2), saved(1, 2));
    expect(state.emails).toHaveLength(1);
  });
});
