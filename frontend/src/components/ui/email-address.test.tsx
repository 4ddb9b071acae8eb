import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

/** The address with a | wherever the browser may break the line. */
function breakPoints(address: string): string {
  const { container } = render(<EmailAddress address={address} />);
  return [...container.firstElementChild!.childNodes]
    .map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent))
    .join('');
}

describe('EmailAddress', () => {
  it('lets an address break only after its @ and before its dots, never inside a word', () => {
    expect(breakPoints('margaret.hamilton@acme-analytics.example')).toBe(
      'margaret|.hamilton@|acme-analytics|.example',
    );
  });

  it('shows an address without an @ as it is, breaking before its dots', () => {
    expect(breakPoints('not-an-address')).toBe('not-an-address');
    expect(breakPoints('a.b')).toBe('a|.b');
  });
});
