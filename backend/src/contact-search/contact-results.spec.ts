import { contactIdFor } from '../contacts/contact-id';
import type { DirectoryPerson } from '../platform/directory/directory.port';
import { aPerson } from '../platform/directory/testing/directory-factories';
import { byScoreThenName, contactResult, reachable } from './contact-results';

const person = (first: string, email: string | null, extra: Partial<DirectoryPerson> = {}): DirectoryPerson =>
  aPerson({
    first_name: first,
    last_name: 'Tester',
    email,
    position: 'Engineer',
    company_name: 'Acme',
    ...extra,
  });

const entry = (p: DirectoryPerson) => ({ person: p, askedName: 'acme', company: undefined });

describe('contact results', () => {
  it('keeps people with an e-mail, each address once whatever its case', () => {
    const kept = reachable([
      entry(person('Ada', 'ada@acme.example')),
      entry(person('Nobody', null)),
      entry(person('Blank', '  ')),
      entry(person('Ada again', ' ADA@acme.example ')),
      entry(person('Bob', 'bob@acme.example')),
    ]);
    expect(kept.map((found) => found.person.first_name)).toEqual(['Ada', 'Bob']);
  });

  it('names a team mailbox listed without a name after its mailbox and company, so it can be saved', () => {
    const [careers, talent] = reachable([
      entry(person('', 'careers@acme.example', { last_name: '', email_type: 'generic' })),
      entry(person(' ', 'talent.team@acme.example', { last_name: ' ', email_type: 'generic' })),
    ]);
    expect([careers.person.first_name, careers.person.last_name]).toEqual(['Careers', 'Acme']);
    expect([talent.person.first_name, talent.person.last_name]).toEqual(['Talent Team', 'Acme']);
    const [named] = reachable([entry(person('Ada', 'ada@acme.example', { last_name: '' }))]);
    expect([named.person.first_name, named.person.last_name]).toEqual(['Ada', '']);
  });

  it('derives the contact id the caller would save the person under', () => {
    const [found] = reachable([entry(person('Ada', ' ada@acme.example '))]);
    const result = contactResult('user-1', found, 0.42, { job_title: { score: 0.5, terms: ['engineer'] } });
    expect(result).toMatchObject({
      contact_id: contactIdFor('user-1', 'ada@acme.example'),
      email_address: 'ada@acme.example',
      full_name: 'Ada Tester',
      company_name: 'Acme',
      total_score: 0.42,
      saved: false,
    });
  });

  it('sorts best score first, then by name, then by address', () => {
    const results = reachable([
      entry(person('Cy', 'cy@acme.example')),
      entry(person('Bea', 'bea2@acme.example')),
      entry(person('Bea', 'bea1@acme.example')),
      entry(person('Al', 'al@acme.example')),
    ]).map((found, index) => contactResult('u', found, [0.5, 0.9, 0.9, 0.5][index], {}));
    expect(results.sort(byScoreThenName).map((result) => result.email_address)).toEqual([
      'bea1@acme.example',
      'bea2@acme.example',
      'al@acme.example',
      'cy@acme.example',
    ]);
  });
});
