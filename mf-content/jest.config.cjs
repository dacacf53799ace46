const preset = require('mf-shared/tooling/jest-preset.cjs');

module.exports = { ...preset, rootDir: __dirname };
