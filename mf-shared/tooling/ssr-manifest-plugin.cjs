// Emits `ssr-manifest.json` beside a browser build: what the server needs to compose a page
// with this build in it (docs/architecture.md "Request path"):
//   css          every stylesheet of the build
//   initial      the entry's files (the shell's main.js; a remote's remoteEntry.js)
//   chunkGroups  the files (scripts and stylesheets) of each named chunk group: the shell's
//                `bootstrap`, each lazy page (`lazyPage('org-detail', () => import(/* webpackChunkName:
//                "org-detail" */ …))`) and the exposed module, so the server preloads exactly the
//                scripts the current route needs and inlines exactly its stylesheets.
const PLUGIN = 'SsrManifestPlugin';

class SsrManifestPlugin {
  /** @param {{ name: string, entrypoint: string }} options  entrypoint: 'main' (shell) or the container name (remote) */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // Scripts and stylesheets of a chunk group, in load order (no source maps).
        const groupFiles = (files) => [...files].filter((file) => file.endsWith('.js') || file.endsWith('.css'));
        const chunkGroups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (compilation.entrypoints.has(name)) continue;
          chunkGroups[name] = groupFiles(group.getFiles());
        }
        const entrypoint = compilation.entrypoints.get(this.options.entrypoint);
        const css = Object.keys(compilation.assets)
          .filter((file) => file.endsWith('.css'))
          .sort();
        const manifest = {
          name: this.options.name,
          initial: entrypoint ? groupFiles(entrypoint.getFiles()) : [],
          css,
          chunkGroups,
        };
        compilation.emitAsset('ssr-manifest.json', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { SsrManifestPlugin };
