// The shopper's address as the storefront's server can vouch for it, shared by server.mjs and its test.

/** The header through which server.mjs hands the address to the app; any value a client sends is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-coffee-client-address';

/**
 * The client's address: the socket's peer when nothing trusted stands in front of the storefront, else the
 * entry that the outermost of `trustedProxies` proxies appended to X-Forwarded-For. Entries further left
 * were written by whoever sent the request and prove nothing.
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s) as received
 * @param {string | undefined} peer the socket's remote address
 * @param {number} trustedProxies how many reverse proxies of our own stand in front of the storefront
 * @returns {string | undefined}
 */
export function clientAddressOf(forwardedFor, peer, trustedProxies) {
  if (trustedProxies <= 0) return peer;
  const listed = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...listed, ...(peer ? [peer] : [])];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}
