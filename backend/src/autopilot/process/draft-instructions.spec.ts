import { autopilotTaskRun, scoredJob } from '../testing/autopilot-task-run';
import { jobsInstructions } from './draft-instructions';

describe("the drafts' instructions", () => {
  it('name the chosen jobs at the company, best first, each title once, at most three', () => {
    const run = autopilotTaskRun('task-1', 'user-1');
    run.start(['Acme'], { jobScoreThreshold: 6 });
    run.send('BeginCompany', { company: 'Acme' });
    run.send('RecordScoredJobs', {
      company: 'Acme',
      jobs: [
        { ...scoredJob('a', 9), title: 'Data Engineer' },
        { ...scoredJob('b', 8), title: 'Data Engineer' },
        { ...scoredJob('c', 7), title: 'Analytics Engineer' },
        { ...scoredJob('d', 7), title: 'ML Engineer' },
        { ...scoredJob('e', 6), title: 'Platform Engineer' },
        { ...scoredJob('f', 2), title: 'Recruiter' },
      ],
    });

    expect(jobsInstructions('Acme', run.state.companies.Acme)).toBe(
      'Mention my interest in the Data Engineer, Analytics Engineer, ML Engineer roles open at Acme.',
    );
  });

  it("name the user's selection after a review, and nothing after 'continue without jobs'", () => {
    const run = autopilotTaskRun('task-1', 'user-1');
    run.start(['Acme', 'Globex'], { jobScoreThreshold: 10 });
    for (const company of ['Acme', 'Globex']) {
      run.send('BeginCompany', { company });
      run.send('RecordScoredJobs', {
        company,
        jobs: [
          { ...scoredJob(`${company}-1`, 5), title: 'Data Engineer' },
          { ...scoredJob(`${company}-2`, 4), title: 'Data Analyst' },
        ],
      });
    }
    run.send('ContinueWithSelectedJobs', { company: 'Acme', jobIds: ['Acme-2'] });
    run.send('ContinueWithoutJobs', { company: 'Globex', contactCount: 2 });

    expect(jobsInstructions('Acme', run.state.companies.Acme)).toBe(
      'Mention my interest in the Data Analyst role open at Acme.',
    );
    expect(jobsInstructions('Globex', run.state.companies.Globex)).toBeUndefined();
  });
});
