#!/usr/bin/env node
// `npm start`: builds what is missing or stale, starts the API (:4000) and the storefront (:3000) on the
// embedded database with the demo catalog, and prints both addresses. Without gateway keys (PAYTABS_*, OPAY_*,
// BOSTA_API_KEY) the simulator (:4010) stands in for PayTabs, OPay and the courier Bosta, outside production (there only with
// PAYMENT_SIMULATOR=true; without keys the API refuses to start). `npm run dev` runs both in watch mode.
// Ctrl-C stops both; if one dies, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiDir, buildIfStale, root, webDir } from './lib/build.mjs';
import { usesPaymentSimulator } from './lib/payment-simulator.mjs';

const dev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const simulatorPort = process.env.PAYMENT_SIMULATOR_PORT ?? '4010';
// `--dev` runs the API in development; otherwise it keeps the environment's NODE_ENV.
const simulated = usesPaymentSimulator(process.env, dev ? 'development' : process.env.NODE_ENV);

const children = [];
function start(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${apiUrl}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the API did not become ready on ${apiUrl}`);
}

const apiEnv = {
  ...process.env,
  API_PORT: apiPort,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${webPort}`,
  PAYMENT_SIMULATOR_URL: process.env.PAYMENT_SIMULATOR_URL ?? `http://127.0.0.1:${simulatorPort}`,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
};
const webEnv = { ...process.env, API_URL: process.env.API_URL ?? apiUrl, PORT: webPort };
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

if (simulated) {
  start('payment simulator', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/payment-simulator'),
    env: { ...process.env, PAYMENT_SIMULATOR_PORT: simulatorPort },
  });
}

if (dev) {
  start('API', process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...apiEnv, NODE_ENV: 'development' },
  });
  await waitForApi(120_000);
  start('storefront', process.execPath, [nextBin, 'dev', '-p', webPort], { cwd: webDir, env: webEnv });
} else {
  buildIfStale();
  // The API keeps the environment's NODE_ENV (development by default: sign-up codes show in its log and
  // under /dev/outbox for this machine). Production needs NODE_ENV=production and a JWT_SECRET of its own.
  start('API', process.execPath, ['dist/server.js'], { cwd: apiDir, env: apiEnv });
  await waitForApi(180_000);
  // server.mjs rather than `next start`: it records the shopper's address, which Next.js alone cannot vouch for.
  // WEB_HOST: the address to listen on (all by default); the journeys listen on 127.0.0.1 only.
  const host = process.env.WEB_HOST ? ['-H', process.env.WEB_HOST] : [];
  start('storefront', process.execPath, ['server.mjs', '-p', webPort, ...host], {
    cwd: webDir,
    env: { ...webEnv, NODE_ENV: 'production' },
  });
}

const gateways = simulated
  ? `\n  Payments:   simulator on http://127.0.0.1:${simulatorPort} (no gateway keys set)` +
    `\n  Courier:    simulator on http://127.0.0.1:${simulatorPort}/bosta/deliveries/<tracking number>`
  : '';
console.log(
  `\n  Storefront: http://localhost:${webPort}\n  API:        ${apiUrl}  (docs: ${apiUrl}/docs)${gateways}\n`,
);
