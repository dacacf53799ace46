const preset = require('mf-shared/build/jest-preset.cjs');

module.exports = { ...preset, rootDir: __dirname };
