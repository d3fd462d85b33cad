/** docs/product.md, Error texts, 'Session expired': shown before the front page replaces the page. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired, redirecting you to frontpage';
