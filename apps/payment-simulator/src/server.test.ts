import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_KEYS } from './keys.js';
import { type Simulator, startSimulator } from './server.js';

/** PayTabs' payment request, as the API sends it: answers the hosted page's address. */
async function hostedPageOf(listeningUrl: string): Promise<string> {
  const response = await fetch(`${listeningUrl}/paytabs/payment/request`, {
    method: 'POST',
    headers: { authorization: DEFAULT_KEYS.paytabs.serverKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      profile_id: DEFAULT_KEYS.paytabs.profileId,
      tran_type: 'sale',
      tran_class: 'ecom',
      cart_id: 'CM-2026-000001-AB12',
      cart_currency: 'EGP',
      cart_amount: '185.00',
      callback: '',
      return: '',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { redirect_url: string }).redirect_url;
}

describe('the simulator names its hosted page', () => {
  let simulator: Simulator | undefined;
  afterEach(async () => {
    await simulator?.close();
    simulator = undefined;
  });

  it('by the address it listens on, by default', async () => {
    simulator = await startSimulator({ port: 0 });
    const page = await hostedPageOf(simulator.url);
    expect(page).toMatch(new RegExp(`^${simulator.url}/paytabs/payment/page/TST\\d+$`));
    expect((await fetch(page)).status).toBe(200);
  });

  it('by its public URL when one is given (a container listening on 0.0.0.0)', async () => {
    simulator = await startSimulator({ port: 0, host: '0.0.0.0', publicUrl: 'https://pay.example.test/' });
    expect(simulator.url).toBe('https://pay.example.test');
    const listening = `http://127.0.0.1:${simulator.port}`;
    const page = await hostedPageOf(listening);
    expect(page).toMatch(/^https:\/\/pay\.example\.test\/paytabs\/payment\/page\/TST\d+$/);
    // The same page, reached where it really listens.
    expect((await fetch(page.replace('https://pay.example.test', listening))).status).toBe(200);
  });
});
