/**
 * The demo logins the start banner prints (and the seed creates, users.ts). Apart from the seed, so
 * a server that does not seed never loads it (nor faker, a development dependency).
 */
/** The password of every seeded account (meets the password rule: upper case, digit, special). */
export const DEMO_PASSWORD = 'Nordhub-demo-2026!';

/** A demo login and what it demonstrates. */
export type DemoUser = { email: string; description: string };

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'talent@nordhub.test',
    description:
      'Talent: quick-apply profile, applications, saved jobs, followed startups, a pinned search and a daily digest',
  },
  {
    email: 'recruiter@nordhub.test',
    description: 'Startup member of Mosegaard Analytics (DK) and Kodkraft (SE)',
  },
  { email: 'investor@nordhub.test', description: 'Investor member of Fjordline Ventures' },
  {
    email: 'multi@nordhub.test',
    description:
      'Talent, startup member of Fjellpuls (NO) and investor member of Lighthouse Angels Copenhagen',
  },
  { email: 'admin@nordhub.test', description: 'Admin: back office' },
];
