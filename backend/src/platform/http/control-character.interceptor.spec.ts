import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { of } from 'rxjs';
import {
  ControlCharacterInterceptor,
  ControlCharacterPipe,
  controlCharacterProblems,
} from './control-character.interceptor';
import { RequestValidationError } from './request-validation.error';

const messages = (value: unknown) =>
  controlCharacterProblems(value).map((problem) => `${problem.loc.join('.')}: ${problem.msg}`);

function contextOf(request: { body?: unknown; query?: unknown; params?: unknown }): ExecutionContext {
  return {
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => ({ body: undefined, query: {}, params: {}, ...request }) }),
  } as unknown as ExecutionContext;
}

const handler: CallHandler = { handle: () => of('handled') };

describe('the edge rule for text', () => {
  it('names every string holding NUL, a lone surrogate or another control character, at any depth', () => {
    expect(
      messages({
        first_name: 'Nu\u0000l',
        tags: ['ok', 'ba\u001bd'],
        matches: { job_title: { terms: ['\ud800'] } },
        pair: '\ud83d\ude00 an emoji is a whole pair',
      }),
    ).toEqual([
      'first_name: first_name must not contain control characters',
      'tags.1: tags.1 must not contain control characters',
      'matches.job_title.terms.0: matches.job_title.terms.0 must not contain control characters',
    ]);
    expect(messages(['\u007f', '\u0085'])).toEqual([
      '0: 0 must not contain control characters',
      '1: 1 must not contain control characters',
    ]);
  });

  it('keeps line breaks and tabs, and every other character', () => {
    expect(messages({ summary: 'one\r\ntwo\tthree', name: 'Zoë 山田 \u200d', count: 3, flag: null })).toEqual(
      [],
    );
  });

  it('names an object whose key holds a control character', () => {
    expect(messages({ matches: { 'a\u0000': 1 } })).toEqual([
      'matches: matches must not have a key with control characters',
    ]);
  });

  it('walks nesting far deeper than a stack would take', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(controlCharacterProblems(deep)).toHaveLength(1);
  });

  it('names at most 20 fields', () => {
    expect(controlCharacterProblems(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(20);
  });

  it('refuses body, query, JSON held in a query parameter and path alike, and lets clean requests through', () => {
    const interceptor = new ControlCharacterInterceptor();
    const refused = (request: Parameters<typeof contextOf>[0]) => {
      try {
        interceptor.intercept(contextOf(request), handler);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(RequestValidationError);
        return (error as RequestValidationError).problems.map((problem) => problem.loc.join('.'));
      }
    };
    expect(refused({ body: { club: { name: 'Chess\u001b' } } })).toEqual(['club.name']);
    expect(refused({ query: { search: 'a\u0000' } })).toEqual(['search']);
    expect(refused({ query: { filters: '[{"column":"company","value":"a\\u0000"}]' } })).toEqual([
      'filters.0.value',
    ]);
    expect(refused({ params: { id: '\u0000' } })).toEqual(['id']);
    expect(refused({ query: { filters: '[not json' }, body: { name: 'Ada' }, params: { id: 'x' } })).toEqual(
      [],
    );
  });

  it('checks a multipart form’s fields once read, and nothing but bodies', () => {
    const pipe = new ControlCharacterPipe();
    expect(() => pipe.transform({ import_id: '\u0000' }, { type: 'body' })).toThrow(RequestValidationError);
    expect(pipe.transform('\u0000', { type: 'custom' })).toBe('\u0000');
    expect(pipe.transform({ import_id: 'ok' }, { type: 'body' })).toEqual({ import_id: 'ok' });
  });
});
