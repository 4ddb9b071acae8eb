import { DASHBOARD_PERIOD_DAYS, type DashboardSummary } from './dashboard.api';

const none = { value: 0, previous: 0, change: 0 };
const noRate = { value: null, previous: null, change: null };

/** Spec §4: a failed load falls back to zeroed figures (the page says it could not load them and offers Retry). */
export function zeroedSummary(): DashboardSummary {
  return {
    firstName: '',
    totalDrafted: 0,
    totalSent: 0,
    totalOpened: 0,
    totalClicks: 0,
    totalResponses: 0,
    totalContacts: 0,
    sentMessages: [],
    receivedMessages: [],
    messagesNeedingResponse: [],
    messagesNeedingResponseCount: 0,
    period: { days: DASHBOARD_PERIOD_DAYS, currentStart: '', previousStart: '' },
    metrics: { responseRate: noRate, messagesSent: none, openRate: noRate, activeDrafts: none },
    actionItems: [],
    recentActivity: { items: [], total: 0, offset: 0, limit: 1 },
    generatedAt: '',
  };
}
