/** How the simulator delivers server-to-server notifications; tests and the control endpoint change it. */
export type CallbackOptions = {
  /** Wait before the first delivery (ms): lets the browser's return arrive first. */
  delayMs: number;
  /** Deliver each notification this many times, at once and in parallel (gateways do repeat themselves). */
  copies: number;
  /** Never deliver (the merchant must ask the query endpoint). */
  drop: boolean;
  /** Attempts per copy until a 2xx; gateways retry a notification that was not acknowledged. */
  maxAttempts: number;
  /** First retry after this long; each next one waits twice as long. */
  retryAfterMs: number;
};

export const DEFAULT_CALLBACK_OPTIONS: CallbackOptions = {
  delayMs: 0,
  copies: 1,
  drop: false,
  maxAttempts: 6,
  retryAfterMs: 1000,
};

export type Delivery = { url: string; attempts: number; status: number | null; body: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts one notification until it is acknowledged or attempts run out; records each copy's fate. */
export class CallbackSender {
  readonly deliveries: Delivery[] = [];
  private pending = new Set<Promise<void>>();
  constructor(public options: CallbackOptions) {}

  send(url: string, body: string, headers: Record<string, string>): void {
    if (this.options.drop || !url) return;
    const { copies, delayMs } = this.options;
    for (let copy = 0; copy < copies; copy++) {
      const delivery: Delivery = { url, attempts: 0, status: null, body };
      this.deliveries.push(delivery);
      const job = sleep(delayMs)
        .then(() => this.deliver(delivery, headers))
        .finally(() => this.pending.delete(job));
      this.pending.add(job);
    }
  }

  private async deliver(delivery: Delivery, headers: Record<string, string>) {
    const { maxAttempts, retryAfterMs } = this.options;
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      delivery.attempts++;
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: delivery.body,
          signal: AbortSignal.timeout(10_000),
        });
        delivery.status = response.status;
        if (response.ok) return;
      } catch {
        delivery.status = null;
      }
      await sleep(retryAfterMs * 2 ** attempt);
    }
  }

  /** Resolves once every notification sent so far has been delivered or given up. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
