import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations (`npx drizzle-kit generate`); the app applies them at boot.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
