import { Injectable } from '@nestjs/common';

/** How much of each plan limit a user has used in the current period. */
export interface PlanUsage {
  searches_used: number;
  write_used: number;
  emails_used: number;
  daily_used: number;
  contacts_used: number;
}

/**
 * Counts a user's usage against their plan. Nothing that uses a limit (e-mail searches, drafts, sending)
 * records events yet: they arrive with issues 5 and 6, which feed this query; until then every count is 0.
 */
@Injectable()
export class PlanUsageQuery {
  execute(_userId: string): Promise<PlanUsage> {
    return Promise.resolve({
      searches_used: 0,
      write_used: 0,
      emails_used: 0,
      daily_used: 0,
      contacts_used: 0,
    });
  }
}
