// Unit tests of the composition (node, native ES modules: run with --experimental-vm-modules).
const ESM_ONLY = ['content-disposition', 'cookie'];

module.exports = {
  testEnvironment: 'node',
  // Our .mjs files run as they are. Fastify's inject and @fastify/static require ES-module-only
  // packages, which Node 20 loads through require(esm) but jest's module loader cannot: compile them.
  transform: {
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  testMatch: ['<rootDir>/test/**/*.test.mjs'],
};
