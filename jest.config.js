/** Unit specs are pure; integration specs get a real PostgreSQL database per file. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.ts$': swc },
  testEnvironment: 'node',
  roots: ['<rootDir>/backend/src', '<rootDir>/projections/src', '<rootDir>/test/integration'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The composition root: the test database factory and the event stores read the contexts' migrations and upcasts.
  setupFiles: ['<rootDir>/backend/src/contexts.ts'],
};

module.exports = {
  testTimeout: 30000,
  globalSetup: '<rootDir>/backend/src/platform/testing/global-setup.ts',
  globalTeardown: '<rootDir>/backend/src/platform/testing/global-teardown.ts',
  transform: { '^.+\\.ts$': swc },
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.spec.ts'] },
    { ...common, displayName: 'integration', testMatch: ['**/*.int-spec.ts'] },
  ],
};
