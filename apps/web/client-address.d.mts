export declare const CLIENT_ADDRESS_HEADER: 'x-coffee-client-address';
export declare function clientAddressOf(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  trustedProxies: number,
): string | undefined;
