import type { SmsSender } from './delivery.service';

/**
 * The SMS adapters. Development uses the outbox: a text is only recorded in `outbox_messages`
 * (status `held`), where the dev outbox page and staff read it. With SMS_GATEWAY_URL set, texts go
 * to an HTTP gateway: a JSON POST `{ to, text }` (bearer SMS_GATEWAY_TOKEN when set), which most
 * SMS providers' REST APIs, or a small relay in front of one, accept; any 2xx answer is sent.
 */
export interface SmsGatewayOptions {
  url: string;
  token: string;
  timeoutMs: number;
}

/** The development adapter: nothing leaves the server; deliver() records the text as held. */
export function outboxSmsSender(): null {
  return null;
}

export function httpSmsGateway(options: SmsGatewayOptions): SmsSender {
  return {
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // The answer's text is kept in the outbox row's error, so staff can see why a provider refused.
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    },
  };
}

/** The adapter the configuration chooses: the HTTP gateway when its URL is set, else the outbox. */
export function smsSenderFromConfig(config: { smsGatewayUrl: string; smsGatewayToken: string }): SmsSender | null {
  return config.smsGatewayUrl ? httpSmsGateway({ url: config.smsGatewayUrl, token: config.smsGatewayToken, timeoutMs: 10_000 }) : outboxSmsSender();
}
