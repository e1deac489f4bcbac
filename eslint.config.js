import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// What the layers shared by the browser and the server (src/domain, src/registries) may not
// import: neither side's frameworks, Node's modules, the server, nor the browser's providers.
const SHARED_LAYER_FORBIDDEN = [
  'react',
  'react-*',
  '@mui/*',
  'fastify',
  'node:*',
  '../../server/*',
  '../providers/*',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'coverage',
      'data',
      'server/db/migrations',
      'bench/anchor',
    ],
  },
  {
    // Plain Node scripts (npm start, the server build): run without a TypeScript loader.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The service worker's source, copied into dist/sw.js by the build (scripts/build/serviceWorker.ts).
    files: ['scripts/build/sw.template.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // src/domain is shared by the browser and the server: it must stay free of both.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...SHARED_LAYER_FORBIDDEN],
        },
      ],
    },
  },
  {
    // src/registries is the declared registries' shared layer (definitions, the registry, the
    // yup schema built from them): the server reads it too, so, like src/domain, it may import
    // neither React, MUI, react-admin nor the server, nor a screen, a provider or a feature folder
    // (docs/decisions/0137-folders-by-layer.md).
    files: ['src/registries/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SHARED_LAYER_FORBIDDEN,
            '../components/*',
            '../crud/*',
            '../resources/*',
            '../areas/*',
            '../pages/*',
          ],
        },
      ],
    },
  },
  {
    // src/crud holds the generic screens every declared registry gets; feature screens build on
    // it, never the other way round: a feature's own screen is handed in by the areas
    // (src/areas/customScreens.ts). The saved views (src/resources/visoes) are the one feature
    // every list shares.
    files: ['src/crud/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./resources/(?!visoes/)',
              message:
                'The generic CRUD screens must not import a feature folder; register its screen in src/areas/customScreens.ts.',
            },
            {
              regex: '^\\.\\./(pages/|areas/(?!types$))',
              message: 'The generic CRUD screens must not import a page or an area.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server reads of src/ only the shared layers: src/domain and src/registries (the
    // definitions, the registry and the yup schema built from them). Screens, providers and
    // their texts belong to the browser; a text both sides show lives in src/domain
    // (docs/architecture.md).
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/src/(?!(domain|registries)(/|$))',
              message:
                'The server imports of src/ only src/domain and src/registries; move what both sides share there.',
            },
          ],
        },
      ],
    },
  },
  {
    // The generic CRUD serves every declared resource: it may lean on the infrastructure
    // modules (auth, outbox, the reports' CSV writer), never on a feature module.
    files: ['server/crud/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/src/(?!(domain(/|$)|registries/(definition|registry|schema)$))',
              message:
                'The generic CRUD reads of src/ only src/domain and definition.ts, registry.ts and schema.ts of src/registries.',
            },
            {
              regex: '^\\.\\./modules/(?!(auth|outbox|relatorios)/)',
              message:
                'The generic CRUD must not import a feature module; move what it needs to server/http or server/db.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a person reads comes from the catalogue (i18n/pt-BR, i18n/en; docs/decisions/
    // 0130-text-catalogue.md), so switching the language switches the screen. JSX may not
    // write words itself: no text child with letters, no literal label/title/placeholder/
    // helperText/aria-label. A catalogue key ('ra.action.save') and code ('outlined', a
    // comparison, a call's argument) are not texts.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/components/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', ...jsxTextRules()],
    },
  },
  {
    // A test's own time limit goes through limite() (tests/helpers/limites.ts), which scales it
    // in CI where `npm test` runs starved beside the browser suite: a bare number there failed a
    // passing test (CI's stop 51).
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.name=/^(it|test|describe)$/] > Literal[raw=/^[0-9_]+$/]',
          'CallExpression[callee.object.name=/^(it|test|describe)$/] > Literal[raw=/^[0-9_]+$/]',
          'Property[key.name="timeout"] > Literal[raw=/^[0-9_]+$/]',
        ].map((selector) => ({
          selector,
          message: 'Set a time limit with limite() from tests/helpers/limites.ts.',
        })),
      ],
    },
  },
  prettier,
);

/** The selectors of the JSX text rule below (eslint's no-restricted-syntax, esquery). */
function jsxTextRules() {
  const ATTRIBUTES = '/^(label|title|placeholder|helperText|aria-label)$/';
  const LETTERS = '/[A-Za-zÀ-ÿ]/';
  const KEY = '/^[a-z][\\w-]*(\\.[\\w-]+)+$/';
  const CODE = '/^[\\w.-]*$/';
  const CHILD = ':matches(JSXElement, JSXFragment) > JSXExpressionContainer';
  const SENTENCE = '/[A-Za-zÀ-ÿ]{2,} +[A-Za-zÀ-ÿ]{2,}/';
  const CODE_ATTRIBUTES = '/^(className|d|viewBox|sizes|rel|autoComplete|inputMode)$/';
  const message =
    'User texts live in the catalogue (i18n/pt-BR and i18n/en): read them with textsOf or translate.';
  return [
    `JSXText[value=${LETTERS}]`,
    `${CHILD} > Literal[value=${LETTERS}]`,
    `${CHILD} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${LETTERS}]:not([value=${KEY}])`,
    `${CHILD} > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]:not([value.raw=${CODE}])`,
    `JSXAttribute[name.name=${ATTRIBUTES}] Literal[value=${LETTERS}]:not([value=${KEY}]):not(CallExpression > Literal):not(BinaryExpression > Literal)`,
    `JSXAttribute[name.name=${ATTRIBUTES}] TemplateElement[value.raw=${LETTERS}]:not([value.raw=${CODE}])`,
    // Any other attribute that holds a sentence (two words or more): a component's own text prop
    // (LoadError's message, MUI's noOptionsText, labelRowsPerPage) is a user text too.
    `JSXAttribute:not([name.name=${CODE_ATTRIBUTES}]) > Literal[value=${SENTENCE}]`,
  ].map((selector) => ({ selector, message }));
}
