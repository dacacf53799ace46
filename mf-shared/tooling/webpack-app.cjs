// Webpack config factory for the shell and every remote, so each app only states what is its
// own: its federation name, what it exposes, its server entry, its dev port.
//
// `createAppConfig` returns two configurations built together (webpack multi-compiler), and
// released together in one immutable version folder (docs/architecture.md "Builds"):
//   browser → dist/           federation container (remotes) or host (shell), CSS extracted,
//                             mf-manifest.json and ssr-manifest.json for the server
//   server  → dist/server/    one CommonJS file for Node (React and the app's code bundled,
//                             CSS Modules as class names only) that the server renders with;
//                             for a remote, dist/routes.json from it (its routes and their metadata)
const path = require('node:path');
const { createHash } = require('node:crypto');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./federation-preset.cjs');
const { SsrManifestPlugin } = require('./ssr-manifest-plugin.cjs');
const { RoutesFilePlugin, ROUTES_FILE } = require('./routes-file-plugin.cjs');

const sharedSrc = path.resolve(__dirname, '../src');
const repoRoot = path.resolve(__dirname, '../..');

// `<area>-<file>-<class>-<hash>` for the app's own styles, `<area>-ui-<file>-<class>-<hash>`
// for mf-shared's kit. The kit is bundled into every area, so two areas built against two kit
// versions never share a class name (no area's styles leak into another). The hash comes from
// the repo-relative path, so the browser and server builds name every class the same.
function scopedClassName(area, resourcePath, localName) {
  const prefix = resourcePath.startsWith(sharedSrc) ? `${area}-ui` : area;
  const base = path.basename(resourcePath).replace(/\.module\.css$/, '');
  const hash = createHash('md5')
    .update(`${path.relative(repoRoot, resourcePath)}:${localName}`)
    .digest('base64url')
    .slice(0, 5);
  return `${prefix}-${base}-${localName}-${hash}`;
}

function swcRule(dirname, isProd) {
  return {
    test: /\.[jt]sx?$/,
    include: [path.join(dirname, 'src'), sharedSrc],
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
  };
}

function cssModulesOptions(area, exportOnlyLocals) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        getLocalIdent: (context, _name, localName) => scopedClassName(area, context.resourcePath, localName),
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals,
      },
    },
  };
}

/** Test builds may claim other shared versions: SHARED_OVERRIDES_JSON='{"mf-shared":{"version":"1.1.0"}}'. */
function sharedOverrides() {
  const raw = process.env.SHARED_OVERRIDES_JSON;
  return raw ? JSON.parse(raw) : {};
}

function defines(o, pkg, isServer) {
  return new webpack.DefinePlugin({
    __AREA_BUILD__: JSON.stringify(process.env.BUILD_LABEL || pkg.version),
    __AREA_NAME__: JSON.stringify(o.name),
    __SERVER__: JSON.stringify(isServer),
    // Test-only pages (e.g. mf-content's /e2e-new-page): the browser tests build with E2E_FIXTURES=1.
    __E2E_FIXTURES__: JSON.stringify(process.env.E2E_FIXTURES === '1'),
  });
}

/**
 * @param {object} o
 * @param {string} o.dirname        the app folder (__dirname of its webpack.config.js)
 * @param {string} o.area           short css prefix for this area: shell | dir | content | account
 * @param {string} o.name           federation container name
 * @param {Record<string,string>} [o.exposes]
 * @param {string} o.serverEntry    the Node render entry (./src/server.tsx)
 * @param {number} o.devPort        port for `npm run dev` (standalone)
 * @param {string} [o.title]        title of the standalone page
 * @param {string[]} [o.runtimePlugins]
 */
function createAppConfig(o) {
  return (env, argv) => {
    const mode = argv.mode || 'production';
    const isProd = mode === 'production';
    const pkg = require(path.join(o.dirname, 'package.json'));
    const isHost = !o.exposes || Object.keys(o.exposes).length === 0;
    // Remotes use the host's federation runtime (one per page); standalone dev has no host.
    // BUILD_OUT_DIR builds elsewhere than dist/ (e.g. a second, labelled build to release).
    const outDir = process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(o.dirname, 'dist');
    // No snapshot plugin (we register plain remoteEntry.js URLs, never manifests) and browser
    // code paths only: a smaller runtime on every page.
    const optimization = { disableSnapshot: true, target: 'web' };
    const federationExperiments = isProd
      ? { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization }
      : {};

    const browser = {
      name: 'browser',
      mode,
      context: o.dirname,
      // A remote's production build is only its container (remoteEntry.js); `main` is the
      // shell's entry, and each remote's standalone page in development.
      entry: isHost || !isProd ? { main: './src/index.ts' } : {},
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: 'auto',
        // Entry files keep stable names inside their immutable version folder; lazy chunks
        // and stylesheets carry a content hash.
        filename: '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: o.name,
        // The server build writes server/ and routes.json (both compilers run at once).
        clean: { keep: (file) => file.startsWith('server/') || file === ROUTES_FILE },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          swcRule(o.dirname, isProd),
          // CSS Modules, extracted to files the server inlines into the first paint.
          { test: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, cssModulesOptions(o.area, false)] },
          // Global css is allowed only for mf-shared's design tokens and base reset.
          { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|gif|svg|ico)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        defines(o, pkg, false),
        new MiniCssExtractPlugin({ ignoreOrder: true }),
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes || {},
          remotes: {},
          shared: sharedSingletons(o.dirname, sharedOverrides()),
          // The shell loads first and provides every singleton; a remote uses the provided
          // copy when its requiredVersion accepts it (strictVersion: refused otherwise).
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          runtimePlugins: o.runtimePlugins || [],
          experiments: federationExperiments,
        }),
        new SsrManifestPlugin({ name: o.name, entrypoint: isHost ? 'main' : o.name }),
        // Development only: a page that mounts this app alone (npm run dev -w <app>).
        ...(!isProd
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'standalone.html'),
                title: o.title || 'Fusion Energy Directory',
                scriptLoading: 'defer',
                publicPath: '/',
              }),
            ]
          : []),
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
            context: ['/api', '/remotes.json', '/releases', '/media'],
            target: process.env.SITE_URL || 'http://localhost:8080',
            changeOrigin: true,
          },
        ],
      },
    };

    const server = {
      name: 'server',
      mode,
      target: 'node20',
      context: o.dirname,
      entry: { render: o.serverEntry },
      devtool: false,
      output: {
        path: path.join(outDir, 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          swcRule(o.dirname, isProd),
          { test: /\.module\.css$/, use: [cssModulesOptions(o.area, true)] },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [require.resolve('./empty-loader.cjs')] },
        ],
      },
      // Readable stack traces in the server's logs matter more than a few KB on disk.
      optimization: { minimize: false, splitChunks: false },
      plugins: [
        defines(o, pkg, true),
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        ...(isHost ? [] : [new RoutesFilePlugin({ name: o.name, outDir })]),
      ],
      performance: { hints: false },
    };

    return [browser, server];
  };
}

module.exports = { createAppConfig };
