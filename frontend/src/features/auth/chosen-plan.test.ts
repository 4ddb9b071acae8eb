import {
  BILLING_CYCLES,
  PLAN_DISPLAY_NAMES,
  SELF_SERVE_PLANS,
} from '@outreach/backend/platform/plans/plan-names.contract';
import { describe, expect, it, vi } from 'vitest';
import { parseCycle, parsePlan } from './chosen-plan';

// The sign-up pages are in the first page load, which must not carry full zod.
vi.mock('zod', () => {
  throw new Error('full zod was loaded');
});

describe('chosen plan', () => {
  it("reads every self-serve plan by the backend's key and display name, whatever the case", () => {
    for (const plan of SELF_SERVE_PLANS) {
      expect(parsePlan(plan)).toBe(plan);
      expect(parsePlan(` ${PLAN_DISPLAY_NAMES[plan].toUpperCase()} `)).toBe(plan);
    }
    expect(parsePlan('Max')).toBeNull();
    expect(parsePlan(null)).toBeNull();
  });

  it("reads the backend's billing cycles and nothing else", () => {
    for (const cycle of BILLING_CYCLES) expect(parseCycle(cycle.toUpperCase())).toBe(cycle);
    expect(parseCycle('weekly')).toBeNull();
  });
});
