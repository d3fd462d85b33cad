import { createSafeWebhookClient, type SafeWebhookClient, type WebhookResult } from './safe-webhook.ts';

/**
 * Messages to a Slack incoming webhook: `{ text }` as JSON, through the safe webhook client (public
 * addresses only, no redirects, 5 s). The URL is a secret (anyone holding it can post to the
 * channel): it is never logged here, and results carry only a reason.
 */
export type SlackNotifier = {
  send(webhookUrl: string, message: { text: string }): Promise<WebhookResult>;
};

/** Slack's message text limit is far larger; a notification never needs more. */
const MAX_TEXT_LENGTH = 3_000;

/** Slack reads `&`, `<` and `>` as markup (links, mentions): plain text escapes them. */
export function escapeSlackText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function createSlackNotifier(options: { webhook?: SafeWebhookClient } = {}): SlackNotifier {
  const webhook = options.webhook ?? createSafeWebhookClient();
  return {
    send(webhookUrl, message) {
      const text = escapeSlackText(message.text.slice(0, MAX_TEXT_LENGTH));
      return webhook.postJson(webhookUrl, { text });
    },
  };
}
