import { AdminDashboard } from '#domain/admin/admin.schema.ts';
import { getAdminDashboard } from '../../../services/admin/get-admin-dashboard.ts';
import { defineAdminRoute } from './define-admin-route.ts';

/** The back office's own routes: what waits for the team. Each section adds its file beside this one. */
export const ADMIN_DASHBOARD_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/dashboard',
    summary:
      'What waits for the team, with counts: jobs awaiting approval, reported jobs, open Scout orders (while Scout is sold)',
    response: AdminDashboard,
    handler: async ({ caller }, request) => getAdminDashboard(request.server.deps, caller),
  }),
];
