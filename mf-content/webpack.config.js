const { createAppConfig } = require('mf-shared/tooling/webpack-app.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  area: 'content',
  name: 'content',
  exposes: { './spa': './src/app/spa.tsx' },
  serverEntry: './src/server.tsx',
  devPort: 3002,
  title: 'Content area (standalone)',
});
