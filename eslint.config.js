import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
          patterns: [
            'react',
            'react-*',
            '@mui/*',
            'fastify',
            'node:*',
            '../../server/*',
            '../providers/*',
          ],
        },
      ],
    },
  },
  {
    // The server reads of src/resources only the shared layer: the definitions, the registry
    // and the yup schema built from them. Screens and their texts belong to the browser; a text
    // both sides show lives in src/domain (docs/architecture.md).
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'src/resources/(?!(definition|registry|schema)$|[^/]+/definitions?$)',
              message:
                'The server imports only definitions, the registry and the schema of src/resources; move what both sides share to src/domain.',
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
              regex: 'src/resources/(?!(definition|registry|schema)$)',
              message:
                'The generic CRUD reads only definition.ts, registry.ts and schema.ts of src/resources.',
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
  prettier,
);
