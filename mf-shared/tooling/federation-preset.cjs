// The run-time singletons every federated build shares, and how their versions are declared.
//
// The list is the shared contract's *run-time* half (docs/architecture.md "Compatibility"):
// React (one copy per page), the stores' library, the query library whose client areas create,
// and mf-shared's contract entry (auth store, API client, toast bus, routing table…).
// react-router-dom is NOT here: each area has its own router, so each bundles its own
// tree-shaken copy instead of downloading the whole library as a singleton.
//
// Versions are real semver: `version` is what this build was compiled against (what it can
// provide), `requiredVersion` is the consumer's own dependency range from its package.json
// (what it can accept). `strictVersion` makes the federation runtime refuse an incompatible
// provider instead of silently using it; deploy's release check refuses such a build earlier.
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'zustand', '@tanstack/react-query', 'mf-shared'];

function packageRoot(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function installedVersion(request, fromDir) {
  const pkgJson = require.resolve(`${packageRoot(request)}/package.json`, { paths: [fromDir] });
  return require(pkgJson).version;
}

/** The consumer's declared range for a package ("^19.3.1"), from its package.json. */
function declaredRange(request, appPackage) {
  const name = packageRoot(request);
  const range = appPackage.dependencies?.[name] ?? appPackage.peerDependencies?.[name];
  if (!range || range === '*' || range.startsWith('workspace:')) {
    throw new Error(
      `${appPackage.name}: declare a semver range for '${name}' in dependencies (e.g. "^1.0.0"); ` +
        `it becomes the shared requiredVersion the release check verifies.`,
    );
  }
  return range;
}

/**
 * @param {string} fromDir the app's directory (resolution starts there)
 * @param {Record<string, { version?: string, requiredVersion?: string }>} [overrides] what a test
 *   build claims instead (SHARED_OVERRIDES_JSON, e.g. a remote "built against" contract 1.1.0)
 */
function sharedSingletons(fromDir, overrides = {}) {
  const appPackage = require(path.join(fromDir, 'package.json'));
  const shared = {};
  for (const request of SINGLETONS) {
    shared[request] = {
      singleton: true,
      version: overrides[request]?.version ?? installedVersion(request, fromDir),
      requiredVersion: overrides[request]?.requiredVersion ?? declaredRange(request, appPackage),
      strictVersion: true,
    };
  }
  return shared;
}

module.exports = { sharedSingletons };
