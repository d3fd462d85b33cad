import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { SEO_LANDING_PAGES } from '#domain/jobs/seo-landing-pages.ts';

export default [
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('jobs', 'routes/jobs.tsx'),
    route('jobs/JobSearch', 'routes/jobs-job-search.tsx'),
    route('jobs/:id', 'routes/job.tsx'),
    // A startup member's page once a job is live; everyone else is sent to the job page.
    route('jobs/:id/welcome', 'routes/job-welcome.tsx'),
    // Location and SEO landing pages: static segments, so they win over jobs/:id (a job id is a UUID).
    route('jobs/location', 'routes/jobs-location-index.tsx'),
    route('jobs/location/:country/:city?', 'routes/jobs-location.tsx'),
    ...SEO_LANDING_PAGES.map((page) =>
      route(`jobs/${page.slug}`, 'routes/jobs-landing.tsx', { id: `jobs-landing-${page.slug}` }),
    ),
    route('startups', 'routes/startups.tsx'),
    route('startups/:id', 'routes/startup.tsx'),
    route('client/verify-email', 'routes/client-verify-email.tsx'),
    route('client/reset-password', 'routes/client-reset-password.tsx'),
    route('client', 'routes/client-home.tsx'),
    route('client/my-jobs', 'routes/client-my-jobs.tsx'),
    route('client/email-notifications', 'routes/client-email-notifications.tsx'),
    route('client/followed-startups', 'routes/client-followed-startups.tsx'),
    route('client/startups/:company', 'routes/client-startup-dashboard.tsx'),
    route('client/investors/:investor', 'routes/client-investor-dashboard.tsx'),
    route('client/applicant', 'routes/client-applicant.tsx'),
    route('client/startups/new', 'routes/client-startup-new.tsx'),
    route('client/startups/:company/edit', 'routes/client-startup-edit.tsx'),
    route('client/investors/new', 'routes/client-investor-new.tsx'),
    route('client/investors/:investor/edit', 'routes/client-investor-edit.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('emailsignup', 'routes/emailsignup.tsx'),
    route('profile-settings/:settingsKey', 'routes/profile-settings.tsx'),
    route('dev/outbox', 'routes/dev-outbox.tsx'),
  ]),
  // The LinkedIn sign-in popup ends here: a bare page, outside the site layout.
  route('auth/linkedin/callback', 'routes/auth-linkedin-callback.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
