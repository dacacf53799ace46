// Jest preset for every front-end package: jsdom, swc transpile, CSS modules as identity.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    '\\.(png|jpe?g|webp|gif|svg|ico)$': path.join(__dirname, 'file-stub.cjs'),
    // mf-shared's other entries resolve through its package.json "exports"; jest would pick the
    // sanitizer's "node" condition, and the jsdom tests need the browser one.
    '^mf-shared/sanitizer$': path.join(__dirname, '../src/kit/html/sanitize.browser.ts'),
  },
  // sanitize-html's parser ships ES modules only: let swc turn them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)'],
  setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  globals: { __AREA_BUILD__: 'test', __AREA_NAME__: 'test', __SERVER__: false, __E2E_FIXTURES__: false },
};
