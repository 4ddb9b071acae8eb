import { deciderSpec } from '../platform/testing/decider-spec';
import { MAX_SAVED_JOBS, savedJobDecider, type SavedJobCommand } from './saved-job.decider';
import { SavedJobNotFound, TooManySavedJobs } from './saved-job.errors';
import type { SavedJobEvent } from './saved-job.events';

const given = deciderSpec(savedJobDecider);

const userId = 'ada';
const job = (job_title: string, company_name = 'Acme Analytics', company_url = 'https://acme.example') => ({
  job_title,
  company_name,
  company_url,
});
const save = (...jobs: ReturnType<typeof job>[]): SavedJobCommand => ({
  type: 'SaveJobs',
  data: { userId, jobs },
});
const remove = (job_title: string, company_name = 'Acme Analytics'): SavedJobCommand => ({
  type: 'RemoveJob',
  data: { userId, job_title, company_name },
});
const saved = (
  job_title: string,
  company_name = 'Acme Analytics',
  company_url = 'https://acme.example',
): SavedJobEvent => ({
  type: 'JobSaved',
  data: {
    userId,
    jobKey: `${job_title.toLowerCase()}|${company_name.toLowerCase()}`,
    company_name,
    job_title,
    company_url,
  },
});
const removed = (job_title: string, company_name = 'Acme Analytics'): SavedJobEvent => ({
  type: 'JobRemoved',
  data: {
    userId,
    jobKey: `${job_title.toLowerCase()}|${company_name.toLowerCase()}`,
    company_name,
    job_title,
  },
});

describe('saved job decider', () => {
  describe('saving', () => {
    it('saves a new job under its lowercased title|company key', () => {
      given()
        .when(save(job('Data Analyst')))
        .then([saved('Data Analyst')]);
    });

    it('saves every new job of a list, in the order given', () => {
      given()
        .when(save(job('Data Analyst'), job('Data Engineer', 'Beta Bank', '')))
        .then([saved('Data Analyst'), saved('Data Engineer', 'Beta Bank', '')]);
    });

    it('records nothing when the job is already saved, whatever the case of its title and company', () => {
      given(saved('Data Analyst'))
        .when(save(job('Data Analyst')))
        .then([]);
      given(saved('Data Analyst'))
        .when(save(job('DATA analyst', 'acme ANALYTICS')))
        .then([]);
    });

    it('reads runs of spaces in the title or company as one space', () => {
      given(saved('Data Analyst'))
        .when(save(job('data   analyst', 'Acme\u00a0 Analytics')))
        .then([]);
      given(saved('Data Analyst'))
        .when(remove(' Data  Analyst ', 'ACME  analytics'))
        .then([removed('Data Analyst')]);
    });

    it('saves a job named twice in one list once', () => {
      given()
        .when(save(job('Data Analyst'), job('data analyst', 'ACME Analytics')))
        .then([saved('Data Analyst')]);
    });

    it('saves only the new jobs of a list that mixes saved and new ones', () => {
      given(saved('Data Analyst'))
        .when(save(job('Data Analyst'), job('Data Engineer')))
        .then([saved('Data Engineer')]);
    });

    it('saves a job again after it was removed', () => {
      given(saved('Data Analyst'), removed('Data Analyst'))
        .when(save(job('Data Analyst')))
        .then([saved('Data Analyst')]);
    });

    it(`saves up to ${MAX_SAVED_JOBS} jobs and refuses the one after`, () => {
      const full = Array.from({ length: MAX_SAVED_JOBS }, (_, index) => saved(`Job ${index}`));
      given(...full.slice(1))
        .when(save(job('Job 0')))
        .then([saved('Job 0')]);
      given(...full)
        .when(save(job('One more')))
        .thenThrows(TooManySavedJobs, `at most ${MAX_SAVED_JOBS} jobs`);
    });

    it('refuses a whole list that would go past the limit, and accepts saved ones when full', () => {
      const full = Array.from({ length: MAX_SAVED_JOBS - 1 }, (_, index) => saved(`Job ${index}`));
      given(...full)
        .when(save(job('New 1'), job('New 2')))
        .thenThrows(TooManySavedJobs);
      given(...full, saved('New 1'))
        .when(save(job('Job 3'), job('New 1')))
        .then([]);
    });

    it('counts removed jobs out of the limit', () => {
      const full = Array.from({ length: MAX_SAVED_JOBS }, (_, index) => saved(`Job ${index}`));
      given(...full, removed('Job 7'))
        .when(save(job('New')))
        .then([saved('New')]);
    });
  });

  describe('removing', () => {
    it('removes a saved job, naming it as it was saved', () => {
      given(saved('Data Analyst'))
        .when(remove('data ANALYST', 'acme analytics'))
        .then([removed('Data Analyst')]);
    });

    it('refuses to remove a job that is not saved with the spec’s message', () => {
      given().when(remove('Data Analyst')).thenThrows(SavedJobNotFound, 'Job not found in saved jobs.');
      given(saved('Data Analyst'), removed('Data Analyst'))
        .when(remove('Data Analyst'))
        .thenThrows(SavedJobNotFound, 'Job not found in saved jobs.');
      given(saved('Data Analyst')).when(remove('Data Analyst', 'Other Co')).thenThrows(SavedJobNotFound);
    });
  });
});
