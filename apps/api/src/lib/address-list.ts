import { BlockList, isIP } from 'node:net';

/** `127.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`: a list of addresses and networks, asked with `has(ip)`. */
export function addressList(entries: string[]) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) throw new Error(`Invalid environment:\n  METRICS_ALLOW: ${entry} is no address`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    has(ip: string): boolean {
      // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
      const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
      const type = isIP(plain);
      return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
    },
  };
}
