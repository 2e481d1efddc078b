// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importZonesPlugin } from './scripts/eslint-import-zones.mjs';

const injected = (name, replacement) => ({ name, message: `Core is framework-free: use ${replacement}.` });

// Dates and numbers in the reader's language, never the browser's (decisions 0150, 0167).
const readerFormats = [
  ...[':matches(NewExpression, CallExpression)[callee.object.name=\'Intl\']', 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]'].flatMap(
    (call) => [`${call}[arguments.length=0]`, `${call}[arguments.0.type='Identifier'][arguments.0.name='undefined']`].map((selector) => ({
      selector,
      message: "Formats in the browser's language: give the reader's (`readerLanguageTag()`) or use core's `formatterFor(locale)`.",
    })),
  ),
];
const readerPunctuation = [
  // A colon (or ; ! ?) written after a text in a view has the English spacing in French too: the catalogue's
  // `ui.common.labelled(text)` writes it in the reader's language (decision 0190).
  ...['JSXText[value=/^\\s*[:;!?]/]', 'TemplateElement[value.raw=/^[:!?]\\s/]'].map((selector) => ({
    selector,
    message: "Punctuation after a text differs in French (« Pourquoi\u00a0: »): use `messages.ui.common.labelled(text)`.",
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', 'data/**', 'test-artifacts/**', '**/.test-build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', '*.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        injected('setTimeout', "xstate's `after` delays or the Clock port"),
        injected('setInterval', "xstate's `after` delays or the Clock port"),
        injected('fetch', 'the GameApi port'),
        injected('localStorage', 'the Storage port'),
        injected('sessionStorage', 'the Storage port'),
        injected('window', 'a port'),
        injected('document', 'a port'),
        injected('WebSocket', 'the Realtime port'),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Core is framework-free: use the Clock port or pass the time in.' },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { web: importZonesPlugin },
    rules: {
      'web/import-zones': ['error', { root: `${import.meta.dirname}/packages/web/src` }],
      // Dates and numbers in the reader's language, never the browser's (decisions 0150, 0167).
      'no-restricted-syntax': ['error', ...readerFormats, ...readerPunctuation],
    },
  },
  {
    // A test may write the English it expects (`${text.chest(1)}: ${text.open}`).
    files: ['packages/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...readerFormats] },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'scripts/**'],
    ...tseslint.configs.disableTypeChecked,
  },
);
