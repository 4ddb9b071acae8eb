import { isIPv4, isIPv6 } from 'node:net';
import { ipv6Groups } from '../platform/security/rate-limiter';

/**
 * The network a client address belongs to, so tracking events never hold a full IP address: the /24 of an
 * IPv4 address, the /48 of an IPv6 one (IPv4-mapped IPv6 counts as IPv4). null when the address is unusable.
 */
export function ipPrefix(address: string | undefined | null): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1] : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return null;
  return `${ipv6Groups(address)
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}
