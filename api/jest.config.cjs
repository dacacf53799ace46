// API tests: node environment, swc transpile.
// One migrated + seeded template database is built once (test/global-setup.ts); each suite
// starts from a copy of it. TEST_DATABASE_URL=postgres://… runs the same suites on PostgreSQL.
module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  transform: {
    '^.+\\.(ts|mjs|js)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // These packages ship ESM only; jest runs CommonJS, so they are transpiled too.
  transformIgnorePatterns: [
    '/node_modules/(?!(feed|typebox|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype|country-flag-icons|cookie' +
      // file-type (upload sniffing) and its ES-module dependencies; marked (Markdown descriptions).
      '|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|marked' +
      // d3-geo (the map's projection) and its d3-array.
      '|d3-geo|d3-array)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts', '<rootDir>/bench/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
};
