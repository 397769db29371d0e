// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the worker threads (json-schema-diff, comparison)
// with every dependency, so that a `uses:` step and `node dist/cli.js` need no node_modules.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';

/** @type {import('rollup').RollupOptions} */
export default {
  input: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    'oracle-worker': 'src/diff/oracle-worker.ts',
    'compare-worker': 'src/diff/compare-worker.ts',
    'judge-worker': 'src/evidence/judge-worker.ts',
    'count-worker': 'src/contract/count-worker.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: '[name].js',
    sourcemap: false,
  },
  plugins: [
    typescript({ tsconfig: './tsconfig.build.json', module: 'NodeNext', noCheck: true }),
    nodeResolve({ preferBuiltins: true, exportConditions: ['node', 'import', 'default'] }),
    // .cjs: the precompiled validators (src/jsonschema/precompiled/validators.cjs).
    commonjs({ extensions: ['.js', '.cjs'] }),
    json({ preferConst: true }),
  ],
  onwarn(warning, warn) {
    // Dependencies (zod, ajv, octokit) use top-level `this` and circular imports: harmless.
    if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'CIRCULAR_DEPENDENCY') return;
    warn(warning);
  },
};
