/**
 * The simulator's own keys (apps/payment-simulator uses the same): what the API signs and verifies with when a
 * gateway is sent to the simulator. They are published in this repository, so production never takes them as
 * an account's keys.
 */
export const SIMULATOR_KEYS = {
  paytabs: { profileId: '100001', serverKey: 'SIM-PAYTABS-SERVER-KEY-0000000000' },
  opay: {
    merchantId: '281821000000001',
    publicKey: 'OPAYPUB-SIM-0000000000',
    secretKey: 'OPAYPRV-SIM-0000000000',
  },
  bosta: { apiKey: 'SIM-BOSTA-API-KEY-0000000000' },
  fawry: { merchantCode: 'SIM-FAWRY-MERCHANT-0000', secureKey: 'SIM-FAWRY-SECURE-KEY-0000000000' },
};

export type GatewayConfig = {
  /** True when this gateway is the local simulator (PAYMENT_SIMULATOR and no keys in the environment). */
  simulated: boolean;
  baseUrl: string;
};
export type PaytabsConfig = GatewayConfig & { profileId: string; serverKey: string };
export type OpayConfig = GatewayConfig & { merchantId: string; publicKey: string; secretKey: string };
/** FawryPay (Pay at Fawry reference codes); null when the store does not offer it (FAWRY=off). */
export type FawryConfig = GatewayConfig & {
  merchantCode: string;
  secureKey: string;
  /** How long a reference code can be paid, and the order holds its stock: FAWRY_PAYMENT_HOURS, default 48. */
  paymentHours: number;
};
/** The courier (Bosta); null when the store ships by itself (COURIER=none): staff move orders by hand. */
export type BostaConfig = GatewayConfig & { apiKey: string };

/** The environment's gateway settings, as config.ts's Env has checked them. */
export type GatewayEnv = {
  NODE_ENV: 'development' | 'test' | 'production';
  PAYMENT_SIMULATOR?: 'true' | 'false' | undefined;
  PAYMENT_SIMULATOR_URL: string;
  PAYTABS_PROFILE_ID?: string | undefined;
  PAYTABS_SERVER_KEY?: string | undefined;
  PAYTABS_BASE_URL?: string | undefined;
  OPAY_MERCHANT_ID?: string | undefined;
  OPAY_PUBLIC_KEY?: string | undefined;
  OPAY_SECRET_KEY?: string | undefined;
  OPAY_BASE_URL?: string | undefined;
  COURIER?: 'bosta' | 'none' | undefined;
  BOSTA_API_KEY?: string | undefined;
  BOSTA_BASE_URL?: string | undefined;
  FAWRY?: 'on' | 'off' | undefined;
  FAWRY_MERCHANT_CODE?: string | undefined;
  FAWRY_SECURE_KEY?: string | undefined;
  FAWRY_BASE_URL?: string | undefined;
  FAWRY_PAYMENT_HOURS: number;
};

type KeyName = Exclude<
  keyof GatewayEnv & `${'PAYTABS' | 'OPAY' | 'BOSTA' | 'FAWRY'}_${string}`,
  'FAWRY_PAYMENT_HOURS'
>;
type Gateway = { label: string; keys: KeyName[]; secret: KeyName; published: string };

const GATEWAYS = {
  paytabs: {
    label: "PayTabs' account (card and instalments)",
    keys: ['PAYTABS_PROFILE_ID', 'PAYTABS_SERVER_KEY'],
    secret: 'PAYTABS_SERVER_KEY',
    published: SIMULATOR_KEYS.paytabs.serverKey,
  },
  opay: {
    label: "OPay's account (mobile wallets)",
    keys: ['OPAY_MERCHANT_ID', 'OPAY_PUBLIC_KEY', 'OPAY_SECRET_KEY'],
    secret: 'OPAY_SECRET_KEY',
    published: SIMULATOR_KEYS.opay.secretKey,
  },
  bosta: {
    label: "Bosta's business account (the courier; COURIER=none ships without one)",
    keys: ['BOSTA_API_KEY'],
    secret: 'BOSTA_API_KEY',
    published: SIMULATOR_KEYS.bosta.apiKey,
  },
  fawry: {
    label: "FawryPay's merchant account (Pay at Fawry; FAWRY=off turns the method off)",
    keys: ['FAWRY_MERCHANT_CODE', 'FAWRY_SECURE_KEY'],
    secret: 'FAWRY_SECURE_KEY',
    published: SIMULATOR_KEYS.fawry.secureKey,
  },
} satisfies Record<'paytabs' | 'opay' | 'bosta' | 'fawry', Gateway>;

const given = (value: string | undefined) => value !== undefined && value !== '';

/**
 * Whether a gateway talks to the real service (all its keys set) or to the simulator (none set, and the
 * simulator chosen: PAYMENT_SIMULATOR=true, which is the default outside production only). Anything else is
 * a problem to report: half a set of keys, no keys without the simulator, or the simulator's published key
 * in production.
 */
function decide(env: GatewayEnv, gateway: Gateway, simulator: boolean, problems: string[]): boolean {
  const production = env.NODE_ENV === 'production';
  const missing = gateway.keys.filter((name) => !given(env[name]));
  if (missing.length === 0) {
    if (production && env[gateway.secret] === gateway.published) {
      problems.push(
        `${gateway.secret}: the payment simulator's published key; production needs the account's own`,
      );
    }
    return true;
  }
  if (missing.length < gateway.keys.length) {
    problems.push(`${missing.join(', ')}: set all of ${gateway.keys.join(', ')}, or none for the simulator`);
  } else if (!simulator) {
    const when = production ? 'in production' : 'with PAYMENT_SIMULATOR=false';
    problems.push(
      `${missing.join(', ')}: required ${when}, ${gateway.label}; ` +
        'PAYMENT_SIMULATOR=true sends its payments to the simulator instead (trials only)',
    );
  }
  return false;
}

/**
 * Both gateways' settings, or one error naming every variable to fix. Production refuses to start on the
 * simulator unless PAYMENT_SIMULATOR=true says so: a silent fallback would accept notifications signed with
 * the simulator's published keys (issue 25).
 */
export function loadGateways(
  env: GatewayEnv,
  /** Problems found elsewhere (the SMS provider's keys, object storage), reported with these in one error. */
  earlier: string[] = [],
): {
  paytabs: PaytabsConfig;
  opay: OpayConfig;
  bosta: BostaConfig | null;
  fawry: FawryConfig | null;
} {
  const simulator = env.PAYMENT_SIMULATOR ? env.PAYMENT_SIMULATOR === 'true' : env.NODE_ENV !== 'production';
  const simulatorUrl = env.PAYMENT_SIMULATOR_URL.replace(/\/$/, '');
  const problems: string[] = [...earlier];
  const paytabsReal = decide(env, GATEWAYS.paytabs, simulator, problems);
  const opayReal = decide(env, GATEWAYS.opay, simulator, problems);
  const courier = (env.COURIER ?? 'bosta') === 'bosta';
  const bostaReal = courier && decide(env, GATEWAYS.bosta, simulator, problems);
  const fawryOn = (env.FAWRY ?? 'on') === 'on';
  const fawryReal = fawryOn && decide(env, GATEWAYS.fawry, simulator, problems);
  if (problems.length > 0) throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  const paytabs: PaytabsConfig = paytabsReal
    ? {
        simulated: false,
        baseUrl: (env.PAYTABS_BASE_URL ?? 'https://secure-egypt.paytabs.com').replace(/\/$/, ''),
        profileId: env.PAYTABS_PROFILE_ID ?? '',
        serverKey: env.PAYTABS_SERVER_KEY ?? '',
      }
    : {
        simulated: true,
        baseUrl: env.PAYTABS_BASE_URL ?? `${simulatorUrl}/paytabs`,
        ...SIMULATOR_KEYS.paytabs,
      };
  const opay: OpayConfig = opayReal
    ? {
        simulated: false,
        baseUrl: (env.OPAY_BASE_URL ?? 'https://api.opaycheckout.com').replace(/\/$/, ''),
        merchantId: env.OPAY_MERCHANT_ID ?? '',
        publicKey: env.OPAY_PUBLIC_KEY ?? '',
        secretKey: env.OPAY_SECRET_KEY ?? '',
      }
    : { simulated: true, baseUrl: env.OPAY_BASE_URL ?? `${simulatorUrl}/opay`, ...SIMULATOR_KEYS.opay };
  // Bosta's API lives under /api/v2 (create) and /api/v0 (the official SDK's reads); the base is the host.
  const bosta: BostaConfig | null = !courier
    ? null
    : bostaReal
      ? {
          simulated: false,
          baseUrl: (env.BOSTA_BASE_URL ?? 'https://app.bosta.co').replace(/\/$/, ''),
          apiKey: env.BOSTA_API_KEY ?? '',
        }
      : { simulated: true, baseUrl: env.BOSTA_BASE_URL ?? `${simulatorUrl}/bosta`, ...SIMULATOR_KEYS.bosta };
  // FawryPay's API lives under /ECommerceWeb/Fawry/payments; the base is the host (staging:
  // https://atfawry.fawrystaging.com).
  const fawry: FawryConfig | null = !fawryOn
    ? null
    : fawryReal
      ? {
          simulated: false,
          baseUrl: (env.FAWRY_BASE_URL ?? 'https://www.atfawry.com').replace(/\/$/, ''),
          merchantCode: env.FAWRY_MERCHANT_CODE ?? '',
          secureKey: env.FAWRY_SECURE_KEY ?? '',
          paymentHours: env.FAWRY_PAYMENT_HOURS,
        }
      : {
          simulated: true,
          baseUrl: env.FAWRY_BASE_URL ?? `${simulatorUrl}/fawry`,
          ...SIMULATOR_KEYS.fawry,
          paymentHours: env.FAWRY_PAYMENT_HOURS,
        };
  return { paytabs, opay, bosta, fawry };
}
