const preset = require('mf-shared/tooling/jest-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  // marked (the admin Markdown preview) ships ES modules only, like sanitize-html's parser.
  transformIgnorePatterns: ['/node_modules/(?!(htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|marked)/)'],
};
