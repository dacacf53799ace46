// The one list of modules every federated build shares as singletons.
// Host and remotes all call sharedSingletons() so versions cannot drift:
// the browser downloads React (and the rest of this list) exactly once.
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'mf-shared',
];

function packageRoot(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function installedVersion(request, fromDir) {
  const pkgJson = require.resolve(`${packageRoot(request)}/package.json`, { paths: [fromDir] });
  return require(pkgJson).version;
}

/** @param {string} fromDir the app's directory (resolution starts there) */
function sharedSingletons(fromDir) {
  const shared = {};
  for (const request of SINGLETONS) {
    const version = installedVersion(request, fromDir);
    shared[request] = {
      singleton: true,
      version,
      requiredVersion: `^${version.split('.')[0]}.${request === 'mf-shared' ? version.split('.')[1] + '.0' : '0.0'}`,
      strictVersion: false,
    };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons, packageRoot, path };
