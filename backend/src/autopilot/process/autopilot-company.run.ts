import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ContactResult } from '../../contact-search/contact-search.contract';
import { CompanyContactsQuery } from '../../contact-search/queries/company-contacts.query';
import { BulkAddContacts } from '../../contacts/commands/bulk-add-contacts.command';
import {
  CONTACT_SEARCH_WHERE_MET,
  contactSearchFields,
  createContactBody,
  type BulkAddItem,
} from '../../contacts/contact.contract';
import { DraftEmailForContact } from '../../drafting/commands/draft-email-for-contact.command';
import { fetchJobsBody } from '../../job-search/job-search.contract';
import { FetchJobsQuery } from '../../job-search/queries/fetch-jobs.query';
import { mapWithConcurrency } from '../../platform/async/map-with-concurrency';
import { executeCommand, loadAggregate } from '../../platform/commands/execute-command';
import { DomainError } from '../../platform/errors/domain-error';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import {
  autopilotTaskDecider,
  MAX_COMPANY_ATTEMPTS,
  type AutopilotTaskCommand,
  type AutopilotTaskState,
  type CompanyState,
} from '../autopilot-task.decider';
import {
  autopilotTaskStreamId,
  type ChosenContact,
  type ScoredJob,
  type TaskStarted,
} from '../autopilot-task.events';
import type { CompanyTaskPayload } from './autopilot-queues';
import { AutopilotClock } from './autopilot-clock';
import { jobsInstructions } from './draft-instructions';
import { matchedTerms } from './matched-terms';
import { processMetadata } from './process-metadata';
import {
  noContactsReason,
  refusalReason,
  StepRefused,
  UNEXPECTED_FAILURE,
  type CompanyStepName,
} from './step-failures';

/** Contacts drafted for at a company whose jobs led the way (after 'continue without jobs': the user's count). */
export const CONTACTS_WITH_JOBS = 3;
/** The best jobs kept per company (score order): what the review and the detail page show. */
export const MAX_JOBS_PER_COMPANY = 50;
/** Drafts written at once for one company. */
export const DRAFTING_CONCURRENCY = 3;
/** A task's companies run side by side on one stream: a step that lost a race is decided again on the winner's. */
const ON_THE_TASK_STREAM = { maxAttempts: 10, retryJitterMs: 50 };
/** More steps than a company has means a step recorded nothing it should have: stop rather than spin. */
const MAX_STEPS = 8;

/** The commands the process sends on a company's steps (none names a user: the process is not the user). */
type StepCommand = Extract<
  AutopilotTaskCommand,
  {
    type:
      | 'BeginCompany'
      | 'RecordScoredJobs'
      | 'RecordContacts'
      | 'RecordDraft'
      | 'CompleteCompany'
      | 'FailCompany';
  }
>;
type StepData<Type extends StepCommand['type']> = Omit<
  Extract<StepCommand, { type: Type }>['data'],
  'taskId' | 'now'
>;

export interface CompanyRunTask {
  /** The queue task's key: every step's idempotency key derives from it. */
  key: string;
  /** The last run the queue gives the task: an unexpected error then fails the company instead. */
  final: boolean;
}

/**
 * One company of one task, from where its stream says it is to where it waits for the user's review or ends:
 * BeginCompany → jobs found and scored (RecordScoredJobs) → contacts found, saved as the user's contacts
 * (RecordContacts) → one draft per contact (RecordDraft) → CompleteCompany. Each step is one decider command whose
 * idempotency key derives from the queue task's key and the step, so a run repeated after a crash records nothing
 * twice; each draft's key derives from the task, the company and the contact, so no pair is drafted twice.
 */
@Injectable()
export class AutopilotCompanyRun {
  private readonly logger = new Logger('AutopilotCompanyRun');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: AutopilotClock,
    private readonly commands: CommandBus,
    private readonly jobs: FetchJobsQuery,
    private readonly contacts: CompanyContactsQuery,
  ) {}

  /**
   * Refusals from outside (a provider down, the model failing, no resume, a plan limit, nobody to write to) fail
   * the company with the step and a reason; an unexpected error is thrown for the queue to retry, and on the
   * task's final run fails the company too.
   */
  async run(payload: CompanyTaskPayload, task: CompanyRunTask): Promise<void> {
    const at: { step: CompanyStepName } = { step: 'search' };
    try {
      await this.steps(payload, task.key, at);
    } catch (error) {
      const reason = refusalReason(error, at.step);
      if (reason === null && !task.final) throw error;
      if (reason === null) {
        this.logger.error(
          `Company ${payload.company} of task ${payload.taskId} failed on its last run: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      await this.fail(payload, task.key, at.step, reason ?? UNEXPECTED_FAILURE);
    }
  }

  /**
   * Every run of the task failed, or the last one was lost (its worker killed): a company still searching or
   * processing fails at the step it was at, so the task can end.
   */
  async exhausted(payload: CompanyTaskPayload, key: string): Promise<void> {
    const { state } = await loadAggregate(
      this.store,
      autopilotTaskStreamId(payload.taskId),
      autopilotTaskDecider,
    );
    const company = state.companies[payload.company];
    if (company?.status === 'searching') await this.fail(payload, key, 'search', UNEXPECTED_FAILURE);
    if (company?.status === 'processing') {
      const step = company.contacts.length === 0 ? 'contacts' : 'drafting';
      await this.fail(payload, key, step, UNEXPECTED_FAILURE);
    }
  }

  private async steps(
    payload: CompanyTaskPayload,
    key: string,
    at: { step: CompanyStepName },
  ): Promise<void> {
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const { state } = await loadAggregate(
        this.store,
        autopilotTaskStreamId(payload.taskId),
        autopilotTaskDecider,
      );
      // Stopped, deleted or ended meanwhile, or not this task's company: nothing to do.
      if (state.status !== 'queued' && state.status !== 'running') return;
      if (!Object.hasOwn(state.companies, payload.company)) return;
      const company = state.companies[payload.company];
      let recorded: boolean;
      switch (company.status) {
        case 'pending':
          if (company.attempts >= MAX_COMPANY_ATTEMPTS) return;
          recorded = await this.decide(payload, `${key}/begin`, 'BeginCompany', {
            company: payload.company,
          });
          break;
        case 'searching': {
          at.step = 'search';
          const jobs = await this.findJobs(payload, state);
          recorded = await this.decide(payload, `${key}/jobs`, 'RecordScoredJobs', {
            company: payload.company,
            jobs,
          });
          break;
        }
        case 'processing':
          if (company.contacts.length === 0) {
            at.step = 'contacts';
            const contacts = await this.findContacts(payload, key, state, company);
            recorded = await this.decide(payload, `${key}/contacts`, 'RecordContacts', {
              company: payload.company,
              contacts,
            });
          } else {
            at.step = 'drafting';
            await this.draft(payload, key, state, company);
            recorded = await this.decide(payload, `${key}/complete`, 'CompleteCompany', {
              company: payload.company,
            });
          }
          break;
        default:
          // Waiting for the user's review (a resolved review queues a new run), or ended.
          return;
      }
      if (!recorded) return;
    }
    this.logger.warn(`Company ${payload.company} of task ${payload.taskId} took more steps than it has`);
  }

  /** Every job title's open jobs at the company, filtered and scored as the job search does, best first. */
  private async findJobs(payload: CompanyTaskPayload, state: AutopilotTaskState): Promise<ScoredJob[]> {
    const byId = new Map<string, ScoredJob>();
    for (const title of state.jobTitles) {
      const found = await this.jobs.execute(
        payload.userId,
        fetchJobsBody.parse({ job_title: title, company_names: [payload.company] }),
        this.clock.now(),
      );
      for (const job of found.scored_jobs) {
        if (byId.has(job.job_id)) continue;
        byId.set(job.job_id, {
          id: job.job_id,
          title: job.job_title,
          location: job.location,
          score: job.score,
          matches: matchedTerms(job.matches),
        });
      }
    }
    return [...byId.values()].sort((a, b) => b.score - a.score).slice(0, MAX_JOBS_PER_COMPANY);
  }

  /**
   * The company's best contacts with an e-mail (as a contact search scores them), saved as the user's contacts
   * through the contacts context's bulk-add (one already saved is left as it is).
   */
  private async findContacts(
    payload: CompanyTaskPayload,
    key: string,
    state: AutopilotTaskState,
    company: CompanyState,
  ): Promise<ChosenContact[]> {
    const found = await this.contacts.execute(
      payload.userId,
      payload.company,
      state.jobTitles,
      this.clock.now(),
    );
    const count = company.contactCount ?? CONTACTS_WITH_JOBS;
    const chosen: { result: ContactResult; item: BulkAddItem }[] = [];
    for (const result of found) {
      if (chosen.length === count) break;
      const item = bulkAddItemOf(result);
      if (item) chosen.push({ result, item });
    }
    if (chosen.length === 0) throw new StepRefused('contacts', noContactsReason(payload.company));
    await this.commands.execute(
      new BulkAddContacts(
        payload.userId,
        chosen.map(({ item }) => item),
        this.meta(payload, `${key}/save-contacts`, payload.userId),
      ),
    );
    return chosen.map(({ result }) => ({
      contactId: result.contact_id,
      name: result.full_name,
      title: result.job_title,
      score: result.total_score,
      matches: matchedTerms(result.matches),
    }));
  }

  /**
   * A draft for each chosen contact not drafted yet, a few at once; those saved are recorded before a refusal
   * (the plan's draft limit, the model failing) fails the company.
   */
  private async draft(
    payload: CompanyTaskPayload,
    key: string,
    state: AutopilotTaskState,
    company: CompanyState,
  ): Promise<void> {
    const waiting = company.contacts.filter((contact) => !Object.hasOwn(company.drafts, contact.contactId));
    const rootTaskId = await this.rootTaskOf(state.taskId);
    const instructions = jobsInstructions(payload.company, company);
    const outcomes = await mapWithConcurrency(waiting, DRAFTING_CONCURRENCY, async ({ contactId }) => {
      try {
        const idempotencyKey = draftKey(rootTaskId, payload.company, contactId);
        const drafted = await this.commands.execute(
          new DraftEmailForContact(
            payload.userId,
            contactId,
            { ...this.meta(payload, idempotencyKey, payload.userId), idempotencyKey },
            instructions,
          ),
        );
        return { contactId, draftId: drafted.draftId, error: null };
      } catch (error) {
        return { contactId, draftId: null, error };
      }
    });
    for (const { contactId, draftId } of outcomes) {
      if (draftId === null) continue;
      await this.decide(payload, `${key}/draft/${contactId}`, 'RecordDraft', {
        company: payload.company,
        contactId,
        draftId,
      });
    }
    const failed = outcomes.find((outcome) => outcome.error !== null);
    if (failed) throw failed.error;
  }

  /** The task a retry's session descends from (itself for a task the user started). */
  private async rootTaskOf(taskId: string): Promise<string> {
    let current = taskId;
    for (let hop = 0; hop <= MAX_COMPANY_ATTEMPTS; hop += 1) {
      const [started] = await this.store.readStream(autopilotTaskStreamId(current), { maxCount: 1 });
      const retryOf = (started as TaskStarted | undefined)?.data.retryOf;
      if (!retryOf) return current;
      current = retryOf.taskId;
    }
    return current;
  }

  private async fail(
    payload: CompanyTaskPayload,
    key: string,
    step: CompanyStepName,
    reason: string,
  ): Promise<void> {
    try {
      await this.decide(payload, `${key}/fail`, 'FailCompany', { company: payload.company, step, reason });
    } catch (error) {
      // A company whose attempt has not begun cannot fail: its next run begins it again.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`Company ${payload.company} of task ${payload.taskId} not failed: ${error.message}`);
    }
  }

  /** One step: true when it recorded events (now or under its key before). */
  private async decide<Type extends StepCommand['type']>(
    payload: CompanyTaskPayload,
    idempotencyKey: string,
    type: Type,
    data: StepData<Type>,
  ): Promise<boolean> {
    const meta = this.meta(payload, idempotencyKey);
    const command = { type, data: { ...data, taskId: payload.taskId, now: meta.now } } as StepCommand;
    const outcome = await executeCommand(
      this.store,
      autopilotTaskStreamId(payload.taskId),
      autopilotTaskDecider,
      command,
      meta,
      ON_THE_TASK_STREAM,
    );
    return outcome.events.length > 0;
  }

  private meta(payload: CompanyTaskPayload, idempotencyKey: string, actor: string | null = null) {
    return processMetadata(payload.taskId, idempotencyKey, this.clock.now(), actor);
  }
}

/**
 * One draft per (company, contact) for the task and the retries' sessions it started: the key names the task the
 * lineage began with, so a retry's session finds the draft an earlier session saved.
 */
function draftKey(rootTaskId: string, company: string, contactId: string): string {
  return `autopilot-draft/${rootTaskId}/${company.toLowerCase()}/${contactId}`;
}

/**
 * A contact search result as its save payload (outreach.md §3 "Contact save payload", where_met 'Contact Search'),
 * checked by the contacts context's own schemas; null for one they refuse (no last name, a malformed link).
 */
function bulkAddItemOf(result: ContactResult): BulkAddItem | null {
  const contact = createContactBody.safeParse({
    first_name: result.first_name,
    last_name: result.last_name,
    email: result.email_address,
    company: result.company_name,
    job_title: result.job_title,
    location: result.location,
    where_met: CONTACT_SEARCH_WHERE_MET,
    phone: result.phone,
    linkedin_url: result.linkedin_url,
    company_url: result.company_url,
    position: result.position,
    seniority: result.seniority,
    department: result.department,
    twitter: result.twitter,
  });
  const search = contactSearchFields.safeParse({
    similarity_score: result.total_score,
    confidence: result.confidence,
    verification_status: result.verification_status,
    verification_date: result.verification_date,
    sources: result.sources,
    matches: result.matches,
    email_type: result.email_type,
    linkedin_data_fetched: false,
  });
  return contact.success && search.success ? { contact: contact.data, search: search.data } : null;
}
