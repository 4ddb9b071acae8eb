import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Bounded contexts are the top-level folders of backend/src other than platform.
const contexts = dirs('backend/src').filter((name) => name !== 'platform');
const features = dirs('frontend/src/features');

const PURE_FILES = ['**/*.decider.ts', '**/*.events.ts', '**/*.contract.ts'];
const purity = [
  {
    group: ['@nestjs/*', 'kysely', 'kysely/*', 'pg', 'pg-*'],
    message: 'Deciders, events and contracts are pure: no Nest, kysely or pg.',
  },
];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const contextBoundaries = contexts.flatMap((context) => {
  const boundary = contexts
    .filter((other) => other !== context)
    .map((other) => ({
      // A context's public face: its events, the domain errors its commands throw (stable codes), module, id helpers,
      // contracts, its decider commands (*.commands), the use-case commands it accepts and its queries.
      group: [
        `**/${other}/**`,
        `!**/${other}/*.events`,
        `!**/${other}/*.errors`,
        `!**/${other}/*.module`,
        `!**/${other}/*-id`,
        `!**/${other}/*.contract`,
        `!**/${other}/*.commands`,
        // gitignore semantics: a file comes back only once its folder does.
        `!**/${other}/commands`,
        `**/${other}/commands/*`,
        `!**/${other}/commands/*.command`,
        `!**/${other}/queries`,
        `!**/${other}/queries/*`,
      ],
      message: `Contexts do not import each other's internals: use ${other}'s events, errors, module, id helpers, contracts, commands or queries.`,
    }));
  return [
    { files: [`backend/src/${context}/**/*.ts`], rules: restrict(boundary) },
    {
      files: PURE_FILES.map((glob) => `backend/src/${context}/${glob}`),
      rules: restrict([...boundary, ...purity]),
    },
  ];
});

// The platform is the ground floor every context stands on, so it imports none of them (nor the composition root that
// imports them all): a context hands the platform what it needs through a registry (backend/src/contexts.ts,
// registerErrorStatus, registerEventSummaries).
const groundFloor = [
  {
    group: [...contexts.flatMap((context) => [`**/${context}`, `**/${context}/**`]), '**/contexts'],
    message:
      'The platform imports no context: let the context register what the platform needs (backend/src/contexts.ts).',
  },
];

// The browser may import only the backend's *.contract modules: request schemas, shared rules, the socket event map.
const backendContracts = [
  {
    regex: '^@outreach/backend/(?!.*\\.contract$)',
    message: 'The frontend imports only *.contract modules from the backend.',
  },
];

// The frontend's floors, top down: app/ (router, layouts, store, the pages that compose features) imports features;
// a feature imports api/, components/, lib/ and config/; api/ imports components/, lib/ and config/.
const importsNoApp = {
  group: ['**/app', '**/app/**'],
  message: 'Only app/ composes the app: move what is shared down to api/, components/, lib/ or config/.',
};
const importsNoFeature = {
  group: ['**/features/**'],
  message: 'Features sit above api/, components/, lib/ and config/: pass what they need in, or move it down.',
};
const frontendZone = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...backendContracts, ...patterns] }] },
});

const featureBoundaries = features.map((feature) =>
  frontendZone(
    [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    [
      importsNoApp,
      ...features
        .filter((other) => other !== feature)
        .map((other) => ({
          group: [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`],
          message:
            'Frontend features do not import each other; move shared code down to api/, components/, lib/ or config/, or compose the features in app/.',
        })),
    ],
  ),
);

const lowerFloors = frontendZone(
  ['frontend/src/{api,components,lib,config}/**/*.{ts,tsx}'],
  [importsNoApp, importsNoFeature],
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  { files: PURE_FILES, rules: restrict(purity) },
  { files: ['backend/src/platform/**/*.ts'], rules: restrict(groundFloor) },
  {
    files: PURE_FILES.map((glob) => `backend/src/platform/${glob}`),
    rules: restrict([...groundFloor, ...purity]),
  },
  ...contextBoundaries,
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': ['error', { patterns: backendContracts }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...featureBoundaries,
  lowerFloors,
);
