// mf-shared's own tests, with the preset every front-end package uses.
const preset = require('./tooling/jest-preset.cjs');

module.exports = { ...preset, rootDir: __dirname, displayName: 'mf-shared' };
