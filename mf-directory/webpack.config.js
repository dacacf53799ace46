const { createAppConfig } = require('mf-shared/tooling/webpack-app.cjs');

const config = createAppConfig({
  dirname: __dirname,
  area: 'dir',
  name: 'directory',
  exposes: { './spa': './src/app/spa.tsx' },
  serverEntry: './src/server.tsx',
  devPort: 3001,
  title: 'Directory area (standalone)',
});

// Each page's chunk carries the code it shares with other pages (kit components, the card grid)
// instead of webpack's default split into a shared chunk: a page's critical path stays the
// container, the exposed module and one page chunk (deploy's bundle budget counts exactly those).
module.exports = (env, argv) =>
  config(env, argv).map((build) =>
    build.name === 'browser'
      ? {
          ...build,
          optimization: {
            ...build.optimization,
            splitChunks: {
              ...build.optimization?.splitChunks,
              cacheGroups: { ...build.optimization?.splitChunks?.cacheGroups, default: false },
            },
          },
        }
      : build,
  );
