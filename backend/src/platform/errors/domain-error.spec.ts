import { DomainError, domainError, givenMessage } from './domain-error';

class FixedError extends domainError('TEST.FIXED', 'Always the same', 'id') {}
class BuiltError extends domainError('TEST.BUILT', (count: number) => `Only ${count} left`) {}
class FieldChosenError extends domainError(
  'TEST.FIELD_CHOSEN',
  (_field: 'name' | 'url', message: string) => message,
  (field) => field,
) {}
class OtherFixedError extends domainError('TEST.OTHER', 'Another') {}
class WordedError extends domainError('TEST.WORDED', givenMessage, 'files') {}

describe('domainError', () => {
  it('declares an error with a fixed code, message and field', () => {
    const error = new FixedError();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'FixedError',
      code: 'TEST.FIXED',
      message: 'Always the same',
      field: 'id',
    });
  });

  it('builds the message from the constructor arguments and leaves the field out when there is none', () => {
    const error = new BuiltError(3);
    expect(error).toMatchObject({ name: 'BuiltError', code: 'TEST.BUILT', message: 'Only 3 left' });
    expect(error.field).toBeUndefined();
  });

  it('takes the field from the constructor arguments when the error is about a field the caller names', () => {
    expect(new FieldChosenError('url', 'url: not a link')).toMatchObject({
      code: 'TEST.FIELD_CHOSEN',
      message: 'url: not a link',
      field: 'url',
    });
  });

  it('takes the message its thrower words', () => {
    expect(new WordedError('files: not an export')).toMatchObject({
      code: 'TEST.WORDED',
      message: 'files: not an export',
      field: 'files',
    });
  });

  it('keeps each error its own class, so a rejection names the one that was thrown', () => {
    expect(() => {
      throw new FixedError();
    }).toThrow(FixedError);
    expect(new FixedError()).not.toBeInstanceOf(OtherFixedError);
    expect(new OtherFixedError()).not.toBeInstanceOf(FixedError);
  });
});
