import { cpus } from 'node:os';
import { generateDemoDirectory } from '@outreach/backend/platform/directory/demo/demo-directory.generator';
import type { JobPosting } from '@outreach/backend/platform/directory/directory.port';
import { EmbeddedLanguageModel } from '@outreach/backend/platform/language-model/embedded-language-model';
import { jobText } from '@outreach/backend/scoring/job-scores';
import { MatchScorer } from '@outreach/backend/scoring/queries/match-scorer';
import type { ScoringProfile } from '@outreach/backend/scoring/scoring.contract';
import { tokenize } from '@outreach/backend/scoring/tokenizer';
import { eachFlag, positiveWhole } from './bench-options';
import { log } from './bench-server';
import { percentile, round } from './latency-stats';
import { loadLine, ms } from './read-bench';

/*
 * Job scoring (issue 6: scoring 1,000 jobs against a profile under 50 ms). The jobs are a spread of the demo
 * directory's postings (every n-th, so every industry and family is in), the profile a data engineer's.
 * MatchScorer.scoreJobs runs as /jobsearch/fetch-jobs calls it, with the offline language model (no
 * embeddings: their cost is the provider's round trip, not ours): once over the same postings each run (as
 * repeated searches over the directory are, their documents remembered) and once over postings never seen
 * before (new job_ids each run, every text tokenised again). The baseline only tokenises the same jobs'
 * texts, the floor any lexical scorer pays; the two run in interleaved rounds so they share the machine's noise.
 * Each run records wall time and the process's CPU time: on a machine shared with other work the wall time
 * includes waiting for a core, the CPU time does not. It prints figures and never asserts.
 */

interface Scenario {
  label: string;
  run: () => Promise<unknown>;
  wall: number[];
  cpu: number[];
}

/** Warm-up rounds, then measured rounds; each round runs every scenario once, so they share the noise. */
async function timeInRounds(scenarios: Scenario[], { warmup, reads }: Pick<Options, 'warmup' | 'reads'>) {
  for (let pass = 0; pass < warmup; pass += 1) for (const scenario of scenarios) await scenario.run();
  for (let pass = 0; pass < reads; pass += 1) {
    for (const scenario of scenarios) {
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      await scenario.run();
      scenario.wall.push(Number(process.hrtime.bigint() - start) / 1e6);
      const used = process.cpuUsage(cpu);
      scenario.cpu.push((used.user + used.system) / 1000);
    }
  }
}

const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

interface Options {
  jobs: number;
  reads: number;
  warmup: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { jobs: 1_000, reads: 200, warmup: 50 };
  eachFlag(argv, (flag, value) => {
    if (flag === '--jobs') options.jobs = positiveWhole(value(), flag);
    else if (flag === '--reads') options.reads = positiveWhole(value(), flag);
    else if (flag === '--warmup') options.warmup = positiveWhole(value(), flag);
    else if (flag === '--help') {
      process.stdout.write('npm run bench:scoring -- [--jobs 1000] [--reads 200] [--warmup 50]\n');
      process.exit(0);
    } else throw new Error(`Unknown flag ${flag} (try --help)`);
  });
  return options;
}

const PROFILE: ScoringProfile = {
  resumeText: [
    'Jordan Rivera — Data Engineer, Austin, TX',
    'Senior Data Engineer, Lakehouse Labs (2021–present)',
    '- Built batch and streaming pipelines in Python and Apache Spark processing 2 TB a day',
    '- Designed the Snowflake warehouse and the dbt models analytics and finance use',
    '- Orchestrated ETL with Airflow on AWS; cut pipeline cost by 30%',
    'Data Engineer, Initech (2018–2021)',
    '- Wrote SQL transformations and Kafka consumers for event data; on call for data quality',
    'Skills: Python, SQL, Spark, Airflow, Kafka, Snowflake, dbt, AWS, Terraform',
    'Education: B.S. in Computer Science, University of Texas at Austin',
  ].join('\n'),
  headline: 'Data engineer building reliable data platforms',
  summary: 'Eight years of data pipelines, warehousing and analytics engineering in fintech and software.',
  skills: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'Kafka', 'Snowflake', 'dbt', 'AWS', 'Terraform'],
  targetTitles: ['Data Engineer', 'Senior Data Engineer'],
  location: 'Austin, TX',
  educations: ['B.S., Computer Science, University of Texas at Austin'],
  industries: ['data', 'analytics', 'fintech', 'software'],
};

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const all = generateDemoDirectory(new Date('2026-01-01T00:00:00Z')).jobs;
  const step = Math.max(1, Math.floor(all.length / options.jobs));
  const jobs: JobPosting[] = all.filter((_, index) => index % step === 0).slice(0, options.jobs);
  const scorer = new MatchScorer(new EmbeddedLanguageModel());

  const ranked = (await scorer.scoreJobs(PROFILE, jobs)).sort((a, b) => b.score - a.score);
  log(`# load average over 1 min before the runs: ${loadLine()} (${cpus().length} CPUs)`);
  log(
    `# ${jobs.length.toLocaleString('en-US')} demo jobs, ` +
      `${Math.round(jobs.reduce((sum, job) => sum + jobText(job).length, 0) / jobs.length)} characters each on average`,
  );
  log(
    `# top 3: ${ranked
      .slice(0, 3)
      .map((r) => `${r.job.job_title} (${r.score})`)
      .join(', ')}`,
  );
  log(`# bottom: ${ranked.at(-1)?.job.job_title} (${ranked.at(-1)?.score})`);

  let fresh = 0;
  const scenarios: Scenario[] = [
    {
      label: 'baseline: tokenise the job texts only',
      run: () => Promise.resolve(jobs.map((job) => tokenize(jobText(job)))),
      wall: [],
      cpu: [],
    },
    {
      label: 'MatchScorer.scoreJobs (lexical)',
      run: () => scorer.scoreJobs(PROFILE, jobs),
      wall: [],
      cpu: [],
    },
    {
      // New job_ids every run, so none of the postings' documents is remembered from an earlier search.
      label: 'scoreJobs, postings not seen before',
      run: () => {
        fresh += 1;
        return scorer.scoreJobs(
          PROFILE,
          jobs.map((job) => ({ ...job, job_id: `${job.job_id}#${fresh}` })),
        );
      },
      wall: [],
      cpu: [],
    },
  ];
  await timeInRounds(scenarios, options);

  const rows = scenarios.map((scenario) => ({
    label: scenario.label,
    wall: figures(scenario.wall),
    cpu: figures(scenario.cpu),
  }));
  const [baseline, scoring, unseen] = rows;
  log(`\n${options.reads} runs each after ${options.warmup} warm-up runs (ms; ratio = over the baseline's)`);
  log(`${'scenario'.padEnd(40)} wall: median     p95  ×median   ×p95 | cpu: median     p95`);
  for (const row of rows) {
    log(
      `${row.label.padEnd(40)}       ${ms(row.wall.p50)} ${ms(row.wall.p95)} ` +
        `${(row.wall.p50 / baseline.wall.p50).toFixed(1).padStart(8)} ${(row.wall.p95 / baseline.wall.p95).toFixed(1).padStart(6)} |` +
        `      ${ms(row.cpu.p50)} ${ms(row.cpu.p95)}`,
    );
  }
  log(
    `load average over 1 min: ${loadLine()} now (${cpus().length} CPUs); other work on the machine inflates every row`,
  );
  log(
    `\ngoal p95 < 50 ms for scoring ${jobs.length.toLocaleString('en-US')} jobs: wall ${round(scoring.wall.p95, 2)} ms ` +
      `(${scoring.wall.p95 < 50 ? 'met' : 'NOT met'}), CPU ${round(scoring.cpu.p95, 2)} ms ` +
      `(${scoring.cpu.p95 < 50 ? 'met' : 'NOT met'}); postings not seen before: wall ${round(unseen.wall.p95, 2)} ms, ` +
      `CPU ${round(unseen.cpu.p95, 2)} ms`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
