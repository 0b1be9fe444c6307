// Child processes of the web bench (builds, the API, the storefront). Every one is tracked so success,
// failure and ctrl-c all stop exactly what this bench started, by process id, and nothing else.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

const running = new Set();

function prefixed(label) {
  return (chunk) =>
    String(chunk)
      .split('\n')
      .filter(Boolean)
      .map((line) => `  [${label}] ${line}\n`)
      .join('');
}

/** Runs a command to completion, streaming its output with a prefix; rejects on a non-zero exit. */
export async function runToEnd(label, command, args, { env, cwd }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const prefix = prefixed(label);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  const [code, signal] = await once(child, 'exit');
  running.delete(child);
  if (code !== 0) throw new Error(`${label} failed (exit ${code ?? signal})`);
}

/**
 * Starts a long-running server. Its output is kept (the last lines, to explain a crash) and every line is
 * offered to `onLine` from the very first one, so a log message written before the server answered is not
 * missed. Resolves once `readyUrl` answers 2xx (with `headers`, if given).
 */
export async function startServer(label, command, args, options) {
  const { env, cwd, readyUrl, headers, timeoutMs = 180_000, onLine = () => {} } = options;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      tail.push(line);
      onLine(line);
    }
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
    if (await answers(readyUrl, headers)) return { label, child, tail, exited: () => exited };
    await sleep(300);
  }
  await stopChild(child);
  throw new Error(`${label} not ready after ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
}

export async function answers(url, headers) {
  try {
    const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** SIGTERM (the API closes gracefully, PGlite flushed), then SIGKILL if it hangs. */
export async function stopChild(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Stops every child still running, in parallel. */
export async function stopAll() {
  await Promise.all([...running].map((child) => stopChild(child)));
}
