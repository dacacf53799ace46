const path = require('node:path');
const preset = require('mf-shared/build/jest-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  setupFiles: [...(preset.setupFiles ?? []), path.join(__dirname, 'jest.polyfills.cjs')],
};
