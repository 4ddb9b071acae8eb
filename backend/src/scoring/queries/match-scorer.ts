import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DirectoryCompany, DirectoryPerson, JobPosting } from '../../platform/directory/directory.port';
import { LANGUAGE_MODEL, type LanguageModel } from '../../platform/language-model/language-model.port';
import { scoreContactsLexically } from '../contact-scores';
import { jobText, scoreJobsLexically } from '../job-scores';
import { knowsTheUser, profileTermsOf } from '../profile-terms';
import { roundTo, type Matches, type ScoringProfile } from '../scoring.contract';
import { vectorCosine } from '../text-similarity';

/** Share of a job's score from the embeddings' cosine when an embedding model is configured; the rest is lexical. */
export const EMBEDDING_SHARE = 0.5;
/** Inputs per embeddings request, and the characters of each text sent (about 2,000 tokens). */
export const EMBEDDING_BATCH = 100;
export const EMBEDDING_TEXT_LIMIT = 8_000;

export interface ScoredJob {
  job: JobPosting;
  /** 0..10, one decimal. */
  score: number;
  matches: Matches;
}

export interface ScoredContact {
  person: DirectoryPerson;
  /** 0..1, two decimals. */
  total_score: number;
  matches: Matches;
}

export const profileText = (profile: ScoringProfile): string =>
  [
    profile.targetTitles.join(', '),
    profile.headline,
    profile.summary,
    profile.skills.join(', '),
    profile.industries.join(', '),
    profile.resumeText,
  ]
    .filter((part) => part.trim() !== '')
    .join('\n');

/** How well jobs and contacts fit the user's profile; results keep the input order (callers sort). */
@Injectable()
export class MatchScorer {
  private readonly logger = new Logger(MatchScorer.name);

  constructor(@Inject(LANGUAGE_MODEL) private readonly languageModel: LanguageModel) {}

  /** Whether the profile says anything about the user beyond titles and a place; the screens say so when not. */
  knowsTheUser(profile: ScoringProfile): boolean {
    return knowsTheUser(profileTermsOf(profile));
  }

  async scoreJobs(profile: ScoringProfile, jobs: JobPosting[]): Promise<ScoredJob[]> {
    const lexical = scoreJobsLexically(profile, jobs);
    const cosines = await this.embeddingCosines(profile, jobs);
    return jobs.map((job, index) => {
      const { fit, matches } = lexical[index];
      const blended = cosines === null ? fit : (1 - EMBEDDING_SHARE) * fit + EMBEDDING_SHARE * cosines[index];
      return { job, score: roundTo(10 * blended, 1), matches };
    });
  }

  async scoreContacts(
    profile: ScoringProfile,
    people: DirectoryPerson[],
    companies: Map<string, DirectoryCompany>,
  ): Promise<ScoredContact[]> {
    const lexical = scoreContactsLexically(profile, people, companies);
    return Promise.resolve(
      people.map((person, index) => ({
        person,
        total_score: roundTo(lexical[index].fit, 2),
        matches: lexical[index].matches,
      })),
    );
  }

  /** Cosine of the profile's embedding and each job's, or null without an embedding model or when it fails. */
  private async embeddingCosines(profile: ScoringProfile, jobs: JobPosting[]): Promise<number[] | null> {
    const embed = this.languageModel.embed?.bind(this.languageModel);
    const mine = profileText(profile).slice(0, EMBEDDING_TEXT_LIMIT);
    // Titles alone (the searched one) say nothing about the user; their embedding would read as a fit.
    if (embed === undefined || jobs.length === 0 || !knowsTheUser(profileTermsOf(profile))) return null;
    try {
      const [profileVector] = await embed([mine]);
      const cosines: number[] = [];
      for (let start = 0; start < jobs.length; start += EMBEDDING_BATCH) {
        const texts = jobs
          .slice(start, start + EMBEDDING_BATCH)
          .map((job) =>
            `${job.company_name}\n${job.location}\n${jobText(job)}`.slice(0, EMBEDDING_TEXT_LIMIT),
          );
        const vectors = await embed(texts);
        for (const vector of vectors) cosines.push(vectorCosine(profileVector, vector));
      }
      return cosines;
    } catch (error) {
      // Embeddings only refine the ranking; the lexical score alone still answers the search.
      this.logger.warn(
        `Scoring ${jobs.length} jobs without embeddings: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }
}
