/** The SMS provider's account (config-sms.ts reads it from the environment). */
export type SmsConfig = {
  /** True when texts go to the local simulator (PAYMENT_SIMULATOR and no Twilio keys). */
  simulated: boolean;
  /** e.g. https://api.twilio.com; the adapter adds /2010-04-01/Accounts/{AccountSid}/Messages.json. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** An E.164 number or alphanumeric sender ID (sent as From), or a Messaging Service SID (MG…). */
  from: string;
};

/** Something that hands one text to an SMS provider; throws SmsError when the provider did not take it. */
export type SmsProvider = {
  name: string;
  send: (to: string, body: string) => Promise<{ id: string }>;
};

/**
 * A provider's refusal or an unreachable provider. `permanent`: the provider said this message will never
 * go (a bad number, a landline), so retrying it is pointless; the outbox still counts it as a failure.
 */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/**
 * Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
 * POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth with the Account SID and Auth
 * Token, a form-encoded body of To (E.164), Body and From — or MessagingServiceSid when the sender is a
 * Messaging Service (MG…). 201 answers the Message resource (its `sid`); an error answers
 * { code, message, more_info, status }.
 */
export function twilioProvider(config: SmsConfig, timeoutMs = 15_000): SmsProvider {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender = /^MG[0-9a-f]{32}$/i.test(config.from) ? 'MessagingServiceSid' : 'From';
  return {
    name: 'twilio',
    send: async (to, body) => {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, [sender]: config.from, Body: body }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsError(`twilio: unreachable (${(error as Error).message})`, null, null);
      }
      const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok || typeof answer?.sid !== 'string') {
        const code = typeof answer?.code === 'number' ? answer.code : null;
        const message = typeof answer?.message === 'string' ? answer.message : 'refused';
        throw new SmsError(`twilio: HTTP ${response.status} ${code ?? ''} ${message}`, response.status, code);
      }
      return { id: answer.sid };
    },
  };
}
