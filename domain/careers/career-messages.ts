/** Texts of the career pages, apart from the schemas so a page's browser code carries no zod. */
export const GUEST_ALREADY_APPLIED_MESSAGE = 'You have already applied for this job with this email address';
