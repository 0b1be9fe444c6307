// The service worker's script at the root, so its scope is the whole store (decision 0037). Its code is a
// static file, public/service-worker.js; this script only names the build it belongs to. It is built once
// per `next build`, so each build gives it new bytes: the browser, which checks it on every navigation,
// installs the new worker, whose caches carry the new build's name and replace the old ones.
export const dynamic = 'force-static';

/** This build's name: when `next build` rendered this route. */
const BUILD = Date.now().toString(36);

export function GET() {
  return new Response(
    `self.BUILD=${JSON.stringify(BUILD)};importScripts(${JSON.stringify(`/service-worker.js?build=${BUILD}`)});\n`,
    {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        // Checked for a new build on every navigation (browsers never keep a worker's script over 24 h).
        'cache-control': 'no-cache',
      },
    },
  );
}
