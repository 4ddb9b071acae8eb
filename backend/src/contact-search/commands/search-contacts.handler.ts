import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import {
  COMPANY_DIRECTORY,
  PEOPLE_DIRECTORY,
  type CompanyDirectory,
  type DirectoryCompany,
  type PeopleDirectory,
} from '../../platform/directory/directory.port';
import { PlanLimitsQuery } from '../../plan-limits/queries/plan-limits.query';
import { recordFacts } from '../../platform/commands/record-facts';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { companySelectionLimit, UNLIMITED } from '../../platform/plans/plan-limits.contract';
import { RealtimePublisher } from '../../platform/realtime/realtime.publisher';
import type { ContactSearchProgress } from '../../platform/realtime/server-events.contract';
import { MatchScorer } from '../../scoring/queries/match-scorer';
import type { ScoringProfile } from '../../scoring/scoring.contract';
import { ProfileForScoring } from '../../scoring/queries/profile-for-scoring.query';
import { byScoreThenName, contactResult, reachable, type FoundPerson } from '../contact-results';
import { TooManyCompanies } from '../contact-search.errors';
import { searchHistoryStreamId, type ContactSearchPerformed } from '../contact-search.events';
import type { ContactResult, ContactSearchResponse, SelectedCompany } from '../contact-search.contract';
import { mapWithConcurrency } from '../../platform/async/map-with-concurrency';
import { SearchCallerQuery } from '../queries/search-caller.query';
import { SearchSnapshots, type SearchSnapshot } from '../search-snapshots';
import { SearchContacts } from './search-contacts.command';

/** Provider requests in flight at once for one search. */
export const PEOPLE_LOOKUP_CONCURRENCY = 4;

const lower = (name: string): string => name.trim().toLowerCase();

/** A company named twice is searched once, with the first entry's job title and contacts per company. */
function distinctCompanies(companies: readonly SelectedCompany[]): SelectedCompany[] {
  const seen = new Set<string>();
  return companies.filter((company) => {
    const key = lower(company['Company Name']);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One caller's selection as paging must match it: the companies, their job titles and contacts per company. */
const snapshotKey = (userId: string, selected: readonly SelectedCompany[]): string =>
  JSON.stringify([
    userId,
    ...selected.map((c) => [
      lower(c['Company Name']),
      c.jobtitle ? lower(c.jobtitle) : '',
      c.limit,
      c.domain ?? '',
    ]),
  ]);

/**
 * POST /snowflake/search: each company through the company directory (its domain and industry), its people through
 * the people directory, those without an e-mail dropped, the rest scored against the caller's profile, sorted best
 * first and paged. Progress goes to the caller's sockets when the request names a search_id.
 */
@CommandHandler(SearchContacts)
export class SearchContactsHandler implements ICommandHandler<SearchContacts> {
  constructor(
    @Inject(COMPANY_DIRECTORY) private readonly companies: CompanyDirectory,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly caller: SearchCallerQuery,
    private readonly profiles: ProfileForScoring,
    private readonly scorer: MatchScorer,
    private readonly realtime: RealtimePublisher,
    private readonly snapshots: SearchSnapshots,
    private readonly limits: PlanLimitsQuery,
  ) {}

  async execute({ userId, body, meta }: SearchContacts): Promise<ContactSearchResponse> {
    const selected = distinctCompanies(body.companies);
    const plan = await this.limits.currentPlan(userId, new Date(meta.now));
    const allowed = companySelectionLimit(plan);
    if (allowed !== UNLIMITED && selected.length > allowed) throw new TooManyCompanies(plan, allowed);
    // A search runs, and is checked and recorded, for a first page or a later page with no held results (another
    // instance, a restart, an expired or never-run search): only paging through a held search is free at the limit.
    const key = snapshotKey(userId, selected);
    const now = Date.parse(meta.now);
    const fresh = body.offset === 0 || !this.snapshots.holds(key, now);
    if (fresh) await this.limits.ensureAllowed(userId, 'searches_limit', 1, new Date(now));

    const searchId = body.search_id ?? randomUUID();
    const progress = (phase: ContactSearchProgress['phase'], done: number, total: number) => {
      if (body.search_id)
        this.realtime.publishContactSearchProgress(userId, { searchId, phase, done, total });
    };

    // A later page reads the results its first page found; a first page searches afresh.
    const { snapshot, reused } = this.snapshots.snapshot(key, now, fresh, () =>
      this.search(userId, selected, new Date(now), progress),
    );
    const { results: scored, profileKnown } = await snapshot;
    const page = scored.slice(body.offset, body.offset + body.limit);
    const saved = await this.caller.savedContactIds(
      userId,
      page.map((contact) => contact.contact_id),
    );
    const contacts = page.map((contact) => ({ ...contact, saved: saved.has(contact.contact_id) }));

    if (fresh) {
      const performed: ContactSearchPerformed = {
        type: 'ContactSearchPerformed',
        data: {
          userId,
          searchId,
          companies: selected.map((company) => company['Company Name']),
          result_count: scored.length,
          at: meta.now,
        },
      };
      // A search run again under the same Idempotency-Key asked the directories again, so it counts again:
      // each search gets its own id.
      await recordFacts(this.store, searchHistoryStreamId(userId), [performed], meta, randomUUID());
    }
    if (reused) progress('done', scored.length, scored.length);

    return {
      success: true,
      contacts,
      total: scored.length,
      offset: body.offset,
      limit: body.limit,
      detail: `Found ${scored.length} contacts at ${selected.length} companies.`,
      demo: this.people.describe().provider === 'embedded',
      profile_known: profileKnown,
    };
  }

  /**
   * Every selected company's people, those with an e-mail, scored and sorted best first. A company the directory
   * does not know is searched by the domain the caller gave for it (an AI-search result's web address); without
   * one a domain-search finder cannot look it up, so it is not asked.
   */
  private async search(
    userId: string,
    selected: SelectedCompany[],
    now: Date,
    progress: (phase: ContactSearchProgress['phase'], done: number, total: number) => void,
  ): Promise<SearchSnapshot> {
    progress('searching', 0, selected.length);
    const known = new Map<string, DirectoryCompany>();
    for (const company of await this.companies.companiesByName(selected.map((c) => c['Company Name']))) {
      known.set(lower(company.company_name), company);
    }
    let searched = 0;
    const perCompany = await mapWithConcurrency(selected, PEOPLE_LOOKUP_CONCURRENCY, async (asked) => {
      const askedName = asked['Company Name'];
      const company = known.get(lower(askedName));
      const domain = company?.domain ?? asked.domain;
      const page = domain
        ? await this.people.findPeople({
            company_name: company?.company_name ?? askedName,
            domain,
            offset: 0,
            limit: asked.limit,
          })
        : { people: [] };
      searched += 1;
      progress('searching', searched, selected.length);
      return page.people.slice(0, asked.limit).map((person) => ({ person, askedName, company, asked }));
    });

    const found = perCompany.flat();
    const kept = reachable(found);
    progress('filtering', kept.length, found.length);

    progress('scoring', 0, kept.length);
    const profile = await this.profiles.execute(userId, now);
    const results = await this.score(userId, profile, kept, known);
    progress('scoring', kept.length, kept.length);
    results.sort(byScoreThenName);
    progress('done', results.length, results.length);
    return { results, profileKnown: this.scorer.knowsTheUser(profile) };
  }

  /**
   * Scores people in groups by the job title their company was selected with (saved-jobs mode), so each person is
   * compared with the title the user is after there; one group when no company names a title.
   */
  private async score(
    userId: string,
    profile: ScoringProfile,
    kept: (FoundPerson & { asked: SelectedCompany })[],
    known: Map<string, DirectoryCompany>,
  ): Promise<ContactResult[]> {
    if (kept.length === 0) return [];
    const groups = new Map<string, (FoundPerson & { asked: SelectedCompany })[]>();
    for (const entry of kept) {
      const key = entry.asked.jobtitle ? lower(entry.asked.jobtitle) : '';
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
    const companies = new Map(known);
    for (const entry of kept) {
      if (entry.company) companies.set(lower(entry.person.company_name), entry.company);
    }
    const results: ContactResult[] = [];
    for (const entries of groups.values()) {
      const title = entries[0].asked.jobtitle;
      const groupProfile: typeof profile = title
        ? { ...profile, targetTitles: [title, ...profile.targetTitles] }
        : profile;
      const scores = await this.scorer.scoreContacts(
        groupProfile,
        entries.map((entry) => entry.person),
        companies,
      );
      scores.forEach(({ total_score, matches }, index) =>
        results.push(contactResult(userId, entries[index], total_score, matches)),
      );
    }
    return results;
  }
}
