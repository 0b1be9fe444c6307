export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare function requestIdFor(given: string | string[] | undefined, trustedProxies: number): string;
