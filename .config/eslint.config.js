// ESLint looks for its config at the root; package.json points it here to keep the root to the layout.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'test/e2e/screenshots/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: new URL('..', import.meta.url).pathname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One zod per place: the code that ships to the browser uses zod/mini (and zod/v4/core for generic
    // parsing); adapters, the CLI and tests may use the full zod.
    files: ['core/**/*.ts', 'web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'core/ and web/ use zod/mini (README: Architecture).' }] },
      ],
    },
  },
  {
    // A component a newcomer can read in one sitting: past this, split it into parts with names. Every line
    // counts, blank and comment alike, from a function's first line to its last.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS configs (dependency-cruiser's) load what they need with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests assert on loosely typed HTTP bodies; the production rules would only add casts.
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
