import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Tests spawn real server processes and wait on their deadlines: on two cores, a third
    // worker fills the time the others spend waiting (measured: 59 s with 2, 50 s with 3, 49 s with 4).
    maxWorkers: 3,
    // In CI, also a JSON summary: .ci/run prints the plain "N passed, N failed" line from it.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.test-results.json' }]] : ['default'],
  },
});
