/**
 * The back office's sections (issue 32), in the order its navigation lists them. A section's page
 * is `web/routes/admin-<name>.tsx`, its API `server/http/routes/admin/`, its services
 * `server/services/admin/`.
 */
export type AdminSection = { to: string; label: string };

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/scout', label: 'Scout' },
  { to: '/admin/startups', label: 'Startups' },
  { to: '/admin/investors', label: 'Investors' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/products', label: 'Products and prices' },
  { to: '/admin/pages', label: 'Pages' },
  { to: '/admin/faq', label: 'FAQ' },
  { to: '/admin/contact', label: 'Contact messages' },
  { to: '/admin/deals', label: 'Deals' },
  { to: '/admin/tools', label: 'Tools' },
  { to: '/admin/partners', label: 'Partners' },
  { to: '/admin/community', label: 'Community' },
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/audit', label: 'Audit log' },
];
