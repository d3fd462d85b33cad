/**
 * The settings' limits as plain data, free of zod so the settings page's browser code can use them.
 * The schemas are in startup-settings.schema.ts.
 */

/** Addresses that get a startup's notifications instead of its members. */
export const MAX_NOTIFICATION_EMAILS = 5;
export const NOTIFICATION_EMAIL_MAX_LENGTH = 100;
export const SLACK_WEBHOOK_MAX_LENGTH = 300;
export const LINKEDIN_URL_MAX_LENGTH = 300;
export const CAREER_DOMAIN_MAX_LENGTH = 253;
/** Sites that may frame the startup's job-list widget (none listed: any site may). */
export const MAX_WIDGET_ORIGINS = 10;
export const WIDGET_ORIGIN_MAX_LENGTH = 200;
