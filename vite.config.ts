import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // No preload wrapper around our own lazy imports (modals, menus, the session check): a lazy
    // chunk then fetches its imports when it runs, one round trip later, and every page's first
    // load is spared the helper. React Router preloads route modules itself.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // Small zod-free building blocks most pages use: one file instead of a dozen tiny ones.
              name: 'ui',
              test: /[\\/](web[\\/]components[\\/](ui[\\/](?!rich-text)|jobs[\\/]job-card)|web[\\/]lib[\\/](page-meta|use-hydrated)|domain[\\/](jobs[\\/](job-constants|format-)|location[\\/](country-constants|format-location-preview)|site[\\/]format-integer|content[\\/]image-sizes))/,
            },
          ],
        },
      },
    },
  },
});
