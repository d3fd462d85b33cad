import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('jobs', 'routes/jobs.tsx'),
    route('jobs/:id', 'routes/job.tsx'),
    route('startups', 'routes/startups.tsx'),
    route('startups/:id', 'routes/startup.tsx'),
    route('client/verify-email', 'routes/client-verify-email.tsx'),
    route('client/reset-password', 'routes/client-reset-password.tsx'),
    route('dev/outbox', 'routes/dev-outbox.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
