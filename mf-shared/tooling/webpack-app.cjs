// Webpack config factory shared by the shell and every remote, so each app
// only states what is its own: its federation name, what it exposes, its port.
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./federation-preset.cjs');

const sharedSrc = path.resolve(__dirname, '../src');
const repoRoot = path.resolve(__dirname, '../..');

// `<area>-<file>-<class>-<hash>`: the area prefix makes every class name unique to
// its area; mf-shared's primitives get `ui` whichever app compiles them, and the
// hash is taken from the repo-relative path so every build names them the same.
function scopedClassName(area, resourcePath, localName) {
  const prefix = resourcePath.startsWith(sharedSrc) ? 'ui' : area;
  const base = path.basename(resourcePath).replace(/\.module\.css$/, '');
  const hash = createHash('md5')
    .update(`${path.relative(repoRoot, resourcePath)}:${localName}`)
    .digest('base64url')
    .slice(0, 5);
  return `${prefix}-${base}-${localName}-${hash}`;
}

/**
 * @param {object} o
 * @param {string} o.dirname        the app folder (__dirname of its webpack.config.js)
 * @param {string} o.area           short css prefix for this area: shell | dir | content | account
 * @param {string} o.name           federation container name
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.devPort        port for `npm run dev` (standalone)
 * @param {string} [o.title]        html title of the standalone / host page
 * @param {string[]} [o.runtimePlugins]
 */
function createAppConfig(o) {
  return (env, argv) => {
    const mode = argv.mode || 'production';
    const isProd = mode === 'production';
    const pkg = require(path.join(o.dirname, 'package.json'));
    const buildLabel = process.env.BUILD_LABEL || pkg.version;
    return {
      mode,
      context: o.dirname,
      entry: { main: './src/index.ts' },
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dirname, 'dist'),
        publicPath: 'auto',
        // Entry files keep stable names: the federation runtime resolves this template
        // before hashes exist. index.html (no-store) adds ?<hash> to them; remotes
        // live under versioned folders. Lazy chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: o.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: [path.join(o.dirname, 'src'), sharedSrc],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProd } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            // CSS Modules: class names are prefixed per area so no area leaks into another.
            test: /\.module\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    getLocalIdent: (context, _name, localName) => scopedClassName(o.area, context.resourcePath, localName),
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            // Global css is allowed only for mf-shared's design tokens and base reset.
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: ['style-loader', 'css-loader'],
          },
          { test: /\.(png|jpe?g|webp|gif|svg|ico)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __AREA_BUILD__: JSON.stringify(buildLabel),
          __AREA_NAME__: JSON.stringify(o.name),
        }),
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes || {},
          remotes: {},
          shared: sharedSingletons(o.dirname),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          runtimePlugins: o.runtimePlugins || [],
        }),
        new HtmlWebpackPlugin({
          // The shell has its own page; a remote's page is only its standalone host (npm run dev).
          template: fs.existsSync(path.join(o.dirname, 'src/index.html'))
            ? path.join(o.dirname, 'src/index.html')
            : path.join(__dirname, 'standalone.html'),
          title: o.title || 'Fusion Energy Directory',
          scriptLoading: 'defer',
          // Absolute: the html is served for deep links such as /organizations/x (history
          // fallback), where a relative main.js would resolve under the wrong folder.
          publicPath: '/',
          hash: isProd,
        }),
      ],
      performance: { hints: false },
      devServer: {
        port: o.devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/remotes.json', '/remotes', '/media'],
            target: process.env.SITE_URL || 'http://localhost:8080',
            changeOrigin: true,
          },
        ],
      },
    };
  };
}

module.exports = { createAppConfig };
