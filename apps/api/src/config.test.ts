import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { SIMULATOR_KEYS } from './config-gateways.js';

// SMS=none: the SMS provider's own tests are below; these are about the gateways.
const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), SMS: 'none' };
const paytabsKeys = { PAYTABS_PROFILE_ID: '12345', PAYTABS_SERVER_KEY: 'SRV-live-key-of-the-shop' };
const opayKeys = {
  OPAY_MERCHANT_ID: '2818210001',
  OPAY_PUBLIC_KEY: 'OPAYPUB-live',
  OPAY_SECRET_KEY: 'OPAYPRV-live',
};
const bostaKeys = { BOSTA_API_KEY: 'bosta-live-business-key' };
const fawryKeys = { FAWRY_MERCHANT_CODE: 'is0N+YQzlE4==', FAWRY_SECURE_KEY: 'fawry-live-secure-key' };
const PAYTABS_NAMES = ['PAYTABS_PROFILE_ID', 'PAYTABS_SERVER_KEY'];
const OPAY_NAMES = ['OPAY_MERCHANT_ID', 'OPAY_PUBLIC_KEY', 'OPAY_SECRET_KEY'];

/** The message loadConfig refuses with, or null when it loads. */
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('payment gateways in production', () => {
  it('refuses to start without keys, naming every missing variable of every gateway', () => {
    const message = refusal(production);
    expect(message).not.toBeNull();
    for (const name of [...PAYTABS_NAMES, ...OPAY_NAMES]) expect(message).toContain(name);
    expect(message).toContain('PAYMENT_SIMULATOR=true');
  });

  it('names only the gateway whose keys are missing', () => {
    const message = refusal({ ...production, ...paytabsKeys });
    for (const name of OPAY_NAMES) expect(message).toContain(name);
    for (const name of PAYTABS_NAMES) expect(message).not.toContain(name);
    expect(refusal({ ...production, ...opayKeys })).toContain('PAYTABS_SERVER_KEY');
  });

  it('starts with real keys for every gateway, and talks to the gateways themselves', () => {
    const config = loadConfig({ ...production, ...paytabsKeys, ...opayKeys, ...bostaKeys, ...fawryKeys });
    expect(config.paytabs).toMatchObject({ simulated: false, baseUrl: 'https://secure-egypt.paytabs.com' });
    expect(config.opay).toMatchObject({ simulated: false, baseUrl: 'https://api.opaycheckout.com' });
    expect(config.paytabs.serverKey).toBe(paytabsKeys.PAYTABS_SERVER_KEY);
  });

  it("refuses the simulator's published keys given as real ones", () => {
    const simulatorKeys = {
      PAYTABS_PROFILE_ID: SIMULATOR_KEYS.paytabs.profileId,
      PAYTABS_SERVER_KEY: SIMULATOR_KEYS.paytabs.serverKey,
      OPAY_MERCHANT_ID: SIMULATOR_KEYS.opay.merchantId,
      OPAY_PUBLIC_KEY: SIMULATOR_KEYS.opay.publicKey,
      OPAY_SECRET_KEY: SIMULATOR_KEYS.opay.secretKey,
    };
    const message = refusal({ ...production, ...simulatorKeys });
    expect(message).toContain('PAYTABS_SERVER_KEY');
    expect(message).toContain('OPAY_SECRET_KEY');
  });

  it('uses the simulator only when asked with PAYMENT_SIMULATOR=true', () => {
    const config = loadConfig({ ...production, PAYMENT_SIMULATOR: 'true' });
    expect(config.paytabs).toMatchObject({ simulated: true, serverKey: SIMULATOR_KEYS.paytabs.serverKey });
    expect(config.opay.simulated).toBe(true);
    // A gateway with keys still talks to the real service.
    const mixed = loadConfig({ ...production, ...paytabsKeys, PAYMENT_SIMULATOR: 'true' });
    expect([mixed.paytabs.simulated, mixed.opay.simulated]).toEqual([false, true]);
    expect(refusal({ ...production, PAYMENT_SIMULATOR: 'yes' })).toContain('PAYMENT_SIMULATOR');
  });
});

describe('payment gateways outside production', () => {
  it('use the simulator without keys (npm start on a fresh machine)', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect([config.paytabs.simulated, config.opay.simulated]).toEqual([true, true]);
    }
    expect(loadConfig({}).paytabs.baseUrl).toBe('http://127.0.0.1:4010/paytabs');
  });

  it('refuse to start without keys when the simulator is turned off', () => {
    expect(refusal({ NODE_ENV: 'development', PAYMENT_SIMULATOR: 'false' })).toContain('PAYTABS_SERVER_KEY');
  });

  it('still refuse half a set of keys', () => {
    expect(refusal({ PAYTABS_PROFILE_ID: '1' })).toContain('PAYTABS_SERVER_KEY');
  });
});

describe('the courier (Bosta)', () => {
  const payments = { ...production, ...paytabsKeys, ...opayKeys, ...fawryKeys };

  it('refuses to start in production without its key while the courier is on, and never falls back to the simulator', () => {
    const message = refusal(payments);
    expect(message).toContain('BOSTA_API_KEY');
    expect(message).not.toContain('PAYTABS');
    const config = loadConfig({ ...payments, ...bostaKeys });
    expect(config.bosta).toMatchObject({ simulated: false, baseUrl: 'https://app.bosta.co' });
    expect(config.bosta?.apiKey).toBe(bostaKeys.BOSTA_API_KEY);
  });

  it("refuses the simulator's published key given as the account's", () => {
    expect(refusal({ ...payments, BOSTA_API_KEY: SIMULATOR_KEYS.bosta.apiKey })).toContain('BOSTA_API_KEY');
  });

  it('ships without a courier when COURIER=none: no key asked for, nothing booked', () => {
    expect(loadConfig({ ...payments, COURIER: 'none' }).bosta).toBeNull();
  });

  it('uses the simulator outside production, or in production only when PAYMENT_SIMULATOR=true', () => {
    expect(loadConfig({}).bosta).toMatchObject({ simulated: true, baseUrl: 'http://127.0.0.1:4010/bosta' });
    expect(loadConfig({ ...payments, PAYMENT_SIMULATOR: 'true' }).bosta?.simulated).toBe(true);
  });
});

describe('Pay at Fawry (FawryPay)', () => {
  const others = { ...production, ...paytabsKeys, ...opayKeys, ...bostaKeys };

  it('refuses to start in production without its merchant code and secure key while it is on', () => {
    const message = refusal(others);
    expect(message).toContain('FAWRY_MERCHANT_CODE');
    expect(message).toContain('FAWRY_SECURE_KEY');
    expect(message).not.toContain('PAYTABS');
    expect(refusal({ ...others, FAWRY_MERCHANT_CODE: 'is0N+YQzlE4==' })).toContain('FAWRY_SECURE_KEY');
  });

  it('talks to FawryPay itself with its keys, the codes lasting 48 hours unless told otherwise', () => {
    const config = loadConfig({ ...others, ...fawryKeys });
    expect(config.fawry).toMatchObject({
      simulated: false,
      baseUrl: 'https://www.atfawry.com',
      merchantCode: fawryKeys.FAWRY_MERCHANT_CODE,
      secureKey: fawryKeys.FAWRY_SECURE_KEY,
      paymentHours: 48,
    });
    expect(loadConfig({ ...others, ...fawryKeys, FAWRY_PAYMENT_HOURS: '24' }).fawry?.paymentHours).toBe(24);
    expect(refusal({ ...others, ...fawryKeys, FAWRY_PAYMENT_HOURS: '0' })).toContain('FAWRY_PAYMENT_HOURS');
  });

  it("refuses the simulator's published key, and asks for nothing when FAWRY=off", () => {
    const published = { ...fawryKeys, FAWRY_SECURE_KEY: SIMULATOR_KEYS.fawry.secureKey };
    expect(refusal({ ...others, ...published })).toContain('FAWRY_SECURE_KEY');
    expect(loadConfig({ ...others, FAWRY: 'off' }).fawry).toBeNull();
  });

  it('uses the simulator outside production (npm start needs no account)', () => {
    expect(loadConfig({}).fawry).toMatchObject({
      simulated: true,
      baseUrl: 'http://127.0.0.1:4010/fawry',
      secureKey: SIMULATOR_KEYS.fawry.secureKey,
    });
  });
});

describe('SMS (Twilio)', () => {
  const ready = { ...production, ...paytabsKeys, ...opayKeys, ...bostaKeys, ...fawryKeys, SMS: 'twilio' };
  const twilioKeys = {
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'live-auth-token-of-the-shop',
    TWILIO_FROM: '+201000000000',
  };

  it('refuses to start in production without its keys, naming each, unless SMS=none', () => {
    const message = refusal(ready);
    for (const name of Object.keys(twilioKeys)) expect(message).toContain(name);
    expect(message).not.toContain('PAYTABS');
    expect(refusal({ ...ready, TWILIO_ACCOUNT_SID: twilioKeys.TWILIO_ACCOUNT_SID })).toContain('TWILIO_FROM');
    expect(loadConfig({ ...ready, SMS: 'none' }).sms).toBeNull();
  });

  it("talks to Twilio with the account's keys, and refuses the simulator's published token", () => {
    expect(loadConfig({ ...ready, ...twilioKeys }).sms).toEqual({
      simulated: false,
      baseUrl: 'https://api.twilio.com',
      accountSid: twilioKeys.TWILIO_ACCOUNT_SID,
      authToken: twilioKeys.TWILIO_AUTH_TOKEN,
      from: twilioKeys.TWILIO_FROM,
    });
    expect(
      refusal({ ...ready, ...twilioKeys, TWILIO_AUTH_TOKEN: 'SIM-TWILIO-AUTH-TOKEN-000000000' }),
    ).toContain('TWILIO_AUTH_TOKEN');
  });

  it('texts through the simulator outside production: `npm start` needs no account', () => {
    expect(loadConfig({}).sms).toMatchObject({ simulated: true, baseUrl: 'http://127.0.0.1:4010/twilio' });
  });
});
