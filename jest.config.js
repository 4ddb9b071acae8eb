/** Unit specs are pure; integration specs get a real PostgreSQL database per file. */

// The AWS SDK warns once per process, on Node 20, that its releases after January 2027 need Node 22 (the S3
// storage specs build its client). Accurate, and for operators: the product still prints it; a test run does not.
// The switch is the SDK's own (aws/aws-sdk-js-v3#7983). Workers inherit it from this process.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
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
  // marked exports only its ES module; Node 20.19+ requires it, Jest's CommonJS runtime cannot, so Jest loads the
  // package's UMD build of the same version.
  moduleNameMapper: { '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js' },
};

module.exports = {
  // Jest's default on two cores is one file at a time, which leaves a core mostly idle while a file waits on
  // PostgreSQL. Files are independent: each has its own database, free ports and temporary directories, and the
  // event store's readers wait only on their own database's transactions.
  maxWorkers: 2,
  testTimeout: 30000,
  globalSetup: '<rootDir>/backend/src/platform/testing/global-setup.ts',
  globalTeardown: '<rootDir>/backend/src/platform/testing/global-teardown.ts',
  transform: { '^.+\\.ts$': swc },
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.spec.ts'] },
    { ...common, displayName: 'integration', testMatch: ['**/*.int-spec.ts'] },
  ],
};
