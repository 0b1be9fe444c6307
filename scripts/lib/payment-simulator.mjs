/**
 * Whether the API will send a gateway (or the courier) to the simulator, so the simulator must run: a gateway
 * lacks its keys, or the courier (Bosta, unless COURIER=none) or the SMS provider (Twilio, unless SMS=none) does, and the simulator is chosen (PAYMENT_SIMULATOR=true, the default outside production). The API decides
 * the same way (apps/api/src/config-gateways.ts) and, in production, refuses to start on missing keys
 * without that choice.
 * @param {NodeJS.ProcessEnv} env
 * @param {string | undefined} nodeEnv the API's NODE_ENV
 */
export function usesPaymentSimulator(env, nodeEnv = env.NODE_ENV) {
  const courierKeyMissing = (env.COURIER ?? 'bosta') === 'bosta' && !env.BOSTA_API_KEY;
  const smsKeyMissing = env.SMS !== 'none' && !env.TWILIO_AUTH_TOKEN;
  const keysMissing = !env.PAYTABS_SERVER_KEY || !env.OPAY_SECRET_KEY || courierKeyMissing || smsKeyMissing;
  const chosen = env.PAYMENT_SIMULATOR ? env.PAYMENT_SIMULATOR === 'true' : nodeEnv !== 'production';
  return keysMissing && chosen;
}
