// Where the composition keeps its files. Every directory can be moved with an environment
// variable so tests and the browser suite run against throw-away copies.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEPLOY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(DEPLOY_ROOT, '..');

/** The federated remotes: npm package (= folder) → area name in the registry. */
export const REMOTE_AREAS = Object.freeze({
  'mf-directory': 'directory',
  'mf-content': 'content',
  'mf-account': 'account',
});

/** Every app `npm start` needs built: the shell first, then the remotes. */
export const BUILT_PACKAGES = Object.freeze(['shell', ...Object.keys(REMOTE_AREAS)]);

/** @param {NodeJS.ProcessEnv} [env] */
export function deployPaths(env = process.env) {
  return {
    releasesDir: path.resolve(env.DEPLOY_RELEASES_DIR || path.join(DEPLOY_ROOT, '.releases')),
    stateDir: path.resolve(env.DEPLOY_STATE_DIR || path.join(DEPLOY_ROOT, '.state')),
    shellDir: path.resolve(env.SHELL_DIST_DIR || path.join(REPO_ROOT, 'shell', 'dist')),
  };
}

/** The dist/ folder a package builds into. */
export function distDirOf(pkg) {
  return path.join(REPO_ROOT, pkg, 'dist');
}
