import type { AnyRoute } from '../define-route.ts';
import { APPLYING_ROUTES } from './applications/applying-routes.ts';
import { PIPELINE_ROUTES } from './applications/pipeline-routes.ts';
import { PROFESSIONAL_NETWORK_ROUTES } from './auth/professional-network-routes.ts';
import { CAPTCHA_ROUTES } from './captcha/captcha-routes.ts';
import { COMPANY_PROFILE_ROUTES } from './companies/company-profile-routes.ts';
import { COMPANY_ROUTES } from './companies/company-routes.ts';
import { DIGEST_ROUTES } from './digest/digest-routes.ts';
import { ENGAGEMENT_ROUTES } from './engagement/engagement-routes.ts';
import { INVESTOR_ROUTES } from './investors/investor-routes.ts';
import { JOB_ROUTES } from './jobs/job-routes.ts';
import { PUBLIC_JOB_ROUTES } from './jobs/public-job-routes.ts';
import { STARTUP_JOB_ROUTES } from './jobs/startup-job-routes.ts';
import { PAYMENT_ROUTES } from './payments/payment-routes.ts';
import { PITCH_ROUTES } from './pitches/pitch-routes.ts';
import { PRIVACY_ROUTES } from './privacy/privacy-routes.ts';
import { SCOUT_ROUTES } from './scout/scout-routes.ts';
import { SITE_ROUTES } from './site/site-routes.ts';
import { STARTUP_SETTINGS_ROUTES } from './startup-settings/startup-settings-routes.ts';
import { SAVED_SEARCH_ROUTES } from './talent/saved-search-routes.ts';
import { TALENT_ROUTES } from './talent/talent-routes.ts';
import { TEAM_ROUTES } from './team/team-routes.ts';
import { ACCOUNT_ROUTES } from './users/account-routes.ts';
import { USER_ROUTES } from './users/user-routes.ts';

/** Every JSON API route; the OpenAPI document is generated from this list. */
export const API_ROUTES: AnyRoute[] = [
  // The public API first: /api/docs lists it apart from the app's own routes.
  ...PUBLIC_JOB_ROUTES,
  ...APPLYING_ROUTES,
  ...JOB_ROUTES,
  ...STARTUP_JOB_ROUTES,
  ...COMPANY_ROUTES,
  ...COMPANY_PROFILE_ROUTES,
  ...INVESTOR_ROUTES,
  ...PITCH_ROUTES,
  ...ENGAGEMENT_ROUTES,
  ...SITE_ROUTES,
  ...TALENT_ROUTES,
  ...SAVED_SEARCH_ROUTES,
  ...USER_ROUTES,
  ...ACCOUNT_ROUTES,
  ...CAPTCHA_ROUTES,
  ...PROFESSIONAL_NETWORK_ROUTES,
  ...DIGEST_ROUTES,
  ...PAYMENT_ROUTES,
  ...TEAM_ROUTES,
  ...STARTUP_SETTINGS_ROUTES,
  ...PRIVACY_ROUTES,
  ...SCOUT_ROUTES,
  ...PIPELINE_ROUTES,
];
