/** Spec §2 Error page and §8 'Session expired': shown before the front page replaces the page. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired, redirecting you to frontpage';
