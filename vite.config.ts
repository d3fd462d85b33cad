import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressDirectory } from './scripts/precompress.ts';

/**
 * What every page's first load runs besides the framework (issue 11, ADR 017): the root route and
 * the default layout with the site header and footer, and the small zod-free pieces most pages use
 * (job card and featured strip, pagination, formatters, page meta). One file instead of a dozen
 * tiny ones: each file is gzipped on its own, so every split costs bytes (merging them took `/jobs`
 * from 123.6 to 119.8 kB gzip). Form controls and perk icons stay out: `/jobs` does not use them.
 */
const SHELL_MODULES = [
  String.raw`^\0vite/preload-helper`,
  String.raw`[\\/]web[\\/](root\.tsx|layouts[\\/])`,
  String.raw`[\\/]web[\\/]components[\\/]layout[\\/]site-(header|footer)\.tsx`,
  String.raw`[\\/]web[\\/]components[\\/]auth[\\/]auth-modal-store\.ts`,
  String.raw`[\\/]web[\\/]lib[\\/](built-pages|page-meta|use-hydrated)\.ts`,
  String.raw`[\\/]web[\\/]components[\\/]ui[\\/](?!rich-text|form-controls|perk-icon)`,
  String.raw`[\\/]web[\\/]components[\\/]jobs[\\/](job-card|featured-jobs-strip)\.tsx`,
  String.raw`[\\/]domain[\\/]users[\\/]session-messages\.ts`,
  String.raw`[\\/]domain[\\/]jobs[\\/](job-constants|format-)`,
  String.raw`[\\/]domain[\\/]location[\\/](country-constants|format-location-preview)`,
  String.raw`[\\/]domain[\\/](site[\\/]format-integer|content[\\/]image-sizes)`,
];

/** `.br` and `.gz` copies of the client build's text files, served by @fastify/static (ADR 017). */
function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'nordhub:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      outDir = options.dir ?? outDir;
    },
    async closeBundle() {
      if (!outDir) return;
      const result = await precompressDirectory(outDir);
      this.info(`precompressed ${result.files} files (.br, .gz)`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressPlugin()],
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
              name: 'ui',
              test: new RegExp(SHELL_MODULES.join('|')),
            },
          ],
        },
      },
    },
  },
});
