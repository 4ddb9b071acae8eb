import { Logger } from '@nestjs/common';
import type { DirectoryPerson, JobPosting } from '../../platform/directory/directory.port';
import { EmbeddedLanguageModel } from '../../platform/language-model/embedded-language-model';
import type { LanguageModel } from '../../platform/language-model/language-model.port';
import { LanguageModelFailed } from '../../platform/language-model/language-model.port';
import { scoreJobsLexically } from '../job-scores';
import { GENERIC_TITLE_WORDS } from '../profile-terms';
import { EMBEDDING_BATCH, MatchScorer } from './match-scorer';
import { JOB_DESCRIPTION_READ_LIMIT } from '../job-documents';
import { emptyScoringProfile, type Matches, type ScoringProfile } from '../scoring.contract';
import { aCompany, aJob, aPerson } from '../../platform/directory/testing/directory-factories';
import { companiesByName, dataEngineerProfile } from '../testing/scoring-factories';

const lexicalScorer = () => new MatchScorer(new EmbeddedLanguageModel());

const dataEngineeringJob = aJob({
  job_id: 'demo:de',
  job_title: 'Senior Data Engineer',
  description:
    'We are hiring a Senior Data Engineer to build data pipelines in Python and Spark. You will design our ' +
    'Snowflake warehouse, write SQL and dbt models, and run Airflow on AWS. Bachelor degree in Computer Science.',
});
const salesJob = aJob({
  job_id: 'demo:sales',
  job_title: 'Sales Director',
  description:
    'Lead our enterprise sales team, own quota and revenue targets, build relationships with customers and ' +
    'negotiate contracts. Ten years of B2B sales required.',
});
const analystJob = aJob({
  job_id: 'demo:analyst',
  job_title: 'Data Analyst',
  description: 'Analyze data with SQL and Python and build dashboards for analytics. Snowflake a plus.',
});
const backendJob = aJob({
  job_id: 'demo:backend',
  job_title: 'Software Engineer, Backend',
  location: 'Seattle, WA',
  description: 'Build backend services in Java and Go on AWS. SQL databases. Computer Science degree.',
});
const nurseJob = aJob({
  job_id: 'demo:nurse',
  job_title: 'Registered Nurse',
  location: 'Denver, CO',
  description: 'Provide patient care in our hospital ward. BSN and RN license required.',
});

const oneDecimal = (value: number) => Math.round(value * 10) / 10 === value;
const twoDecimals = (value: number) => Math.round(value * 100) / 100 === value;

function expectWellFormed(matches: Matches): void {
  for (const detail of Object.values(matches)) {
    expect(detail.score).toBeGreaterThan(0);
    expect(detail.score).toBeLessThanOrEqual(1);
    expect(twoDecimals(detail.score)).toBe(true);
    expect(detail.terms.length).toBeLessThanOrEqual(8);
  }
}

describe('MatchScorer.scoreJobs', () => {
  it("ranks a data engineering job above a sales job for a data engineer's resume, and the matches say why", async () => {
    const [engineering, sales] = await lexicalScorer().scoreJobs(dataEngineerProfile(), [
      dataEngineeringJob,
      salesJob,
    ]);

    expect(engineering.score).toBeGreaterThanOrEqual(8);
    expect(sales.score).toBeLessThan(2);
    // "Senior" is in both titles, but a rank word is never a shared word.
    expect(engineering.matches.job_title?.terms).toEqual(['data', 'engineer']);
    expect(engineering.matches.skills?.terms).toEqual(
      expect.arrayContaining(['python', 'sql', 'spark', 'airflow', 'snowflake', 'dbt', 'aws']),
    );
    expect(engineering.matches.location).toEqual({ score: 1, terms: ['austin', 'tx'] });
    // The sales job shares the city and one generic word ("build"), not the field.
    expect(Object.keys(sales.matches).sort()).toEqual(['headline_summary', 'location']);
    expect(sales.matches.headline_summary?.terms).toEqual(['building']);
  });

  it('orders jobs by how much of the profile they need (hand-checked)', async () => {
    const jobs = [nurseJob, salesJob, backendJob, analystJob, dataEngineeringJob];
    const scored = await lexicalScorer().scoreJobs(dataEngineerProfile(), jobs);
    const ranking = [...scored].sort((a, b) => b.score - a.score).map((result) => result.job.job_id);

    expect(ranking).toEqual(['demo:de', 'demo:analyst', 'demo:backend', 'demo:sales', 'demo:nurse']);
    expect(scored.find((result) => result.job.job_id === 'demo:nurse')).toMatchObject({
      score: 0,
      matches: {},
    });
  });

  it('keeps the input order, passes the jobs through and rounds as the contract says', async () => {
    const jobs = [salesJob, dataEngineeringJob, analystJob];
    const scored = await lexicalScorer().scoreJobs(dataEngineerProfile(), jobs);

    expect(scored.map((result) => result.job)).toEqual(jobs);
    expect(scored[0].job).toBe(salesJob);
    for (const result of scored) {
      expect(oneDecimal(result.score)).toBe(true);
      expectWellFormed(result.matches);
    }
  });

  it('counts a remote job as in the right place', async () => {
    const [remote] = await lexicalScorer().scoreJobs(dataEngineerProfile(), [
      aJob({ location: 'Remote - US' }),
    ]);
    expect(remote.matches.location).toEqual({ score: 1, terms: ['remote'] });
  });

  it('gives an empty profile zeros everywhere, without NaN', async () => {
    const scored = await lexicalScorer().scoreJobs(emptyScoringProfile(), [dataEngineeringJob, aJob()]);
    expect(scored.map((result) => [result.score, result.matches])).toEqual([
      [0, {}],
      [0, {}],
    ]);
  });

  it('scores a job without text on what it has, without NaN', async () => {
    const empty = aJob({ job_title: '', description: '', location: '' });
    const [scored] = await lexicalScorer().scoreJobs(dataEngineerProfile(), [empty]);
    expect(scored).toEqual({ job: empty, score: 0, matches: {} });

    const placeOnly = aJob({ job_title: '', description: '' });
    const [located] = await lexicalScorer().scoreJobs(dataEngineerProfile(), [placeOnly]);
    expect(Number.isFinite(located.score)).toBe(true);
    expect(Object.keys(located.matches)).toEqual(['location']);
    expect(located.score).toBeLessThan(2);
  });

  it('scores a title-only profile (no resume) as half a fit at best, the matches saying it was the title', async () => {
    // A user without a resume who searched "Data Engineer": the searched title is all the profile holds.
    const titleOnly = { ...emptyScoringProfile(), targetTitles: ['Data Engineer'] };
    const jobs = [
      aJob({ job_title: 'Data Engineer', description: 'Build pipelines in Python.' }),
      aJob({ job_title: 'Senior Data Engineer' }),
      aJob({ job_title: 'Data Analyst' }),
      salesJob,
    ];
    const [exact, senior, analyst, sales] = await lexicalScorer().scoreJobs(titleOnly, jobs);
    expect(exact.score).toBe(5);
    expect(senior.score).toBeGreaterThan(analyst.score);
    expect(senior.score).toBeLessThan(5);
    expect(analyst.score).toBeGreaterThan(0);
    expect(sales).toMatchObject({ score: 0, matches: {} });
    expect(exact.matches).toEqual({
      job_title: { score: 1, terms: ['engineer', 'data'] },
      job_overlap: { score: 1, terms: ['engineer', 'data'] },
    });
    // With a resume the same title match is a strong fit.
    const [withResume] = await lexicalScorer().scoreJobs(dataEngineerProfile(), [jobs[0]]);
    expect(withResume.score).toBeGreaterThan(5);
  });

  it('scores contacts for a title-only profile at half at most', async () => {
    const titleOnly = { ...emptyScoringProfile(), targetTitles: ['Data Engineer'] };
    const [manager, recruiter] = await lexicalScorer().scoreContacts(
      titleOnly,
      [
        aPerson({ job_title: 'Data Engineering Manager' }),
        aPerson({ job_title: 'Recruiter', department: 'hr' }),
      ],
      companiesByName(aCompany()),
    );
    expect(manager.total_score).toBe(0.5);
    expect(recruiter.total_score).toBeGreaterThan(0);
    expect(recruiter.total_score).toBeLessThan(manager.total_score);
    expect(Object.keys(manager.matches).sort()).toEqual(['job_title', 'role_skills']);
  });

  it('reads a posting again when its text changes under the same job_id, and remembers nothing that changes scores', async () => {
    const profile = dataEngineerProfile();
    const first = await lexicalScorer().scoreJobs(profile, [salesJob, dataEngineeringJob]);
    expect(await lexicalScorer().scoreJobs(profile, [salesJob, dataEngineeringJob])).toEqual(first);
    const rewritten = {
      ...salesJob,
      job_title: dataEngineeringJob.job_title,
      description: dataEngineeringJob.description,
    };
    const again = await lexicalScorer().scoreJobs(profile, [rewritten, dataEngineeringJob]);
    const neverSeen = { ...rewritten, job_id: 'demo:never-seen' };
    const fresh = await lexicalScorer().scoreJobs(profile, [neverSeen, dataEngineeringJob]);
    expect(again.map(({ score, matches }) => ({ score, matches }))).toEqual(
      fresh.map(({ score, matches }) => ({ score, matches })),
    );
    expect(again[0].score).toBe(again[1].score);
    expect(again[0].score).not.toBe(first[0].score);
  });

  it(`reads at most ${JOB_DESCRIPTION_READ_LIMIT.toLocaleString('en-US')} characters of a description`, async () => {
    const padding = 'x '.repeat(JOB_DESCRIPTION_READ_LIMIT / 2);
    const [beyond, within] = await lexicalScorer().scoreJobs(
      { ...emptyScoringProfile(), skills: ['Kafka'] },
      [
        aJob({ job_id: 'demo:beyond', job_title: 'Engineer', description: `${padding} kafka` }),
        aJob({ job_id: 'demo:within', job_title: 'Engineer', description: `kafka ${padding}` }),
      ],
    );
    expect(beyond.matches.skills).toBeUndefined();
    expect(within.matches.skills?.terms).toEqual(['kafka']);
  });

  it('answers nothing for no jobs', async () => {
    await expect(lexicalScorer().scoreJobs(dataEngineerProfile(), [])).resolves.toEqual([]);
  });

  it('scores huge texts within range', async () => {
    const words = 'python spark pipelines warehouse quota revenue patient '.repeat(30_000);
    const huge = aJob({ job_title: 'Data Engineer', description: words });
    const profile = dataEngineerProfile({ resumeText: words, summary: words });
    const [scored] = await lexicalScorer().scoreJobs(profile, [huge, salesJob]);
    expect(scored.score).toBeGreaterThan(0);
    expect(scored.score).toBeLessThanOrEqual(10);
    expectWellFormed(scored.matches);
  });
});

describe('MatchScorer.scoreContacts', () => {
  const people = {
    head: aPerson({ job_title: 'Head of Data Engineering', department: 'it', seniority: 'executive' }),
    recruiter: aPerson({ job_title: 'Technical Recruiter', department: 'hr', seniority: 'senior' }),
    salesDirector: aPerson({ job_title: 'Sales Director', department: 'sales', seniority: 'executive' }),
    accountExecutive: aPerson({ job_title: 'Account Executive', department: 'sales', seniority: 'junior' }),
  };

  it('ranks the head of data engineering and a technical recruiter above a sales director for a data engineer', async () => {
    const list = [people.salesDirector, people.recruiter, people.accountExecutive, people.head];
    const scored = await lexicalScorer().scoreContacts(
      dataEngineerProfile(),
      list,
      companiesByName(aCompany()),
    );
    const ranking = [...scored].sort((a, b) => b.total_score - a.total_score).map((r) => r.person.job_title);

    expect(ranking).toEqual([
      'Head of Data Engineering',
      'Technical Recruiter',
      'Sales Director',
      'Account Executive',
    ]);
    const head = scored[3];
    expect(head.total_score).toBeGreaterThanOrEqual(0.8);
    expect(head.matches.job_title?.terms).toEqual(expect.arrayContaining(['data', 'engineer']));
    // Head of the user's own field: the hiring role is explained by the field's words, not by "head".
    expect(head.matches.role_skills).toEqual({ score: 1, terms: ['data', 'engineer'] });
    expect(scored[1].matches.role_skills).toEqual({ score: 1, terms: ['technical', 'recruiter'] });
    // A director outside the field does not hire a data engineer.
    expect(scored[0].matches.role_skills).toBeUndefined();
    // The company's industry and city come from the directory's company, the person has neither.
    expect(head.matches.industry?.terms).toEqual(expect.arrayContaining(['data', 'analytics', 'software']));
    expect(head.matches.location).toEqual({ score: 1, terms: ['austin', 'tx'] });
  });

  it("never counts rank words as shared: a data engineer's hiring manager ranks above a junior social media manager and a VP of Product", async () => {
    // The profile itself holds rank words ("senior", "manager", "lead"), as resumes do.
    const profile = dataEngineerProfile({
      headline: 'Senior data engineer and engineering manager',
      targetTitles: ['Senior Data Engineer', 'Lead Data Engineer'],
    });
    const hiringManager = aPerson({
      job_title: 'Data Engineering Manager',
      department: 'it',
      seniority: 'senior',
    });
    const socialMedia = aPerson({
      job_title: 'Junior Social Media Manager',
      department: 'marketing',
      seniority: 'junior',
    });
    const productVp = aPerson({ job_title: 'VP of Product', department: 'design', seniority: 'executive' });
    const scored = await lexicalScorer().scoreContacts(
      profile,
      [socialMedia, productVp, hiringManager],
      companiesByName(aCompany()),
    );
    const [social, vp, manager] = scored;

    expect(manager.total_score).toBeGreaterThan(0.5);
    expect(manager.total_score).toBeGreaterThan(social.total_score + 0.3);
    expect(manager.total_score).toBeGreaterThan(vp.total_score + 0.3);
    expect(manager.matches.job_title?.terms).toEqual(['data', 'engineer']);
    expect(manager.matches.role_skills).toEqual({ score: 1, terms: ['data', 'engineer'] });
    for (const other of [social, vp]) {
      expect(other.matches.job_title).toBeUndefined();
      expect(other.matches.role_skills).toBeUndefined();
    }
    const generic = new Set<string>(GENERIC_TITLE_WORDS);
    for (const { matches } of scored) {
      for (const detail of Object.values(matches)) {
        expect(detail.terms.filter((term) => generic.has(term))).toEqual([]);
      }
    }
  });

  it('keeps the input order and rounds total_score to two decimals within 0..1', async () => {
    const list = Object.values(people);
    const scored = await lexicalScorer().scoreContacts(
      dataEngineerProfile(),
      list,
      companiesByName(aCompany()),
    );
    expect(scored.map((result) => result.person)).toEqual(list);
    for (const result of scored) {
      expect(result.total_score).toBeGreaterThanOrEqual(0);
      expect(result.total_score).toBeLessThanOrEqual(1);
      expect(twoDecimals(result.total_score)).toBe(true);
      expectWellFormed(result.matches);
    }
  });

  it('says so when the person works where the user worked', async () => {
    const colleague = aPerson({ company_name: 'Initech', job_title: 'Data Engineer' });
    const [scored] = await lexicalScorer().scoreContacts(dataEngineerProfile(), [colleague], new Map());
    expect(scored.matches.company).toEqual({ score: 1, terms: ['initech'] });
    expect(scored.matches.industry).toBeUndefined();
  });

  it('gives an empty profile zeros, without NaN', async () => {
    const scored = await lexicalScorer().scoreContacts(
      emptyScoringProfile(),
      [people.head, people.recruiter, aPerson({ job_title: '' })],
      companiesByName(aCompany()),
    );
    expect(scored.map((result) => [result.total_score, result.matches])).toEqual([
      [0, {}],
      [0, {}],
      [0, {}],
    ]);
  });
});

/** A small deterministic generator, so the property below runs the same inputs every time. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('scores stay within range (property, 200 random cases)', () => {
  const VOCABULARY = (
    'data engineer senior sales director python sql spark nurse patient remote austin texas c++ node.js .net ' +
    'analytics software recruiter head of the and with 2024 über 東京 — , ; manager marketing design'
  ).split(' ');

  it('jobs score 0..10 with one decimal and contacts 0..1 with two, whatever the text', async () => {
    const random = prng(6);
    const pick = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)];
    const text = (max: number) => Array.from({ length: Math.floor(random() * max) }, pick).join(' ');
    const list = (max: number, words: number) =>
      Array.from({ length: Math.floor(random() * max) }, () => text(words));
    const scorer = lexicalScorer();

    for (let round = 0; round < 200; round += 1) {
      const profile: ScoringProfile = {
        resumeText: text(200),
        headline: text(8),
        summary: text(40),
        skills: list(10, 2),
        targetTitles: list(4, 4),
        location: random() < 0.5 ? 'Austin, TX' : text(3),
        educations: list(3, 5),
        industries: list(3, 1),
      };
      const jobs: JobPosting[] = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) =>
        aJob({ job_id: `demo:${i}`, job_title: text(5), description: text(120), location: text(3) }),
      );
      const people: DirectoryPerson[] = Array.from({ length: 1 + Math.floor(random() * 5) }, () =>
        aPerson({
          job_title: text(4),
          position: text(3),
          profile_text: text(30),
          location: random() < 0.5 ? null : text(3),
        }),
      );
      for (const result of await scorer.scoreJobs(profile, jobs)) {
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(10);
        expect(oneDecimal(result.score)).toBe(true);
        expectWellFormed(result.matches);
      }
      for (const result of await scorer.scoreContacts(profile, people, companiesByName(aCompany()))) {
        expect(result.total_score).toBeGreaterThanOrEqual(0);
        expect(result.total_score).toBeLessThanOrEqual(1);
        expect(twoDecimals(result.total_score)).toBe(true);
        expectWellFormed(result.matches);
      }
    }
  });
});

describe('MatchScorer with embeddings', () => {
  /** A model whose embed answers [1, 0] for the profile, [1, 0] for jobs with "Data" in them, else [0, 1]. */
  function embeddingModel(embed: LanguageModel['embed']): LanguageModel {
    return {
      streamText: () => {
        throw new Error('not used');
      },
      describe: () => ({ provider: 'openai', model: 'gpt-test' }),
      embed,
    };
  }
  const byText = jest.fn(async (texts: string[]) =>
    texts.map((text) => (text.includes('Data') ? [1, 0] : [0, 1])),
  );

  afterEach(() => {
    jest.restoreAllMocks();
    byText.mockClear();
  });

  it('blends the embeddings cosine 50/50 with the lexical score', async () => {
    const profile = dataEngineerProfile();
    const jobs = [dataEngineeringJob, salesJob];
    const [lexicalEngineering, lexicalSales] = scoreJobsLexically(profile, jobs);

    const [engineering, sales] = await new MatchScorer(embeddingModel(byText)).scoreJobs(profile, jobs);

    expect(engineering.score).toBe(Math.round(10 * (0.5 * lexicalEngineering.fit + 0.5 * 1) * 10) / 10);
    expect(sales.score).toBe(Math.round(10 * (0.5 * lexicalSales.fit + 0.5 * 0) * 10) / 10);
    expect(engineering.matches).toEqual(lexicalEngineering.matches);
    expect(byText.mock.calls[0][0][0]).toContain('Data Engineer');
  });

  it(`embeds the profile once and the jobs ${EMBEDDING_BATCH} at a time`, async () => {
    const jobs = Array.from({ length: 2 * EMBEDDING_BATCH + 1 }, (_, i) => aJob({ job_id: `demo:${i}` }));
    const scored = await new MatchScorer(embeddingModel(byText)).scoreJobs(dataEngineerProfile(), jobs);
    expect(byText.mock.calls.map(([texts]) => texts.length)).toEqual([
      1,
      EMBEDDING_BATCH,
      EMBEDDING_BATCH,
      1,
    ]);
    expect(scored).toHaveLength(jobs.length);
  });

  it('falls back to the lexical score, with a warning, when embedding fails', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const failing = jest.fn(async () => {
      throw new LanguageModelFailed('LANGUAGE_MODEL.UNAVAILABLE', 'The AI service failed (HTTP 500).');
    });
    const profile = dataEngineerProfile();
    const jobs = [dataEngineeringJob, salesJob];

    const scored = await new MatchScorer(embeddingModel(failing)).scoreJobs(profile, jobs);

    expect(scored).toEqual(await lexicalScorer().scoreJobs(profile, jobs));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The AI service failed (HTTP 500).'));
  });

  it('does not embed a title-only profile, so its score stays the halved lexical one', async () => {
    const titleOnly = { ...emptyScoringProfile(), targetTitles: ['Data Engineer'] };
    const [scored] = await new MatchScorer(embeddingModel(byText)).scoreJobs(titleOnly, [
      aJob({ job_title: 'Data Engineer' }),
    ]);
    expect(byText).not.toHaveBeenCalled();
    expect(scored.score).toBe(5);
  });

  it('does not embed for an empty profile', async () => {
    await new MatchScorer(embeddingModel(byText)).scoreJobs(emptyScoringProfile(), [dataEngineeringJob]);
    expect(byText).not.toHaveBeenCalled();
  });
});
