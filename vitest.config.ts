import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** vitest's order, with the e2e log scan (tests/e2e/zz-logs.spec.ts) after every other file. */
class LogScanLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLogScan = (file: TestSpecification) => file.moduleId.endsWith('/zz-logs.spec.ts');
    return [...sorted.filter((file) => !isLogScan(file)), ...sorted.filter(isLogScan)];
  }
}

// Kept apart from vite.config.ts: tests never load the React Router plugin.
export default defineConfig({
  test: {
    sequence: { sequencer: LogScanLastSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Faults injected into a real server process: SIGTERM under load, PostgreSQL stopped and
          // started (a private cluster per file). One file at a time: they measure timings and logs.
          name: 'fault',
          include: ['tests/fault/**/*.fault.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/fault-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
