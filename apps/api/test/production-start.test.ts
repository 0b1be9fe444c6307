import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const noKeys = {
  PAYTABS_PROFILE_ID: '',
  PAYTABS_SERVER_KEY: '',
  OPAY_MERCHANT_ID: '',
  OPAY_PUBLIC_KEY: '',
  OPAY_SECRET_KEY: '',
  BOSTA_API_KEY: '',
  FAWRY_MERCHANT_CODE: '',
  FAWRY_SECURE_KEY: '',
};

/** Runs the real server (as `npm run dev` does) until it exits, or kills it after `ms`; its exit and output. */
async function runServer(env: Record<string, string>, ms: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    // A database nobody serves: the server must stop before it needs one.
    env: { ...process.env, API_PORT: '4733', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  const [code, signal] = await once(child, 'exit');
  clearTimeout(timer);
  return { code: code as number | null, signal: signal as string | null, output };
}

describe('the API server in production', () => {
  it('refuses to start without gateway keys, naming them, rather than trust the simulator', async () => {
    const run = await runServer({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), ...noKeys }, 45_000);
    expect(run.signal, 'the server kept running').toBeNull();
    expect(run.code).not.toBe(0);
    for (const name of Object.keys(noKeys)) expect(run.output).toContain(name);
  });
});
