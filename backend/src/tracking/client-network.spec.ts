import { ipPrefix } from './client-network';

describe('ipPrefix', () => {
  it('keeps the /24 of an IPv4 address', () => {
    expect(ipPrefix('203.0.113.77')).toBe('203.0.113.0/24');
  });

  it('treats IPv4-mapped IPv6 as IPv4', () => {
    expect(ipPrefix('::ffff:127.0.0.1')).toBe('127.0.0.0/24');
  });

  it('keeps the /48 of an IPv6 address, compressed or not', () => {
    expect(ipPrefix('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(ipPrefix('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(ipPrefix('::1')).toBe('0:0:0::/48');
  });

  it('gives null for a missing or malformed address', () => {
    expect(ipPrefix(undefined)).toBeNull();
    expect(ipPrefix('')).toBeNull();
    expect(ipPrefix('not-an-ip')).toBeNull();
  });
});
