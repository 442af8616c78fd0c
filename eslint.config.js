import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const browserGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'navigator',
  'history',
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'reports', 'test-results', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { parserOptions: { ecmaVersion: 2022, sourceType: 'module' } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-cycle': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'No .only: it silently skips the rest of the suite.' },
        { object: 'test', property: 'only', message: 'No .only: it silently skips the rest of the suite.' },
        {
          object: 'describe',
          property: 'only',
          message: 'No .only: it silently skips the rest of the suite.',
        },
      ],
      // Dependency direction (docs/ARCHITECTURE in README): views → flows → machines; flows → api, browser.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './machines', from: './src', message: 'machines/ is pure XState: no app code.' },
            { target: './machines', from: './demo-api', message: 'machines/ is pure XState.' },
            { target: './src/views', from: './src/api', message: 'Views send events; flows call the API.' },
            {
              target: './src/views',
              from: './src/browser',
              message: 'Views send events; flows touch the browser.',
            },
            { target: './src/api', from: './src/views', message: 'The API layer knows nothing of views.' },
            { target: './src', from: './demo-api', message: 'The app talks to the demo API over HTTP only.' },
            { target: './src', from: './test', message: 'App code never imports tests.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*'], message: 'machines/ must not import React.' },
            { group: ['@xstate/react'], message: 'machines/ must not import React bindings.' },
            { group: ['@lingui/*'], message: 'No text in machines: views map states to message ids.' },
            {
              group: ['wouter', 'wouter/*'],
              message: 'Navigation is a provided action, not a machine import.',
            },
            { group: ['**/src/**', '../../src/*'], message: 'machines/ imports nothing from src/.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...browserGlobals.map((name) => ({ name, message: 'machines/ must run without a browser.' })),
      ],
    },
  },
)
