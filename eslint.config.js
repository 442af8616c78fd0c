import js from '@eslint/js'
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
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-production',
      'bench/node_modules',
      'bench/dist-floors',
      'node_modules',
      'coverage',
      'reports',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { parserOptions: { ecmaVersion: 2022, sourceType: 'module' } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
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
    },
  },
  // CommonJS configs read by their tools (.dependency-cruiser.cjs): `module.exports` is how they export.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  // WebKitGTK's window for the journeys runs in gjs, GNOME's JavaScript, whose globals these are.
  {
    files: ['test/journeys/engines/webkit-window.js'],
    languageOptions: { sourceType: 'script', globals: { imports: 'readonly', ARGV: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  // Import directions are dependency-cruiser's (.dependency-cruiser.cjs, npm run deps): it resolves every import,
  // type-only ones included, and finds cycles. ESLint keeps what only it can see: console calls and globals.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserGlobals.map((name) => ({ name, message: 'machines/ must run without a browser.' })),
      ],
    },
  },
)
