// The linter run by `npm test` (before vitest): ESLint's and typescript-eslint's recommended rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'src/jsonschema/precompiled/validators.cjs', 'node_modules/', 'coverage/', '.scratch/', 'examples/**/node_modules/', '.venv-python/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        AbortController: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        fetch: 'readonly',
        structuredClone: 'readonly',
        setImmediate: 'readonly',
        queueMicrotask: 'readonly',
      },
    },
    rules: {
      // tsc (noUnusedLocals, noUnusedParameters) already refuses unused names; `_name` marks a deliberate one.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // A flag reset at the top of a loop reads better with its first value where it is declared.
      'no-useless-assignment': 'off',
    },
  },
  // The import layers (.dependency-cruiser.cjs) see only imports written as a plain string: a computed one would climb unseen.
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.type!="Literal"]', message: 'import() takes a plain string, so the import layers (.dependency-cruiser.cjs) can see it' }],
    },
  },
  // The import-layer rules are a CommonJS file (dependency-cruiser's config).
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
  // Tests read parsed JSON (reports, contracts, events) whose shape they assert.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
