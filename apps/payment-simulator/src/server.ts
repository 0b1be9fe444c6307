import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BostaSimulator, type BostaWebhookOptions } from './bosta.js';
import { type CallbackOptions, CallbackSender, DEFAULT_CALLBACK_OPTIONS } from './callbacks.js';
import { FawrySimulator } from './fawry.js';
import { parseJson, readBody, sendJson } from './http.js';
import { DEFAULT_KEYS, type SimulatorKeys } from './keys.js';
import { OpaySimulator } from './opay.js';
import { PaytabsSimulator } from './paytabs.js';
import { TwilioSimulator } from './twilio.js';

export type SimulatorOptions = {
  port?: number;
  host?: string;
  /**
   * The address browsers reach it at, which names its hosted payment pages; by default the address it
   * listens on. Needed where that is not one a browser can open (0.0.0.0 in a container).
   */
  publicUrl?: string;
  keys?: SimulatorKeys;
  callbacks?: Partial<CallbackOptions>;
  /** How the courier's webhooks are sent (delays, copies, order) and whether deliveries play by themselves. */
  courier?: Partial<BostaWebhookOptions>;
};

export type Simulator = {
  /** e.g. http://127.0.0.1:4010 (or the public URL); PayTabs lives under /paytabs, OPay under /opay, Fawry under /fawry. */
  url: string;
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  callbacks: CallbackSender;
  paytabs: PaytabsSimulator;
  opay: OpaySimulator;
  bosta: BostaSimulator;
  fawry: FawrySimulator;
  /** The SMS provider (Twilio's Messages API, under /twilio); its messages are listed at /twilio/messages. */
  twilio: TwilioSimulator;
  close: () => Promise<void>;
};

/**
 * The gateways (PayTabs, OPay, FawryPay under /fawry), the courier (Bosta, under /bosta) and the SMS provider (Twilio, under /twilio) on one port. `POST /_sim/options` (JSON, the CallbackOptions fields) changes how callbacks are
 * delivered: delayed, duplicated or dropped.
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const keys = options.keys ?? DEFAULT_KEYS;
  const callbacks = new CallbackSender({ ...DEFAULT_CALLBACK_OPTIONS, ...options.callbacks });
  let url = '';
  const paytabs = new PaytabsSimulator(keys.paytabs, () => `${url}/paytabs`, callbacks);
  const opay = new OpaySimulator(keys.opay, () => `${url}/opay`, callbacks);
  const bosta = new BostaSimulator(keys.bosta.apiKey, () => `${url}/bosta`, options.courier);
  const fawry = new FawrySimulator(keys.fawry, () => `${url}/fawry`, callbacks);
  const twilio = new TwilioSimulator(keys.twilio);

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://simulator').pathname;
    const handled = (async () => {
      if (path.startsWith('/paytabs/'))
        return paytabs.handle(request, response, path.slice('/paytabs'.length));
      if (path.startsWith('/opay/')) return opay.handle(request, response, path.slice('/opay'.length));
      if (path.startsWith('/bosta/')) return bosta.handle(request, response, path.slice('/bosta'.length));
      if (path.startsWith('/fawry/')) return fawry.handle(request, response, path.slice('/fawry'.length));
      if (path.startsWith('/twilio/')) return twilio.handle(request, response, path.slice('/twilio'.length));
      if (path === '/_sim/options' && request.method === 'POST') {
        const body = parseJson(await readBody(request)) ?? {};
        callbacks.options = { ...callbacks.options, ...(body as Partial<CallbackOptions>) };
        sendJson(response, 200, callbacks.options);
        return true;
      }
      if (path === '/health') {
        sendJson(response, 200, { status: 'ok' });
        return true;
      }
      return false;
    })();
    handled
      .then((done) => {
        if (!done) sendJson(response, 404, { message: 'not found' });
      })
      .catch(() => {
        if (!response.headersSent) sendJson(response, 500, { message: 'simulator error' });
      });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  url = options.publicUrl?.replace(/\/$/, '') ?? `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url,
    port: address.port,
    callbacks,
    paytabs,
    opay,
    bosta,
    fawry,
    twilio,
    close: async () => {
      bosta.close();
      fawry.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
