// Child processes of the bench: the seeder, the API servers and the ceiling server. Each server runs in its
// own process so the load generator (this process) never shares an event loop with what it measures.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const running = new Set();

/** A port nobody listens on right now: the OS picks it, we release it and hand it to a child. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** Runs a command to completion, streaming its output with a prefix; rejects on a non-zero exit. */
export async function runToEnd(label, command, args, { env, cwd }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const prefix = (chunk) =>
    String(chunk)
      .split('\n')
      .filter(Boolean)
      .map((line) => `  [${label}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  const [code, signal] = await once(child, 'exit');
  running.delete(child);
  if (code !== 0) throw new Error(`${label} failed (exit ${code ?? signal})`);
}

/**
 * Starts a long-running server and resolves once `readyUrl` answers 2xx. Its output is kept (last lines
 * only) so a crash can be explained, and echoed only when it is a warning the run should show.
 */
export async function startServer(label, command, args, { env, cwd, readyUrl, timeoutMs = 180_000 }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const tail = [];
  const keep = (chunk) => {
    tail.push(...String(chunk).split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
    running.delete(child);
  });

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${label} exited before it was ready:\n${tail.join('\n')}`);
    if (await answers(readyUrl)) return { label, child, tail };
    await sleep(250);
  }
  await stopChild(child);
  throw new Error(`${label} not ready after ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** SIGTERM (the API closes gracefully: pool and PGlite flushed), then SIGKILL if it hangs. */
export async function stopChild(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Stops every child still running, in parallel: the cleanup path of success, failure and ctrl-c alike. */
export async function stopAll() {
  await Promise.all([...running].map((child) => stopChild(child)));
}
