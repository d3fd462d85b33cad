import type { PortalDeps } from '../deps.ts';

/** The team's operations send invitation mail with links on the public URL (never on a Host header). */
export type TeamDeps = Pick<PortalDeps, 'db' | 'now' | 'mail' | 'publicUrl'>;
