import { defineArea } from './http/app-area.ts';
import { ADMIN_AUDIT_ROUTES } from './http/routes/admin/admin-audit-routes.ts';
import { ADMIN_BLOG_ROUTES } from './http/routes/admin/admin-blog-routes.ts';
import {
  ADMIN_CONTACT_ROUTES,
  ADMIN_FAQ_ROUTES,
  ADMIN_PAGES_ROUTES,
} from './http/routes/admin/admin-company-pages-routes.ts';
import { ADMIN_DEALS_ROUTES } from './http/routes/admin/admin-deals-routes.ts';
import {
  ADMIN_COMMUNITY_ROUTES,
  ADMIN_PARTNERS_ROUTES,
  ADMIN_TOOLS_ROUTES,
} from './http/routes/admin/admin-directory-routes.ts';
import { ADMIN_JOBS_ROUTES, ADMIN_REPORTS_ROUTES } from './http/routes/admin/admin-jobs-routes.ts';
import { ADMIN_PAYMENTS_ROUTES } from './http/routes/admin/admin-payments-routes.ts';
import { ADMIN_PRODUCTS_ROUTES } from './http/routes/admin/admin-products-routes.ts';
import { ADMIN_PROFILE_ROUTES } from './http/routes/admin/admin-profile-routes.ts';
import { ADMIN_DASHBOARD_ROUTES } from './http/routes/admin/admin-routes.ts';
import { ADMIN_USERS_ROUTES } from './http/routes/admin/admin-users-routes.ts';
import { APPLYING_ROUTES } from './http/routes/applications/applying-routes.ts';
import { PIPELINE_DEV_ROUTES } from './http/routes/applications/pipeline-dev-routes.ts';
import { PIPELINE_ROUTES } from './http/routes/applications/pipeline-routes.ts';
import { PROFESSIONAL_NETWORK_ROUTES } from './http/routes/auth/professional-network-routes.ts';
import { BLOG_ROUTES } from './http/routes/blog/blog-routes.ts';
import { CAPTCHA_ROUTES } from './http/routes/captcha/captcha-routes.ts';
import { CAREER_ROUTES } from './http/routes/careers/career-routes.ts';
import { COMPANY_PROFILE_ROUTES } from './http/routes/companies/company-profile-routes.ts';
import { COMPANY_ROUTES } from './http/routes/companies/company-routes.ts';
import { COMPANY_PAGES_ROUTES } from './http/routes/company/company-pages-routes.ts';
import { DIRECTORY_ROUTES } from './http/routes/content/directory-routes.ts';
import { DEAL_ROUTES } from './http/routes/deals/deal-routes.ts';
import { DEV_OUTBOX_ROUTES } from './http/routes/dev/outbox-routes.ts';
import { DIGEST_DEV_ROUTES, JOB_SCHEDULE_DEV_ROUTES } from './http/routes/digest/digest-dev-routes.ts';
import {
  DIGEST_FORM_ROUTES,
  DIGEST_ROUTES,
  registerDigestFormRoutes,
} from './http/routes/digest/digest-routes.ts';
import { ENGAGEMENT_ROUTES } from './http/routes/engagement/engagement-routes.ts';
import { INVESTOR_ROUTES } from './http/routes/investors/investor-routes.ts';
import { JOB_ROUTES } from './http/routes/jobs/job-routes.ts';
import { PUBLIC_JOB_ROUTES } from './http/routes/jobs/public-job-routes.ts';
import { STARTUP_JOB_ROUTES } from './http/routes/jobs/startup-job-routes.ts';
import { PAYMENT_ROUTES } from './http/routes/payments/payment-routes.ts';
import {
  PAYMENT_WEBHOOK_ROUTES,
  registerPaymentWebhookRoutes,
} from './http/routes/payments/payment-webhook-routes.ts';
import {
  PITCH_ROUTES,
  PITCH_SEND_ROUTES,
  registerPitchSendRoutes,
} from './http/routes/pitches/pitch-routes.ts';
import { PRIVACY_DEV_ROUTES } from './http/routes/privacy/privacy-dev-routes.ts';
import { PRIVACY_ROUTES } from './http/routes/privacy/privacy-routes.ts';
import { SCOUT_ROUTES } from './http/routes/scout/scout-routes.ts';
import { SITE_ROUTES } from './http/routes/site/site-routes.ts';
import { STARTUP_SETTINGS_ROUTES } from './http/routes/startup-settings/startup-settings-routes.ts';
import { SAVED_SEARCH_ROUTES } from './http/routes/talent/saved-search-routes.ts';
import { TALENT_ROUTES } from './http/routes/talent/talent-routes.ts';
import { TEAM_ROUTES } from './http/routes/team/team-routes.ts';
import { CV_UPLOAD_ROUTES, registerCvUploadRoutes } from './http/routes/uploads/cv-upload-routes.ts';
import { registerUploadRoutes, UPLOAD_ROUTES } from './http/routes/uploads/upload-routes.ts';
import { ACCOUNT_ROUTES } from './http/routes/users/account-routes.ts';
import { USER_ROUTES } from './http/routes/users/user-routes.ts';
import { WHITE_LABEL_ROUTES } from './http/routes/white-label/white-label-routes.ts';
import { applicationClosureTask } from './jobs/application-closure.ts';
import { applicationRetentionTask } from './jobs/application-retention.ts';
import { databaseMaintenanceTask } from './jobs/database-maintenance.ts';
import { housekeepingTask } from './jobs/housekeeping.ts';
import {
  JOB_EXPIRY_CRON,
  JOB_EXPIRY_QUEUE,
  JOB_REMINDER_CRON,
  JOB_REMINDER_QUEUE,
} from './jobs/scheduler.ts';
import { createAdminAuditWebServices } from './services/admin/admin-audit-web-services.ts';
import { createAdminCompanyPagesWebServices } from './services/admin/admin-company-pages-web-services.ts';
import { createAdminDirectoryWebServices } from './services/admin/admin-directory-web-services.ts';
import { createAdminJobsWebServices } from './services/admin/admin-jobs-web-services.ts';
import { createAdminPaymentsWebServices } from './services/admin/admin-payments-web-services.ts';
import { createAdminProductsWebServices } from './services/admin/admin-products-web-services.ts';
import { createAdminProfilesWebServices } from './services/admin/admin-profiles-web-services.ts';
import { createAdminUsersWebServices } from './services/admin/admin-users-web-services.ts';
import { createAdminWebServices } from './services/admin/admin-web-services.ts';
import { createApplyingWebServices } from './services/applications/applying-web-services.ts';
import { createPipelineWebServices } from './services/applications/pipeline-web-services.ts';
import { createAdminBlogWebServices, createBlogWebServices } from './services/blog/blog-web-services.ts';
import { createCareersWebServices } from './services/careers/careers-web-services.ts';
import { createCompanyProfileWebServices } from './services/companies/company-profile-web-services.ts';
import { createCompanyPagesWebServices } from './services/company/company-pages-web-services.ts';
import { createDirectoryWebServices } from './services/content/directory-web-services.ts';
import { createAdminDealsWebServices, createDealWebServices } from './services/deals/deal-web-services.ts';
import { createDigestWebServices } from './services/digest/digest-web-services.ts';
import { createFundingWebServices } from './services/investors/funding-web-services.ts';
import { createInvestorWebServices } from './services/investors/investor-web-services.ts';
import { createPaymentWebServices } from './services/payments/payments-web-services.ts';
import { createPitchWebServices } from './services/pitches/pitch-web-services.ts';
import { createPortalServices } from './services/portal/portal-services.ts';
import { createPrivacyWebServices } from './services/privacy/privacy-web-services.ts';
import { createScoutWebServices } from './services/scout/scout-web-services.ts';
import { createSeoWebServices } from './services/seo/seo-web-services.ts';
import { createStartupWebServices } from './services/startup/startup-web-services.ts';
import { expireJobs } from './services/startup-jobs/expire-jobs.ts';
import { sendExpiryReminders } from './services/startup-jobs/send-expiry-reminders.ts';
import { createStartupSettingsWebServices } from './services/startup-settings/startup-settings-web-services.ts';
import { createTeamWebServices } from './services/team/team-web-services.ts';
import { createAccountWebServices } from './services/users/account-web-services.ts';
import { createWhiteLabelWebServices } from './services/white-label/white-label-web-services.ts';

/**
 * The app, area by area: each entry registers its API routes, page services, scheduled work and dev
 * routes (`AppArea`, server/http/app-area.ts). `buildApp` serves and documents the routes in this
 * order (the public API first: /api/docs lists it apart), `createWebServices` gives the pages every
 * area's services, `main.ts` schedules every area's tasks. A new area is one entry here.
 */
export const AREAS = [
  defineArea({ name: 'public-api', routes: PUBLIC_JOB_ROUTES }),
  defineArea({
    name: 'applying',
    routes: APPLYING_ROUTES,
    pageServices: { applying: ({ deps, site }) => createApplyingWebServices(deps, site.platform) },
  }),
  // The job search's page services are the core of createWebServices (web-services.ts).
  defineArea({ name: 'jobs', routes: JOB_ROUTES }),
  defineArea({
    name: 'startup-jobs',
    routes: STARTUP_JOB_ROUTES,
    pageServices: { startup: ({ deps, site }) => createStartupWebServices(deps, site.platform) },
    schedules: ({ deps, logger }) => [
      {
        task: {
          queue: JOB_EXPIRY_QUEUE,
          cron: JOB_EXPIRY_CRON,
          run: (now) => expireJobs({ ...deps, now: () => now }),
        },
      },
      {
        task: {
          queue: JOB_REMINDER_QUEUE,
          cron: JOB_REMINDER_CRON,
          run: (now) => sendExpiryReminders({ ...deps, now: () => now }, logger),
        },
      },
    ],
  }),
  defineArea({
    name: 'companies',
    routes: [...COMPANY_ROUTES, ...COMPANY_PROFILE_ROUTES],
    pageServices: { companyProfile: ({ deps }) => createCompanyProfileWebServices(deps) },
  }),
  defineArea({
    name: 'investors',
    routes: INVESTOR_ROUTES,
    pageServices: {
      investor: ({ deps, site }) => createInvestorWebServices(deps, site.platform),
      funding: ({ deps, site, viewer }) =>
        createFundingWebServices(deps, site.platform, (investorId) =>
          viewer.recordInvestorView?.(investorId),
        ),
    },
  }),
  defineArea({
    name: 'pitches',
    routes: PITCH_ROUTES,
    // Pitches carry a deck (PDF, 10 MB): their own scope with the deck's limits.
    scopedRoutes: [{ routes: PITCH_SEND_ROUTES, register: registerPitchSendRoutes }],
    pageServices: { pitches: ({ deps, site }) => createPitchWebServices(deps, site.platform) },
  }),
  defineArea({ name: 'engagement', routes: ENGAGEMENT_ROUTES }),
  defineArea({
    name: 'site',
    routes: SITE_ROUTES,
    pageServices: { seo: ({ deps, site }) => createSeoWebServices(deps, site.platform) },
  }),
  defineArea({ name: 'talent', routes: [...TALENT_ROUTES, ...SAVED_SEARCH_ROUTES] }),
  defineArea({
    name: 'accounts',
    routes: [...USER_ROUTES, ...ACCOUNT_ROUTES, ...CAPTCHA_ROUTES, ...PROFESSIONAL_NETWORK_ROUTES],
    pageServices: { account: ({ deps, site }) => createAccountWebServices(deps, site.platform) },
  }),
  // The outbox of mail written in development (`/dev/outbox`).
  defineArea({ name: 'mail', devRoutes: [{ when: 'devTools', routes: DEV_OUTBOX_ROUTES }] }),
  defineArea({
    name: 'digest',
    routes: DIGEST_ROUTES,
    // RFC 8058 one-click unsubscribe takes form bodies: registered in a scope of its own.
    scopedRoutes: [{ routes: DIGEST_FORM_ROUTES, register: registerDigestFormRoutes }],
    // Tests only ("advance the digest scheduler"); the e2e server sets DIGEST_RUN_ROUTE.
    devRoutes: [{ when: 'testRoutes', routes: [...DIGEST_DEV_ROUTES, ...JOB_SCHEDULE_DEV_ROUTES] }],
    pageServices: { digest: ({ deps }) => createDigestWebServices(deps) },
  }),
  defineArea({
    name: 'uploads',
    // Image uploads and CVs take multipart bodies: each in a scope of its own, with its limits.
    scopedRoutes: [
      { routes: UPLOAD_ROUTES, register: registerUploadRoutes },
      { routes: CV_UPLOAD_ROUTES, register: registerCvUploadRoutes },
    ],
  }),
  defineArea({
    name: 'payments',
    routes: PAYMENT_ROUTES,
    // The payment webhook reads its body as raw bytes (the signature covers them): its own scope.
    scopedRoutes: [{ routes: PAYMENT_WEBHOOK_ROUTES, register: registerPaymentWebhookRoutes }],
    pageServices: { payments: ({ deps }) => createPaymentWebServices(deps) },
  }),
  defineArea({
    name: 'team',
    routes: TEAM_ROUTES,
    pageServices: { team: ({ deps }) => createTeamWebServices(deps) },
  }),
  defineArea({
    name: 'startup-settings',
    routes: STARTUP_SETTINGS_ROUTES,
    pageServices: { startupSettings: ({ deps }) => createStartupSettingsWebServices(deps) },
  }),
  // White-label feeds (docs/product.md, Career pages and white-label feeds; ADR 030).
  defineArea({
    name: 'white-label',
    routes: WHITE_LABEL_ROUTES,
    pageServices: { whiteLabel: ({ deps }) => createWhiteLabelWebServices(deps) },
  }),
  // A startup's career pages on its own verified domain (docs/product.md, Platforms and hosts).
  defineArea({
    name: 'careers',
    routes: CAREER_ROUTES,
    pageServices: { careers: ({ deps }) => createCareersWebServices(deps) },
  }),
  defineArea({
    name: 'privacy',
    routes: PRIVACY_ROUTES,
    devRoutes: [{ when: 'testRoutes', routes: PRIVACY_DEV_ROUTES }],
    pageServices: { privacy: ({ deps }) => createPrivacyWebServices(deps) },
    schedules: ({ deps }) => [{ task: applicationRetentionTask(deps) }],
  }),
  // The tools directory, the partners and the community program (docs/product.md, Content pages).
  defineArea({
    name: 'directory',
    routes: DIRECTORY_ROUTES,
    pageServices: { directory: ({ deps, viewer }) => createDirectoryWebServices(deps, viewer) },
  }),
  // The blog (docs/product.md, Content pages: Blog; ADR 032): /blog, its feed, startups' own posts.
  defineArea({
    name: 'blog',
    routes: BLOG_ROUTES,
    pageServices: { blog: ({ deps }) => createBlogWebServices(deps) },
  }),
  // The operator's back office (issue 32): `/admin` pages and `/api/admin/*`, every action audited.
  defineArea({
    name: 'admin',
    // One line per section, so sections arrive as lines of their own.
    routes: [
      ...ADMIN_DASHBOARD_ROUTES,
      ...ADMIN_JOBS_ROUTES,
      ...ADMIN_REPORTS_ROUTES,
      ...ADMIN_PROFILE_ROUTES,
      ...ADMIN_USERS_ROUTES,
      ...ADMIN_PAYMENTS_ROUTES,
      ...ADMIN_PRODUCTS_ROUTES,
      ...ADMIN_AUDIT_ROUTES,
      ...ADMIN_PAGES_ROUTES,
      ...ADMIN_FAQ_ROUTES,
      ...ADMIN_CONTACT_ROUTES,
      ...ADMIN_DEALS_ROUTES,
      ...ADMIN_TOOLS_ROUTES,
      ...ADMIN_PARTNERS_ROUTES,
      ...ADMIN_COMMUNITY_ROUTES,
      ...ADMIN_BLOG_ROUTES,
    ],
    pageServices: {
      admin: ({ deps }) => createAdminWebServices(deps),
      adminJobs: ({ deps }) => createAdminJobsWebServices(deps),
      adminProfiles: ({ deps }) => createAdminProfilesWebServices(deps),
      adminUsers: ({ deps }) => createAdminUsersWebServices(deps),
      adminPayments: ({ deps }) => createAdminPaymentsWebServices(deps),
      adminProducts: ({ deps }) => createAdminProductsWebServices(deps),
      adminAudit: ({ deps }) => createAdminAuditWebServices(deps),
      adminCompany: ({ deps }) => createAdminCompanyPagesWebServices(deps),
      adminDeals: ({ deps }) => createAdminDealsWebServices(deps),
      adminDirectory: ({ deps }) => createAdminDirectoryWebServices(deps),
      adminBlog: ({ deps }) => createAdminBlogWebServices(deps),
    },
  }),
  // Startup deals (docs/product.md, Content pages): codes, links and documents for startup members only.
  defineArea({
    name: 'deals',
    routes: DEAL_ROUTES,
    pageServices: { deals: ({ deps }) => createDealWebServices(deps) },
  }),
  defineArea({
    name: 'scout',
    routes: SCOUT_ROUTES,
    pageServices: { scout: ({ deps }) => createScoutWebServices(deps) },
  }),
  defineArea({
    name: 'pipeline',
    routes: PIPELINE_ROUTES,
    devRoutes: [{ when: 'testRoutes', routes: PIPELINE_DEV_ROUTES }],
    pageServices: { pipeline: ({ deps }) => createPipelineWebServices(deps) },
    schedules: ({ deps, logger }) => [{ task: applicationClosureTask(deps, logger) }],
  }),
  // The company's pages (issue 35): /about, /contact, /startups/faq.
  defineArea({
    name: 'company',
    routes: COMPANY_PAGES_ROUTES,
    pageServices: { company: ({ deps }) => createCompanyPagesWebServices(deps) },
  }),
  defineArea({
    name: 'portal',
    pageServices: { portal: ({ deps, site }) => createPortalServices(deps, site.platform) },
  }),
  defineArea({
    name: 'housekeeping',
    schedules: ({ deps, logger }) => [{ task: housekeepingTask(deps, logger) }],
  }),
  defineArea({
    name: 'database',
    // Vacuum and statistics change no page.
    schedules: ({ database }) => [{ task: databaseMaintenanceTask(database), keepsPublicPages: true }],
  }),
] as const;
