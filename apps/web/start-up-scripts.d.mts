import type { ServerResponse } from 'node:http';

export const START_AT_LATEST_MS: number;
export function startUpScript(sources: readonly string[], nonce: string | null): string;
export function createStartUpRewriter(): { push(text: string): string; finish(): string };
export function deferStartUpScripts<T extends ServerResponse>(response: T): T;
