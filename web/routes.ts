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
    // The "still hiring?" mail's one-click extend: a signed link, no login.
    route('jobs/:id/still-hiring', 'routes/job-still-hiring.tsx'),
    // Applying (issue 9): the form, where a sent application lands, and a member's resend of email applications.
    route('jobs/:id/apply', 'routes/job-apply.tsx'),
    route('jobs/:id/applied', 'routes/job-applied.tsx'),
    route('jobs/:id/resend-applicants', 'routes/job-resend-applicants.tsx'),
    // Location and SEO landing pages: static segments, so they win over jobs/:id (a job id is a UUID).
    route('jobs/location', 'routes/jobs-location-index.tsx'),
    route('jobs/location/:country/:city?', 'routes/jobs-location.tsx'),
    ...SEO_LANDING_PAGES.map((page) =>
      route(`jobs/${page.slug}`, 'routes/jobs-landing.tsx', { id: `jobs-landing-${page.slug}` }),
    ),
    // Funding (issue 12): the investor directory and an investor's page.
    route('funding', 'routes/funding.tsx'),
    // The funding quiz: static segments, so they win over funding/:id.
    route('funding/quiz', 'routes/funding-quiz.tsx'),
    route('funding/quiz/results', 'routes/funding-quiz-results.tsx'),
    route('funding/:id', 'routes/funding-investor.tsx'),
    // What an investor profile gets; where the investor portal sends non-members.
    route('investors/join', 'routes/investors-join.tsx'),
    route('investors/:key/send-pitch', 'routes/investor-send-pitch.tsx'),
    // Startup deals (issue 35): codes, links and documents for startup members only.
    route('deals', 'routes/deals.tsx'),
    route('deals/:id', 'routes/deal.tsx'),
    route('startups', 'routes/startups.tsx'),
    // What a startup gets and the start button (a static segment: it wins over startups/:id).
    route('startups/join', 'routes/startups-join.tsx'),
    // The startups' FAQ (issue 35; a static segment: it wins over startups/:id).
    route('startups/faq', 'routes/startups-faq.tsx'),
    // The job-list widget and featured-jobs embed explained, with the snippet to copy.
    route('startups/career-page', 'routes/startups-career-page.tsx'),
    // What a white-label feed is and how to set one up (a static segment: it wins over startups/:id).
    route('startups/white-label-feed', 'routes/startups-white-label-feed.tsx'),
    route('startups/:id', 'routes/startup.tsx'),
    // Where a new startup lands; anyone but its members is sent to its public page.
    route('startups/:id/welcome', 'routes/startup-welcome.tsx'),
    route('client/verify-email', 'routes/client-verify-email.tsx'),
    route('client/reset-password', 'routes/client-reset-password.tsx'),
    route('client', 'routes/client-home.tsx'),
    route('client/my-jobs', 'routes/client-my-jobs.tsx'),
    route('client/email-notifications', 'routes/client-email-notifications.tsx'),
    route('client/followed-startups', 'routes/client-followed-startups.tsx'),
    route('client/startups/:company', 'routes/client-startup-dashboard.tsx'),
    route('client/investors/:investor', 'routes/client-investor-dashboard.tsx'),
    route('client/applicant', 'routes/client-applicant.tsx'),
    route('client/applicant/settings', 'routes/client-applicant-settings.tsx'),
    route('client/startups/new', 'routes/client-startup-new.tsx'),
    // docs/product.md, Pages: the no-key forms lead to the startup in use.
    ...['edit', 'jobs', 'jobs/new', 'profile', 'settings'].map((path) =>
      route(`client/startups/${path}`, 'routes/client-startup-no-key.tsx', {
        id: `client-startup-no-key-${path}`,
      }),
    ),
    route('client/startups/:company/edit', 'routes/client-startup-edit.tsx'),
    // The public startup page as it will look, drafts included (members only).
    route('client/startups/:company/profile', 'routes/client-startup-profile.tsx'),
    route('client/startups/:company/users', 'routes/client-startup-users.tsx'),
    route('client/startups/:company/settings', 'routes/client-startup-settings.tsx'),
    // A startup's white-label feeds (docs/product.md, Career pages and white-label feeds).
    route('client/startups/:company/white-label-feeds', 'routes/client-startup-white-label-feeds.tsx'),
    // The applicant pipeline (issue 9): the board of every job, and a candidate's page.
    route('client/startups/:company/applicants', 'routes/client-startup-applicants.tsx'),
    route('client/startups/:company/applicants/:application', 'routes/client-startup-applicant.tsx'),
    // An invitation to a startup's team: works for new and existing accounts (issue 8 scope 2).
    route('client/invites/:token', 'routes/client-invite.tsx'),
    route('client/startups/:company/jobs', 'routes/client-startup-jobs.tsx'),
    route('client/startups/:company/jobs/new', 'routes/client-startup-job-new.tsx'),
    route('client/startups/:company/jobs/:job', 'routes/client-startup-job.tsx'),
    route('client/startups/:company/jobs/:job/applicants', 'routes/client-startup-job-applicants.tsx'),
    route('client/startups/:company/jobs/:job/edit', 'routes/client-startup-job-edit.tsx'),
    route('client/startups/:company/jobs/:job/boost', 'routes/client-startup-job-boost.tsx'),
    route('client/startups/:company/posted', 'routes/client-startup-posted.tsx'),
    route('client/startups/:company/max-posted', 'routes/client-startup-max-posted.tsx'),
    route('client/startups/:company/boosted', 'routes/client-startup-boosted.tsx'),
    // Scout (issue 9 scope 5): the order steps and their confirmation (404 without the HEADHUNTER product).
    route('client/startups/:company/hh-steps', 'routes/client-startup-hh-steps.tsx'),
    route('client/startups/:company/headhunter-posted', 'routes/client-startup-headhunter-posted.tsx'),
    route('client/investors/new', 'routes/client-investor-new.tsx'),
    route('client/investors/:investor/edit', 'routes/client-investor-edit.tsx'),
    route('client/investors/:investor/profile', 'routes/client-investor-profile.tsx'),
    // Investor settings and team (issue 12): the team page is the startups' one, by profile type.
    route('client/investors/:investor/settings', 'routes/client-investor-settings.tsx'),
    route('client/investors/:investor/users', 'routes/client-investor-users.tsx'),
    // Pitches (issue 12): the investor's pitching startups and one pitch; the startup's pitches.
    route('client/investors/:investor/startups', 'routes/client-investor-startups.tsx'),
    route('client/investors/:investor/startups/:id', 'routes/client-investor-startup.tsx'),
    route('client/startups/:company/funding', 'routes/client-startup-funding.tsx'),
    // The startup's own blog posts (docs/product.md, Content pages: Blog): list, write, edit, submit.
    route('client/startups/:company/blog', 'routes/client-startup-blog.tsx'),
    route('client/startups/:company/blog/new', 'routes/client-startup-blog-new.tsx'),
    route('client/startups/:company/blog/:post', 'routes/client-startup-blog-post.tsx'),
    route('client/startups/:company/funding/:id', 'routes/client-startup-funding-pitch.tsx'),
    // The deals inside the startup portal, and a startup's own deal offered to the others (issue 35).
    route('client/startups/:company/deals', 'routes/client-startup-deals.tsx'),
    route('client/startups/:company/deals/:id', 'routes/client-startup-deal.tsx'),
    route('client/startups/:company/monetise', 'routes/client-startup-monetise.tsx'),
    // Logging out with a plain form post: the header's "Log out" without JavaScript.
    route('logout', 'routes/logout.tsx'),
    route('settings', 'routes/settings.tsx'),
    // The privacy centre (issue 9 scope 8): download everything, delete talent data.
    route('settings/privacy', 'routes/settings-privacy.tsx'),
    route('scout', 'routes/scout.tsx'),
    route('scout-terms', 'routes/scout-terms.tsx'),
    // The product's other names of the same pages: permanent redirects.
    route('headhunter', 'routes/scout-redirect.tsx', { id: 'scout-redirect-headhunter' }),
    route('headhunter-terms', 'routes/scout-redirect.tsx', { id: 'scout-redirect-headhunter-terms' }),
    route('pricing', 'routes/pricing.tsx'),
    // Content pages (docs/product.md, Content pages): tools, partners, the community program.
    route('tools', 'routes/tools.tsx'),
    route('tools/:id', 'routes/tool.tsx'),
    route('partners', 'routes/partners.tsx'),
    route('partners/:key', 'routes/partner.tsx'),
    route('community-program', 'routes/community-program.tsx'),
    // The blog (docs/product.md, Content pages: Blog): its own layout inside the site's.
    layout('layouts/blog-layout.tsx', [
      route('blog', 'routes/blog.tsx'),
      route('blog/:slug', 'routes/blog-post.tsx'),
    ]),
    // The footer's legal pages (issue 14): static text.
    route('terms', 'routes/terms.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    // The footer's Company column (issue 35): who runs Nordhub (an editable page), the contact form.
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    // The local test payment provider's checkout (TEST MODE); 404 unless PAYMENT_PROVIDER=local.
    route('payments/test-checkout/:ref', 'routes/payments-test-checkout.tsx'),
    route('emailsignup', 'routes/emailsignup.tsx'),
    route('profile-settings/:settingsKey', 'routes/profile-settings.tsx'),
    route('dev/outbox', 'routes/dev-outbox.tsx'),
  ]),
  // A startup's career pages on its own verified domain (docs/product.md, Platforms and hosts): the
  // careers layout (minimal footer); on every other host the 404 page.
  layout('layouts/careers-layout.tsx', [
    route('careers', 'routes/careers.tsx'),
    route('careers/jobs/:id', 'routes/careers-job.tsx'),
    route('careers/jobs/:id/apply', 'routes/careers-job-apply.tsx'),
    route('careers/jobs/:id/applied', 'routes/careers-job-applied.tsx'),
  ]),
  // The operator's back office (issue 32): its own layout, admins only (everyone else gets 404).
  layout('layouts/admin-layout.tsx', [
    route('admin', 'routes/admin-dashboard.tsx'),
    route('admin/jobs', 'routes/admin-jobs.tsx'),
    route('admin/jobs/new', 'routes/admin-jobs-new.tsx'),
    route('admin/jobs/:id', 'routes/admin-job.tsx'),
    route('admin/reports', 'routes/admin-reports.tsx'),
    route('admin/users', 'routes/admin-users.tsx'),
    route('admin/users/:id', 'routes/admin-user.tsx'),
    route('admin/scout', 'routes/admin-scout.tsx'),
    route('admin/scout/:order', 'routes/admin-scout-order.tsx'),
    route('admin/startups', 'routes/admin-startups.tsx'),
    route('admin/startups/:key', 'routes/admin-startup.tsx'),
    route('admin/investors', 'routes/admin-investors.tsx'),
    route('admin/investors/:key', 'routes/admin-investor.tsx'),
    route('admin/blog', 'routes/admin-blog.tsx'),
    route('admin/blog/new', 'routes/admin-blog-new.tsx'),
    route('admin/blog/:id', 'routes/admin-blog-post.tsx'),
    route('admin/audit', 'routes/admin-audit.tsx'),
    route('admin/payments', 'routes/admin-payments.tsx'),
    route('admin/payments/:id', 'routes/admin-payment.tsx'),
    route('admin/products', 'routes/admin-products.tsx'),
    route('admin/pages', 'routes/admin-pages.tsx'),
    route('admin/pages/:key', 'routes/admin-page.tsx'),
    route('admin/faq', 'routes/admin-faq.tsx'),
    route('admin/faq/:id', 'routes/admin-faq-entry.tsx'),
    route('admin/contact', 'routes/admin-contact.tsx'),
    route('admin/deals', 'routes/admin-deals.tsx'),
    route('admin/deals/new', 'routes/admin-deal.tsx', { id: 'admin-deal-new' }),
    route('admin/deals/:id', 'routes/admin-deal.tsx'),
    route('admin/tools', 'routes/admin-tools.tsx'),
    route('admin/tools/:key', 'routes/admin-tool.tsx'),
    route('admin/partners', 'routes/admin-partners.tsx'),
    route('admin/partners/:key', 'routes/admin-partner.tsx'),
    route('admin/community', 'routes/admin-community.tsx'),
  ]),
  // The embeddable pages (ADR 030, widget): framed by other sites, no header or footer.
  layout('layouts/widget-layout.tsx', [
    route('startups/joblistwidget/:id', 'routes/job-list-widget.tsx'),
    route('external/featuredjobs', 'routes/featured-jobs-embed.tsx'),
  ]),
  // A white-label feed's own pages, on its host only (docs/product.md, Career pages and white-label
  // feeds; ADR 030): the feed's header and a minimal footer.
  layout('layouts/white-label-layout.tsx', [
    route('whiteLabelFeed', 'routes/white-label-feed.tsx'),
    route('whiteLabelFeed/jobs/:id', 'routes/white-label-feed-job.tsx'),
  ]),
  // The LinkedIn sign-in popup ends here: a bare page, outside the site layout.
  route('auth/linkedin/callback', 'routes/auth-linkedin-callback.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
