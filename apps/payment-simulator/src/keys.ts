/**
 * The simulator's merchant accounts. The API uses the same keys when the environment names no real gateway
 * account (apps/api/src/config.ts SIMULATOR_KEYS), so nothing needs configuring for `npm start`.
 */
export type SimulatorKeys = {
  paytabs: { profileId: string; serverKey: string };
  opay: { merchantId: string; publicKey: string; secretKey: string };
  bosta: { apiKey: string };
  fawry: { merchantCode: string; secureKey: string };
  twilio: { accountSid: string; authToken: string };
};

export const DEFAULT_KEYS: SimulatorKeys = {
  paytabs: { profileId: '100001', serverKey: 'SIM-PAYTABS-SERVER-KEY-0000000000' },
  opay: {
    merchantId: '281821000000001',
    publicKey: 'OPAYPUB-SIM-0000000000',
    secretKey: 'OPAYPRV-SIM-0000000000',
  },
  bosta: { apiKey: 'SIM-BOSTA-API-KEY-0000000000' },
  fawry: { merchantCode: 'SIM-FAWRY-MERCHANT-0000', secureKey: 'SIM-FAWRY-SECURE-KEY-0000000000' },
  twilio: { accountSid: 'AC00000000000000000000000000000000', authToken: 'SIM-TWILIO-AUTH-TOKEN-000000000' },
};
