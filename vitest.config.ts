import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Tests spawn real server processes; two cores: keep the pool small.
    maxWorkers: 2,
    // In CI, also a JSON summary: .ci/run prints the plain "N passed, N failed" line from it.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.test-results.json' }]] : ['default'],
  },
});
