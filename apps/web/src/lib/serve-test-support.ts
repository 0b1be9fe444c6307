import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** serve.mjs, the storefront's real HTTP layer. */
export const SERVE = path.resolve(import.meta.dirname, '../../serve.mjs');

/**
 * Runs `serve()` of serve.mjs in a child process with `handler` (JavaScript source of a
 * `(request, response) => …` function; `prelude` may declare what it uses) and the given options. `listening`
 * resolves once it accepts connections; `output` is everything it printed.
 */
export function spawnServe({
  handler,
  prelude = '',
  port,
  trustedProxies = 0,
  shutdownTimeoutMs = 5000,
  env = {},
}: {
  handler: string;
  prelude?: string;
  port: number;
  trustedProxies?: number;
  shutdownTimeoutMs?: number;
  env?: Record<string, string>;
}) {
  const script = `
    import { serve } from ${JSON.stringify(SERVE)};
    ${prelude}
    await serve(${handler}, { port: ${port}, hostname: '127.0.0.1', trustedProxies: ${trustedProxies}, shutdownTimeoutMs: ${shutdownTimeoutMs} });
    console.log('listening');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const listening = (async () => {
    while (!output.includes('listening')) {
      if (child.exitCode !== null) throw new Error(output);
      await sleep(50);
    }
  })();
  return { child, exited, listening, output: () => output };
}
