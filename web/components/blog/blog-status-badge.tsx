import { BLOG_POST_STATUS_LABELS, type BlogPostStatus } from '#domain/content/blog-constants.ts';

const TONES: Record<BlogPostStatus, string> = {
  DRAFT: 'bg-slate-100 text-slate-800',
  SUBMITTED: 'bg-amber-100 text-amber-900',
  PUBLISHED: 'bg-green-100 text-green-900',
  REJECTED: 'bg-red-100 text-red-900',
};

/** A post's state as a small label ("Awaiting approval" for SUBMITTED). */
export function BlogStatusBadge({ status }: { status: BlogPostStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {BLOG_POST_STATUS_LABELS[status]}
    </span>
  );
}
