import { eq } from 'drizzle-orm';
import type { NotificationKind } from '#domain/companies/startup-settings.schema.ts';
import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import { createSlackNotifier, type SlackNotifier } from '../../adapters/outbound/slack-notifier.ts';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { TRANSACTIONAL_HEADERS } from '../mail/templates/render-email-layout.ts';
import { listCompanyRecipients } from './list-company-recipients.ts';
import type { SettingsLogger } from './settings-deps.ts';

/** One notification: the mail's subject and parts; `text` is also the Slack message. */
export type CompanyNotification = { subject: string; text: string; html: string };

export type NotifyCompanyDeps = {
  db: Database;
  mail: MailSender;
  /** The real Slack sender (public addresses only) when left out. */
  slack?: SlackNotifier;
  logger?: SettingsLogger;
};

export type NotifyCompanyOutcome = {
  emailsSent: number;
  emailsFailed: number;
  slack: 'sent' | 'failed' | 'off';
};

function errorDetails(error: unknown): object {
  // Name and code only: messages of mail and network errors may quote addresses or URLs.
  return error instanceof Error ? { error: error.name, code: (error as { code?: unknown }).code } : {};
}

/**
 * Tells a startup about something (a new applicant, an expiring job…): a mail to each of its
 * notification addresses, or to every member while it has none, and a Slack message when its webhook
 * is set and this kind is switched on for Slack. Every failure is logged (without addresses or the
 * webhook URL) and swallowed: a notification never breaks the operation that caused it.
 */
export async function notifyCompany(
  deps: NotifyCompanyDeps,
  companyId: string,
  kind: NotificationKind,
  message: CompanyNotification,
): Promise<NotifyCompanyOutcome> {
  const outcome: NotifyCompanyOutcome = { emailsSent: 0, emailsFailed: 0, slack: 'off' };
  try {
    const [company] = await deps.db
      .select({
        notificationEmails: companies.notificationEmails,
        slackWebhookUrl: companies.slackWebhookUrl,
        slackNotifications: companies.slackNotifications,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) {
      deps.logger?.warn({ companyId, kind }, 'notification for a startup that does not exist');
      return outcome;
    }
    const recipients = await listCompanyRecipients(deps.db, companyId);
    // Started beside the mails; its rejection is handled at once (never an unhandled one).
    const sendSlack =
      company.slackWebhookUrl !== null && company.slackNotifications.includes(kind)
        ? (deps.slack ?? createSlackNotifier())
            .send(company.slackWebhookUrl, { text: message.text })
            .catch((error: unknown) => {
              deps.logger?.warn(
                { companyId, kind, channel: 'slack', ...errorDetails(error) },
                'slack notification failed',
              );
              return null;
            })
        : null;
    const mails = await Promise.allSettled(
      recipients.map((to) =>
        deps.mail.send({
          to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          kind: `company_${kind}`,
          headers: { ...TRANSACTIONAL_HEADERS },
        }),
      ),
    );
    for (const result of mails) {
      if (result.status === 'fulfilled') outcome.emailsSent += 1;
      else {
        outcome.emailsFailed += 1;
        deps.logger?.warn(
          { companyId, kind, channel: 'email', ...errorDetails(result.reason) },
          'startup notification mail failed',
        );
      }
    }
    if (sendSlack) {
      const result = await sendSlack;
      outcome.slack = result?.ok ? 'sent' : 'failed';
      if (result && !result.ok) {
        deps.logger?.warn(
          { companyId, kind, channel: 'slack', reason: result.reason, status: result.status },
          'slack notification failed',
        );
      }
    }
  } catch (error) {
    deps.logger?.warn({ companyId, kind, ...errorDetails(error) }, 'startup notification failed');
  }
  return outcome;
}
