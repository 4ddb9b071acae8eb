import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlanBadge } from './components/plan-badge';

// Plan names come from the backend's zod-free module; the badge needs no schema library.
vi.mock('zod', () => {
  throw new Error('full zod was loaded');
});

describe('PlanBadge', () => {
  it('shows an empty plan as Free', () => {
    render(<PlanBadge roleName="  " />);
    expect(screen.getByText('Free')).toBeInTheDocument();
  });
});
