import { RequestValidationError } from '../../platform/http/request-validation.error';
import { deleteSelectedJobOf } from './delete-selected-job-input';

describe('the saved job a DELETE names', () => {
  it('takes the pair to delete from the body or the query string, the body first', () => {
    expect(
      deleteSelectedJobOf({ job_title: 'Analyst' }, { company_name: 'Acme', job_title: 'Other' }),
    ).toEqual({
      job_title: 'Analyst',
      company_name: 'Acme',
    });
    expect(deleteSelectedJobOf(undefined, { job_title: 'Analyst', company_name: 'Acme' })).toEqual({
      job_title: 'Analyst',
      company_name: 'Acme',
    });
    expect(() => deleteSelectedJobOf({}, {})).toThrow(RequestValidationError);
    expect(() => deleteSelectedJobOf({ job_title: 'Analyst' }, {})).toThrow(
      'company_name: company_name is required',
    );
  });
});
