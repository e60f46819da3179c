import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address kept with a consent record, truncated before it is stored (issue 12): an IPv4 address loses
 * its last octet (`203.0.113.0`, a /24), an IPv6 address keeps its first 48 bits (`2001:db8:1::`, a /48).
 * Enough to tell where a choice came from, not which device made it. An IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, how a dual-stack socket reports IPv4) is an IPv4 address.
 */
export function truncateIp(address: string | null | undefined): string | null {
  if (!address) return null;
  // A zone index (`fe80::1%eth0`) names the local interface, nothing a record needs.
  const bare = address.trim().replace(/%.*$/, '');
  if (isIPv4(bare)) return truncateV4(bare);
  if (!isIPv6(bare)) return null;
  const groups = ipv6Groups(bare);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.0`;
  return formatV6([groups[0]!, groups[1]!, groups[2]!, 0, 0, 0, 0, 0]);
}

function truncateV4(address: string): string {
  const octets = address.split('.');
  return `${octets[0]}.${octets[1]}.${octets[2]}.0`;
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => Number.parseInt(group, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const fill = 8 - front.length - back.length;
  const groups = tail === undefined ? front : [...front, ...Array<number>(Math.max(0, fill)).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** RFC 5952's text form: lower-case hex, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatV6(groups: readonly number[]): string {
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.length < 2) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}
