const { createAppConfig } = require('mf-shared/tooling/webpack-app.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  area: 'account',
  name: 'account',
  // './claim': the claim control other areas mount through the contract (loadAreaModule('account', 'claim')).
  exposes: { './spa': './src/app/spa.tsx', './claim': './src/features/claim/mount.tsx' },
  serverEntry: './src/server.tsx',
  devPort: 3003,
  title: 'Account area (standalone)',
});
