const { createAppConfig } = require('mf-shared/tooling/webpack-app.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  area: 'dir',
  name: 'directory',
  exposes: { './spa': './src/app/spa.tsx' },
  serverEntry: './src/server.tsx',
  devPort: 3001,
  title: 'Directory area (standalone)',
});
