import type { z } from 'zod';
import {
  SLACK_WEBHOOK_MISSING_MESSAGE,
  type SlackTestInput,
} from '#domain/companies/startup-settings.schema.ts';
import { AppError } from '#domain/errors.ts';
import type { WebhookFailureReason } from '../../adapters/outbound/safe-webhook.ts';
import { createSlackNotifier } from '../../adapters/outbound/slack-notifier.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { StartupSettingsDeps } from './settings-deps.ts';

/** What a member reads when the test message did not arrive, by the adapter's reason. */
export function describeWebhookFailure(reason: WebhookFailureReason, status?: number): string {
  switch (reason) {
    case 'invalid_url':
      return 'This webhook URL cannot be used: it must be an https:// address';
    case 'dns':
      return 'The webhook host name could not be found: please check the URL';
    case 'blocked_address':
      return 'This webhook URL points to a private or local network address, which is not allowed';
    case 'redirect':
      return 'The webhook answered with a redirect, which is not followed: please check the URL';
    case 'http_status':
      return `Slack refused the message (HTTP ${status ?? 'error'}): please check the URL`;
    case 'timeout':
      return 'Slack did not answer within 5 seconds: please try again';
    case 'response_too_large':
      return 'The webhook answered with something other than Slack: please check the URL';
    case 'network':
      return 'Could not connect to the webhook: please try again';
  }
}

/**
 * Sends a test message to the Slack webhook typed in the form (checked by the same rule as saving),
 * or else to the saved one. A refusal is a field error on the URL, so the form shows it beside the
 * field; the log gets the reason, never the URL (it is a secret).
 */
export async function sendSlackTest(
  deps: StartupSettingsDeps,
  userId: string,
  key: string,
  input: z.output<typeof SlackTestInput>,
): Promise<{ delivered: true }> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const url = input.slackWebhookUrl ?? company.slackWebhookUrl;
  if (!url) {
    throw new AppError('VALIDATION', SLACK_WEBHOOK_MISSING_MESSAGE, {
      slackWebhookUrl: [SLACK_WEBHOOK_MISSING_MESSAGE],
    });
  }
  const slack = deps.slack ?? createSlackNotifier();
  const result = await slack.send(url, {
    text: `This is a test message from Nordhub: notifications for ${company.name} will arrive in this channel.`,
  });
  if (!result.ok) {
    deps.logger?.warn(
      { companyId: company.id, reason: result.reason, status: result.status },
      'slack test message failed',
    );
    const message = describeWebhookFailure(result.reason, result.status);
    throw new AppError('VALIDATION', message, { slackWebhookUrl: [message] });
  }
  return { delivered: true };
}
