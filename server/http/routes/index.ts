import type { AnyRoute } from '../define-route.ts';
import { CAPTCHA_ROUTES } from './captcha/captcha-routes.ts';
import { COMPANY_ROUTES } from './companies/company-routes.ts';
import { INVESTOR_ROUTES } from './investors/investor-routes.ts';
import { JOB_ROUTES } from './jobs/job-routes.ts';
import { SITE_ROUTES } from './site/site-routes.ts';
import { USER_ROUTES } from './users/user-routes.ts';

/** Every JSON API route; the OpenAPI document is generated from this list. */
export const API_ROUTES: AnyRoute[] = [
  ...JOB_ROUTES,
  ...COMPANY_ROUTES,
  ...INVESTOR_ROUTES,
  ...SITE_ROUTES,
  ...USER_ROUTES,
  ...CAPTCHA_ROUTES,
];
