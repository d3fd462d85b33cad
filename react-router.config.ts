import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  ssr: true,
  // Development: find every route's dependencies up front, so Vite does not re-optimise (and
  // reload the page) on the first visit after a start.
  future: { unstable_optimizeDeps: true },
} satisfies Config;
