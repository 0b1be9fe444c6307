// A small process supervisor for `npm run start:cluster`: starts each process, writes its output to a log file
// of its own, starts it again when it dies (after 0.5 s, doubling to 10 s while it keeps dying young), and on
// stop sends SIGTERM to all, then SIGKILL to whatever is still running after the grace period. It keeps the
// current pids in a state file, so the fault run can find the process it kills.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;
/** A process that ran this long before dying is restarted after the first delay again. */
const HEALTHY_AFTER_MS = 30_000;

export class Supervisor {
  /** @param {{ logDir: string, stateFile: string, log?: (line: string) => void }} options */
  constructor({ logDir, stateFile, log = (line) => console.log(line) }) {
    this.logDir = logDir;
    this.stateFile = stateFile;
    this.log = log;
    this.processes = new Map();
    this.stopping = false;
    mkdirSync(logDir, { recursive: true });
  }

  /**
   * Starts `name` and keeps it running until stop().
   * @param {string} name
   * @param {{ command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, port?: number }} spec
   */
  add(name, spec) {
    const entry = { name, spec, child: undefined, restarts: 0, delay: FIRST_DELAY_MS, timer: undefined };
    this.processes.set(name, entry);
    this.#launch(entry);
  }

  #launch(entry) {
    const { spec } = entry;
    const output = createWriteStream(path.join(this.logDir, `${entry.name}.log`), { flags: 'a' });
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(output, { end: false });
    child.stderr.pipe(output, { end: false });
    entry.child = child;
    entry.startedAt = Date.now();
    this.#writeState();
    child.once('exit', (code, signal) => {
      output.end();
      if (this.stopping) return;
      const ranMs = Date.now() - entry.startedAt;
      entry.delay = ranMs > HEALTHY_AFTER_MS ? FIRST_DELAY_MS : entry.delay;
      entry.restarts += 1;
      this.log(
        `${entry.name} (pid ${child.pid}) stopped (${signal ?? `exit ${code}`}); restarting in ${entry.delay / 1000} s — see ${path.relative(process.cwd(), path.join(this.logDir, `${entry.name}.log`))}`,
      );
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        if (!this.stopping) this.#launch(entry);
      }, entry.delay);
      entry.delay = Math.min(MAX_DELAY_MS, entry.delay * 2);
    });
  }

  /** Current pids and ports, for other tools (bench/fault kills one of them). */
  #writeState() {
    const state = Object.fromEntries(
      [...this.processes.values()].map((entry) => [
        entry.name,
        { pid: entry.child?.pid, port: entry.spec.port, restarts: entry.restarts },
      ]),
    );
    writeFileSync(
      this.stateFile,
      `${JSON.stringify({ supervisor: process.pid, processes: state }, null, 2)}\n`,
    );
  }

  /** SIGTERM to every process (in reverse order of starting: the balancer first), SIGKILL after `graceMs`. */
  async stop(graceMs = 12_000) {
    this.stopping = true;
    const entries = [...this.processes.values()].reverse();
    for (const entry of entries) clearTimeout(entry.timer);
    const running = entries
      .map((entry) => entry.child)
      .filter((child) => child && child.exitCode === null && child.signalCode === null);
    await Promise.all(
      running.map(async (child) => {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}
