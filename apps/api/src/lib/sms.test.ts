import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Simulator, startSimulator } from '../../../payment-simulator/src/server.js';
import { SIMULATOR_TWILIO, type SmsConfig } from '../config-sms.js';
import { SmsError, twilioProvider } from './sms.js';

// The Twilio adapter against the simulator of Twilio's Messages API: Basic auth with the Account SID and Auth
// Token, a form-encoded To/From/Body, the Message resource's sid back, and Twilio's error answers.

let simulator: Simulator;
let config: SmsConfig;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
  config = { simulated: true, baseUrl: `${simulator.url}/twilio`, ...SIMULATOR_TWILIO };
});
afterAll(() => simulator.close());

const refusal = async (send: Promise<unknown>) => {
  const error = await send.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
};

describe('Twilio adapter', () => {
  it('sends a text and answers its sid; the body arrives whole (Arabic, &, =, +, new lines)', async () => {
    const body = 'رمزك 123456 & a=b + c\nسطر';
    const { id } = await twilioProvider(config).send('+201012345678', body);
    expect(id).toMatch(/^SM[0-9a-f]{32}$/);
    const recorded = simulator.twilio.messages.find((message) => message.sid === id);
    expect(recorded).toMatchObject({
      to: '+201012345678',
      from: SIMULATOR_TWILIO.from,
      body,
      encoding: 'UCS-2',
    });
  });

  it('sends through a Messaging Service when the sender is one (MG…)', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const { id } = await twilioProvider({ ...config, from: service }).send('+201012345678', 'Hello');
    expect(simulator.twilio.messages.find((message) => message.sid === id)?.from).toBe(service);
  });

  it('is refused with a wrong token or another account: 401, code 20003', async () => {
    const wrongToken = await refusal(
      twilioProvider({ ...config, authToken: 'wrong' }).send('+201012345678', 'x'),
    );
    expect(wrongToken).toMatchObject({ status: 401, code: 20003 });
    const otherAccount = await refusal(
      twilioProvider({ ...config, accountSid: `AC${'1'.repeat(32)}` }).send('+201012345678', 'x'),
    );
    expect(otherAccount).toMatchObject({ status: 401, code: 20003 });
  });

  it("reports Twilio's refusals of a number or a body with their codes", async () => {
    const provider = twilioProvider(config);
    expect(await refusal(provider.send('+15005550001', 'x'))).toMatchObject({ status: 400, code: 21211 });
    expect(await refusal(provider.send('+15005550009', 'x'))).toMatchObject({ status: 400, code: 21614 });
    expect(await refusal(provider.send('+201012345678', ''))).toMatchObject({ status: 400, code: 21602 });
  });

  it('reports an unreachable provider without a status', async () => {
    const error = await refusal(
      twilioProvider({ ...config, baseUrl: 'http://127.0.0.1:9' }).send('+20101', 'x'),
    );
    expect(error.status).toBeNull();
  });
});
