const { createAppConfig } = require('mf-shared/tooling/webpack-app.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  area: 'account',
  name: 'account',
  exposes: { './spa': './src/app/spa.tsx' },
  serverEntry: './src/server.tsx',
  devPort: 3003,
  title: 'Account area (standalone)',
});
