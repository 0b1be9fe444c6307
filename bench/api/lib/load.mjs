// Load generation with autocannon's programmatic API. Every request takes the next path of a rotation,
// so the database sees several categories, pages and search terms instead of one hot cached row.
import autocannon from 'autocannon';

/** Runs `seconds` of closed-loop load with `connections` keep-alive connections; returns the figures. */
export async function measure({ baseUrl, paths, connections, seconds }) {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // Longer than any run: autocannon's default (10 s) abandons a slow request and sends a new one, which
    // grows the server's backlog without bound; this way at most `connections` requests are ever queued,
    // and a 12-second answer is reported as 12 s instead of disappearing into an error count.
    timeout: Math.max(60, seconds * 2),
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return summarize(result);
}

function summarize(result) {
  const completed = result.requests.total;
  // No answer within the run means "slower than the run", not 0 ms: keep it from passing an aim.
  const latency = (value) => (completed > 0 ? value : Number.POSITIVE_INFINITY);
  return {
    rps: completed / result.duration,
    p50: latency(result.latency.p50),
    p99: latency(result.latency.p99),
    max: latency(result.latency.max),
    requests: completed,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: completed > 0 ? Math.round(result.throughput.total / completed) : 0,
  };
}

/**
 * Waits until the server has worked off what the last run left queued. autocannon stops sending when its
 * time is up, but a slow server keeps executing the requests already accepted; without this wait that
 * backlog would be billed to the next target. /ready runs `SELECT 1` through the same pool (or PGlite's
 * single connection), so it answers only once the queries queued before it have been handed out.
 */
export async function drain(baseUrl, timeoutMs = 600_000) {
  const started = Date.now();
  const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(timeoutMs) });
  await response.arrayBuffer();
  return (Date.now() - started) / 1000;
}

/**
 * Fetches every path once before any load: a wrong parameter (a 400) or a term that finds nothing would
 * otherwise be measured as if it were real work. Returns how many answers had data.
 */
export async function checkPaths(baseUrl, paths) {
  let withData = 0;
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`);
    const body = await response.json();
    if (!response.ok) throw new Error(`GET ${path} → ${response.status} ${JSON.stringify(body)}`);
    if (Array.isArray(body.data) ? body.data.length > 0 : body.data != null) withData += 1;
  }
  return withData;
}
