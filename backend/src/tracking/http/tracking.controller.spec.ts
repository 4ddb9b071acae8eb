import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RateLimiters } from '../../platform/security/rate-limiter';
import type { TrackingRecorder } from '../tracking-recorder';
import { TrackingController } from './tracking.controller';

const storeDown = (): TrackingRecorder =>
  ({
    openTarget: () => ({ contactId: 'c', messageId: 'm' }),
    clickTarget: () => ({ contactId: 'c', messageId: 'm', url: 'https://example.com/jobs' }),
    recordOpen: () => Promise.reject(new Error('database unavailable')),
    recordClick: () => Promise.reject(new Error('database unavailable')),
  }) as unknown as TrackingRecorder;

const request = {
  ip: '203.0.113.9',
  method: 'GET',
  get: () => 'Mozilla/5.0',
} as unknown as Request;

function response() {
  const seen: { status?: number; redirect?: [number, string]; body?: unknown } = {};
  const res = {
    set: () => res,
    type: () => res,
    status: (status: number) => ((seen.status = status), res),
    end: (body: unknown) => ((seen.body = body), res),
    send: (body: unknown) => ((seen.body = body), res),
    redirect: (status: number, url: string) => ((seen.redirect = [status, url]), res),
  };
  return { res: res as unknown as Response, seen };
}

describe('tracking routes when a hit cannot be stored', () => {
  // The lost hit is logged as a warning: asserted here rather than printed in the test run.
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('still redirects the click to its signed URL, and logs the lost hit', async () => {
    const { res, seen } = response();
    await new TrackingController(storeDown(), RateLimiters.inMemory()).click('token', 'u', 's', request, res);
    expect(seen.redirect).toEqual([302, 'https://example.com/jobs']);
    expect(warn).toHaveBeenCalledWith('tracking hit not recorded: database unavailable');
  });

  it('still answers the open with the pixel, and logs the lost hit', async () => {
    const { res, seen } = response();
    await new TrackingController(storeDown(), RateLimiters.inMemory()).open('token.gif', request, res);
    expect(seen.status).toBe(200);
    expect(Buffer.isBuffer(seen.body)).toBe(true);
    expect(warn).toHaveBeenCalledWith('tracking hit not recorded: database unavailable');
  });
});
