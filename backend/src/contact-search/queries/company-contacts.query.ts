import { Inject, Injectable } from '@nestjs/common';
import {
  COMPANY_DIRECTORY,
  PEOPLE_DIRECTORY,
  type CompanyDirectory,
  type PeopleDirectory,
} from '../../platform/directory/directory.port';
import { MatchScorer } from '../../scoring/queries/match-scorer';
import { ProfileForScoring } from '../../scoring/queries/profile-for-scoring.query';
import { byScoreThenName, contactResult, reachable } from '../contact-results';
import type { ContactResult } from '../contact-search.contract';

/** People asked of the directory for one company before the best are chosen. */
export const COMPANY_PEOPLE_LOOKUP_LIMIT = 50;

/**
 * One company's people as a contact search finds them, for callers that search on the user's behalf (the
 * autopilot): through the company directory (its domain) and the people directory, those without an e-mail
 * dropped, the rest scored against the user's profile and the titles they are after, best first. No plan check
 * and no search history: the caller decides what it counts.
 */
@Injectable()
export class CompanyContactsQuery {
  constructor(
    @Inject(COMPANY_DIRECTORY) private readonly companies: CompanyDirectory,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
    private readonly profiles: ProfileForScoring,
    private readonly scorer: MatchScorer,
  ) {}

  /** Throws DirectoryUnavailable when a provider cannot answer. */
  async execute(
    userId: string,
    companyName: string,
    jobTitles: string[],
    now: Date,
  ): Promise<ContactResult[]> {
    const [company] = await this.companies.companiesByName([companyName]);
    // Without a domain a domain-search finder cannot look the company up (as in a contact search).
    if (!company?.domain) return [];
    const page = await this.people.findPeople({
      company_name: company.company_name,
      domain: company.domain,
      offset: 0,
      limit: COMPANY_PEOPLE_LOOKUP_LIMIT,
    });
    const kept = reachable(page.people.map((person) => ({ person, askedName: companyName, company })));
    if (kept.length === 0) return [];
    const profile = await this.profiles.execute(userId, now);
    const scores = await this.scorer.scoreContacts(
      { ...profile, targetTitles: [...jobTitles, ...profile.targetTitles] },
      kept.map((entry) => entry.person),
      new Map([[company.company_name.toLowerCase(), company]]),
    );
    return scores
      .map(({ total_score, matches }, index) => contactResult(userId, kept[index], total_score, matches))
      .sort(byScoreThenName);
  }
}
