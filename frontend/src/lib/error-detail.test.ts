import { describe, expect, it } from 'vitest';
import { parseErrorDetail, serverErrorMessage } from './error-detail';

describe('parseErrorDetail', () => {
  it('shows a string detail as it is', () => {
    expect(parseErrorDetail("Club code 'chess' is already taken")).toBe("Club code 'chess' is already taken");
  });

  it('joins a list of items with msg or message, naming the field from loc', () => {
    expect(
      parseErrorDetail([{ loc: ['body', 'club_name'], msg: 'Required' }, { message: 'Too many seats' }]),
    ).toBe('club_name: Required; Too many seats');
  });

  it('reads msg or message from an object', () => {
    expect(parseErrorDetail({ msg: 'Club is inactive' })).toBe('Club is inactive');
    expect(parseErrorDetail({ message: 'Club is full' })).toBe('Club is full');
  });

  it("falls back to 'Validation error' for anything else", () => {
    expect(parseErrorDetail(undefined)).toBe('Validation error');
    expect(parseErrorDetail(42)).toBe('Validation error');
    expect(parseErrorDetail({ reason: 'x' })).toBe('Validation error');
    expect(parseErrorDetail([{ loc: ['x'] }])).toBe('Validation error');
    expect(parseErrorDetail('  ')).toBe('Validation error');
  });
});

describe('serverErrorMessage', () => {
  it('uses the server detail when the response has one', () => {
    expect(serverErrorMessage({ status: 409, data: { detail: 'Taken' } }, 'Failed to create club')).toBe(
      'Taken',
    );
  });

  it('uses the action message when the response has no detail', () => {
    expect(serverErrorMessage({ status: 500, data: 'oops' }, 'Failed to create club')).toBe(
      'Failed to create club',
    );
    expect(serverErrorMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'Failed to delete club')).toBe(
      'Failed to delete club',
    );
  });
});
