import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, header, readBody, sendHtml, sendJson } from './http.js';

// Twilio's Programmable Messaging API as its reference documents it: POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (Account SID : Auth Token), a form-encoded
// body of To (E.164), From or MessagingServiceSid, and Body; 201 with the Message resource as JSON; errors as
// { code, message, more_info, status }. Test numbers follow Twilio's magic numbers: +15005550001 is invalid,
// +15005550009 cannot receive SMS.

export type TwilioKeys = { accountSid: string; authToken: string };

export type RecordedSms = {
  sid: string;
  to: string;
  from: string;
  body: string;
  /** 'GSM-7' or 'UCS-2', as a handset would encode it. */
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  dateCreated: string;
};

// The GSM 03.38 default alphabet and its extension table (each extension character costs two septets).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** How a handset sends a text: GSM-7 (160 septets, 153 a part) or else UCS-2 (70 code units, 67 a part). */
export function smsSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number; segments: number } {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else {
      const units = text.length; // UTF-16 code units, which is what UCS-2 counts
      return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'GSM-7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

const error = (response: ServerResponse, status: number, code: number, message: string) =>
  sendJson(response, status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });

export class TwilioSimulator {
  readonly messages: RecordedSms[] = [];

  constructor(private readonly keys: TwilioKeys) {}

  /** Answers requests under /twilio; false when the path is not one of its own. */
  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const create = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (create && request.method === 'POST') {
      await this.create(request, response, decodeURIComponent(create[1]!));
      return true;
    }
    if (path === '/messages' && request.method === 'GET') {
      const to = new URL(request.url ?? '/', 'http://simulator').searchParams.get('to');
      const listed = this.messages.filter((message) => !to || message.to === to).reverse();
      if (header(request, 'accept').includes('text/html')) sendHtml(response, 200, renderInbox(listed));
      else sendJson(response, 200, { messages: listed });
      return true;
    }
    return false;
  }

  private async create(request: IncomingMessage, response: ServerResponse, accountSid: string) {
    const [scheme, encoded] = header(request, 'authorization').split(' ');
    const [user, ...rest] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (
      scheme !== 'Basic' ||
      user !== this.keys.accountSid ||
      rest.join(':') !== this.keys.authToken ||
      accountSid !== this.keys.accountSid
    ) {
      return error(response, 401, 20003, 'Authenticate');
    }
    if (!header(request, 'content-type').startsWith('application/x-www-form-urlencoded')) {
      return error(response, 400, 21609, 'Invalid content type: a form-encoded body is expected');
    }
    const form = new URLSearchParams(await readBody(request));
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
    const body = form.get('Body') ?? '';
    if (!to) return error(response, 400, 21604, "A 'To' phone number is required.");
    if (!/^\+[1-9]\d{7,14}$/.test(to) || to === '+15005550001') {
      return error(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (to === '+15005550009') {
      return error(response, 400, 21614, `'To' number ${to} is not a valid mobile number`);
    }
    if (!from) return error(response, 400, 21603, "A 'From' phone number is required.");
    if (!body) return error(response, 400, 21602, 'Message body is required.');
    if (body.length > 1600) {
      return error(response, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    }
    const { encoding, segments } = smsSegments(body);
    const message: RecordedSms = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from,
      body,
      encoding,
      segments,
      dateCreated: new Date().toUTCString(),
    };
    this.messages.push(message);
    sendJson(response, 201, {
      sid: message.sid,
      account_sid: accountSid,
      to,
      from: form.get('From'),
      messaging_service_sid: form.get('MessagingServiceSid'),
      body,
      status: 'queued',
      num_segments: String(segments),
      num_media: '0',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: message.dateCreated,
      date_updated: message.dateCreated,
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      price_unit: 'USD',
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
    });
  }
}

/** The phone's inbox a developer reads: newest first. */
function renderInbox(messages: RecordedSms[]): string {
  const rows = messages
    .map(
      (message) =>
        `<li><p><strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.dateCreated)} · ` +
        `${message.encoding}, ${message.segments} segment(s)</p><p dir="auto">${escapeHtml(message.body)}</p></li>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>SMS sent (Twilio simulator)</title></head>
<body><h1>SMS sent (Twilio simulator)</h1><ul>${rows || '<li>None yet.</li>'}</ul></body></html>`;
}
