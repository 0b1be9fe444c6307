/** The online payment methods a shopper chooses; each is served by one provider. */
export type OnlineMethod = 'card' | 'installments' | 'opay' | 'fawry';
export type ProviderName = 'paytabs' | 'opay' | 'fawry';

export const providerOfMethod = (method: OnlineMethod): ProviderName =>
  method === 'opay' || method === 'fawry' ? method : 'paytabs';

/** One payment attempt, as our database describes it: the amount is always ours, never the browser's. */
export type StartPaymentInput = {
  /** Our attempt's reference (PayTabs `cart_id`, OPay `reference`): unique per attempt. */
  reference: string;
  method: OnlineMethod;
  /** Piastres. */
  amount: number;
  description: string;
  lang: 'en' | 'ar';
  customer: {
    /** Our account's id (FawryPay's `customerProfileId`). */
    id: string;
    name: string;
    email: string;
    phone: string;
    street: string;
    city: string;
    state: string;
  };
  items: { name: string; quantity: number; unitPrice: number }[];
  callbackUrl: string;
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Shopper's address, passed on to the gateway for its fraud checks. */
  ip?: string;
};

/**
 * `redirectUrl` is the gateway's page; a pay-at-outlet gateway (Fawry) has none, and answers the code the
 * shopper pays with as `providerRef` (the caller sends the shopper to our own page that shows it).
 */
export type StartedPayment = { redirectUrl: string; providerRef: string };

/** What a gateway says about one attempt, once its signature (or its authenticated answer) checks out. */
export type PaymentOutcome = {
  reference: string;
  providerRef: string;
  /** `pending`: the shopper has not finished; `failed` covers declined, canceled and expired. */
  status: 'paid' | 'failed' | 'pending';
  /** Piastres, as the gateway reports them (compared with ours before anything settles). */
  amount: number;
  currency: string;
  /** The gateway's reason, for the payment row. */
  message: string;
};

export type RefundInput = {
  /** The paid attempt's reference and the gateway's reference of it. */
  reference: string;
  providerRef: string;
  /** Our reference of this refund (unique: a retried refund is the same refund). */
  refundReference: string;
  amount: number;
  reason: string;
};
export type RefundResult = { providerRef: string; status: 'refunded' | 'pending' | 'failed' };

/** A notification as it arrived: the raw bytes matter, signatures cover them. */
export type IncomingNotification = {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
};

/** One gateway. The same code talks to the real service and to the simulator: only base URL and keys differ. */
export interface PaymentProvider {
  readonly name: ProviderName;
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /** The verified outcome of a server-to-server notification; null when it is not authentic or not readable. */
  verifyNotification(notification: IncomingNotification): PaymentOutcome | null;
  /** Asks the gateway itself (when a notification has not come, or the browser came back first). */
  queryPayment(ref: { reference: string; providerRef: string }): Promise<PaymentOutcome>;
  refund(input: RefundInput): Promise<RefundResult>;
}

/** The gateway could not be reached or refused the call; never shown to a shopper as is. */
export class GatewayError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}
