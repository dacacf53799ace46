// Writes `routes.json` beside mf-manifest.json: the area's routes with their metadata
// ({ name, routes: [{ pattern, noindex?, sitemap?, access? }] }), taken from the server bundle
// this build just emitted (its `routes` export, generated from app/definition.ts), so the
// definition stays the one source. `npm run release -w deploy` checks it against the bundle
// and adds the routes to the served route table (docs/architecture.md "Routes").
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'RoutesFilePlugin';
const ROUTES_FILE = 'routes.json';

class RoutesFilePlugin {
  /** @param {{ name: string, outDir: string }} options  outDir: the browser build's folder */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      if (compilation.errors.length) return;
      const bundle = path.join(compilation.outputOptions.path, 'render.js');
      // A fresh copy: `webpack --watch` rebuilds into the same file.
      delete require.cache[require.resolve(bundle)];
      const { areaName, routes } = require(bundle);
      if (areaName !== this.options.name || !Array.isArray(routes)) {
        compilation.errors.push(new Error(`${PLUGIN}: ${bundle} does not export the routes of '${this.options.name}' (createAreaServer).`));
        return;
      }
      fs.mkdirSync(this.options.outDir, { recursive: true });
      const file = { name: areaName, routes };
      fs.writeFileSync(path.join(this.options.outDir, ROUTES_FILE), `${JSON.stringify(file, null, 2)}\n`);
    });
  }
}

module.exports = { RoutesFilePlugin, ROUTES_FILE };
