import { Logger } from '@nestjs/common';
import { OpenAiLanguageModel } from '../../platform/language-model/openai-language-model';
import {
  doubleEmbedding,
  OpenAiDouble,
  startOpenAiDouble,
} from '../../platform/language-model/testing/openai-double';
import { scoreJobsLexically } from '../job-scores';
import { jobText } from '../job-scores';
import { MatchScorer, profileText } from './match-scorer';
import { vectorCosine } from '../text-similarity';
import { aJob } from '../../platform/directory/testing/directory-factories';
import { dataEngineerProfile } from '../testing/scoring-factories';

describe('MatchScorer with embeddings through the openai SDK against the local double', () => {
  let double: OpenAiDouble;
  beforeEach(async () => {
    double = await startOpenAiDouble();
  });
  afterEach(async () => {
    await double.close();
  });
  const scorer = () =>
    new MatchScorer(
      new OpenAiLanguageModel({
        apiKey: 'sk-test-key',
        baseURL: double.baseURL,
        model: 'gpt-test',
        embeddingModel: 'embed-test',
        maxRetries: 0,
      }),
    );
  const jobs = [
    aJob({ job_title: 'Data Engineer', description: 'Build data pipelines with Python, Spark and Airflow.' }),
    aJob({ job_title: 'Sales Director', description: 'Own quota and revenue.', location: 'Denver, CO' }),
  ];

  it("blends the cosine of the double's embeddings with the lexical score", async () => {
    const profile = dataEngineerProfile();
    const lexical = scoreJobsLexically(profile, jobs);
    const mine = doubleEmbedding(profileText(profile));

    const scored = await scorer().scoreJobs(profile, jobs);

    const expected = jobs.map((job, index) => {
      const theirs = doubleEmbedding(`${job.company_name}\n${job.location}\n${jobText(job)}`);
      return Math.round(10 * (0.5 * lexical[index].fit + 0.5 * vectorCosine(mine, theirs)) * 10) / 10;
    });
    expect(scored.map((result) => result.score)).toEqual(expected);
    expect(scored[0].score).toBeGreaterThan(scored[1].score);
    expect(double.requests.map((request) => request.body.model)).toEqual(['embed-test', 'embed-test']);
  });

  it('falls back to the lexical score, with a warning, when the provider fails', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    double.behave({ kind: 'http-error', status: 500, message: 'The server had an error.' });
    const profile = dataEngineerProfile();
    const scored = await scorer().scoreJobs(profile, jobs);
    expect(scored.map((result) => result.score)).toEqual(
      scoreJobsLexically(profile, jobs).map((result) => Math.round(result.fit * 100) / 10),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('without embeddings: The AI service failed (HTTP 500)'),
    );
    warn.mockRestore();
  });
});
