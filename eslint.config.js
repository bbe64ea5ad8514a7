import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The default build injects a <style> tag that the CSP blocks; toasts go through lib/notify.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-toastify', message: "Use lib/notify.ts (built on 'react-toastify/unstyled')." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'describe', property: 'only' },
        { object: 'test', property: 'only' },
        { object: 'it', property: 'skip' },
        { object: 'describe', property: 'skip' },
        { object: 'test', property: 'skip' },
      ],
    },
  },
);
