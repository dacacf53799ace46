const { createAppConfig } = require('mf-shared/tooling/webpack-app.cjs');

// The host: exposes nothing and names no remote. Remote URLs come from /remotes.json at run time.
module.exports = createAppConfig({
  dirname: __dirname,
  area: 'shell',
  name: 'shell',
  exposes: {},
  serverEntry: './src/server.tsx',
  devPort: 3000,
  title: 'Fusion Energy Directory',
  runtimePlugins: [require.resolve('./src/app/federation/remoteRetryPlugin.ts')],
});
