const preset = require('mf-shared/tooling/jest-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  // Like sanitize-html's parser, these ship ES modules only (the admin screens' table and Markdown preview).
  transformIgnorePatterns: [
    '/node_modules/(?!(htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|marked|@tanstack/(react-table|table-core|react-store|store))/)',
  ],
};
