// mf-shared's own tests, with the preset every front-end package uses.
const path = require('node:path');
const preset = require('./build/jest-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  displayName: 'mf-shared',
  setupFiles: [...(preset.setupFiles ?? []), path.join(__dirname, 'src/testing/jsdom-polyfills.cjs')],
};
