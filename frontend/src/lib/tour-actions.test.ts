import { describe, expect, it, vi } from 'vitest';
import { onTourAction, reportTourAction } from './tour-actions';

describe('tour actions', () => {
  it('given a listener, when a screen reports an action, then the listener receives it until it stops', () => {
    const listener = vi.fn();
    const stop = onTourAction(listener);
    reportTourAction({ type: 'jobs-selected', count: 2 });
    stop();
    reportTourAction({ type: 'drafts-viewed' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ type: 'jobs-selected', count: 2 });
  });
});
