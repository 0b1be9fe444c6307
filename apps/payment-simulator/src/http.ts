import type { IncomingMessage, ServerResponse } from 'node:http';

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

export const header = (request: IncomingMessage, name: string): string => {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** A page that posts hidden fields to another site at once, as gateways hand the shopper back. */
export function renderAutoPost(action: string, fields: Record<string, string>, label: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(label)}</title></head>
<body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${inputs}
<noscript><button type="submit">${escapeHtml(label)}</button></noscript></form></body></html>`;
}
