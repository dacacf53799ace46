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
    '^mf-shared$': path.join(__dirname, '../src/index.ts'),
    '^mf-shared/(.*)$': path.join(__dirname, '../src/$1'),
  },
  setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  globals: { __AREA_BUILD__: 'test', __AREA_NAME__: 'test' },
};
