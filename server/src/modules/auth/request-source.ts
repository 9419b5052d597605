import { isIPv6 } from 'node:net';

/**
 * Who a request comes from, for the per-source limits: an IPv4 address, or the /64 network of an
 * IPv6 one (a subscriber usually holds a whole /64, so its single addresses cost nothing to rotate).
 */
export function requestSource(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = groupsOf(tail ?? '');
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
