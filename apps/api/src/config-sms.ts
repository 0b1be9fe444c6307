import type { SmsConfig } from './lib/sms.js';

/**
 * The SMS provider (Twilio's Messages API) or none. Kept apart from the payment gateways (config-gateways.ts):
 * an SMS account is not a payment account, and SMS=none is a shop's choice that no gateway has.
 */

/** The simulator's published account (apps/payment-simulator/src/keys.ts): never an account in production. */
export const SIMULATOR_TWILIO = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'SIM-TWILIO-AUTH-TOKEN-000000000',
  from: '+15005550006',
};

export type { SmsConfig };

export type SmsEnv = {
  NODE_ENV: 'development' | 'test' | 'production';
  PAYMENT_SIMULATOR?: 'true' | 'false' | undefined;
  PAYMENT_SIMULATOR_URL: string;
  SMS?: 'twilio' | 'none' | undefined;
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_FROM?: string | undefined;
  TWILIO_BASE_URL?: string | undefined;
};

const KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/**
 * Twilio with its keys, the simulator without them (outside production, or PAYMENT_SIMULATOR=true), or null
 * with SMS=none (texts are then left unsent: codes and news still go by email). Problems are pushed, so
 * loadConfig names them together with the gateways'.
 */
export function loadSms(env: SmsEnv, problems: string[]): SmsConfig | null {
  if (env.SMS === 'none') return null;
  const simulator = env.PAYMENT_SIMULATOR ? env.PAYMENT_SIMULATOR === 'true' : env.NODE_ENV !== 'production';
  const missing = KEYS.filter((name) => !env[name]);
  if (missing.length === 0) {
    if (env.NODE_ENV === 'production' && env.TWILIO_AUTH_TOKEN === SIMULATOR_TWILIO.authToken) {
      problems.push("TWILIO_AUTH_TOKEN: the simulator's published token; production needs the account's own");
    }
    return {
      simulated: false,
      baseUrl: (env.TWILIO_BASE_URL ?? 'https://api.twilio.com').replace(/\/$/, ''),
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM ?? '',
    };
  }
  if (missing.length < KEYS.length) {
    problems.push(`${missing.join(', ')}: set all of ${KEYS.join(', ')}, or none for the simulator`);
  } else if (!simulator) {
    const when = env.NODE_ENV === 'production' ? 'in production' : 'with PAYMENT_SIMULATOR=false';
    problems.push(`${missing.join(', ')}: required ${when}, Twilio's account (SMS); SMS=none sends no texts`);
  }
  return {
    simulated: true,
    baseUrl: env.TWILIO_BASE_URL ?? `${env.PAYMENT_SIMULATOR_URL.replace(/\/$/, '')}/twilio`,
    ...SIMULATOR_TWILIO,
  };
}
