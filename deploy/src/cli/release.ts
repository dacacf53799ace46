// Release / rollback CLI (npm run release -w deploy -- …):
//   <package> [--label X] [--from DIR]           check, release and serve the package's dist/ (or DIR)
//   promote <package> <version>                  serve an already released version again
//   rollback <package> [--to VERSION] [--from V] serve the previous version (or VERSION); with
//                                                --from (the version you saw served) a retry is a no-op
//   status                                       what is served, the history and the releases
// <package> is shell | mf-directory | mf-content | mf-account (or directory | content | account).
// Nothing is built here: build first (BUILD_LABEL=x npm run build -w mf-directory).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployPaths, distDirOf, packageOf, RELEASED_PACKAGES, type ReleasedPackage, type ReleaseTarget } from '../paths';
import { promoteVersion, releaseBuild, rollbackPackage } from '../releases/release';
import { listReleases } from '../releases/store';
import { readState } from '../state/releaseState';

const USAGE = `usage:
  npm run release -w deploy -- <package> [--label X] [--from DIR]
  npm run release -w deploy -- promote <package> <version>
  npm run release -w deploy -- rollback <package> [--to VERSION] [--from VERSION]
  npm run release -w deploy -- status`;

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { label: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
  });
  const paths = deployPaths();
  const [command, name, version] = positionals;

  if (command === 'status') {
    const state = await readState(paths.stateDir);
    for (const [pkg, target] of Object.entries(RELEASED_PACKAGES) as [ReleasedPackage, ReleaseTarget][]) {
      const entry = state.targets[target];
      const released = await listReleases(paths.releasesDir, pkg);
      console.log(`${target} (${pkg}): serving ${entry?.current ?? '(nothing)'}`);
      console.log(
        `  history:  ${entry?.history.map((step) => `${step.action === 'rollback' ? '↩ ' : ''}${step.version}`).join(' → ') || '(empty)'}`,
      );
      console.log(`  released: ${released.join(', ') || '(none)'}`);
    }
    return;
  }
  if (command === 'rollback') {
    if (!name) throw new Error(USAGE);
    const pkg = packageOf(name);
    const result = await rollbackPackage({ paths, pkg, to: values.to, from: values.from });
    console.log(
      result.changed
        ? `${pkg}: ${result.from ?? '(nothing)'} → ${result.to}. (A retry of this exact rollback: add --from ${result.from}.)`
        : `${pkg}: already rolled back to ${result.to}; nothing changed.`,
    );
    return;
  }
  if (command === 'promote') {
    if (!name || !version) throw new Error(USAGE);
    const pkg = packageOf(name);
    const result = await promoteVersion({ paths, pkg, version });
    console.log(`${pkg}: ${result.changed ? 'now serving' : 'already serving'} ${version}.`);
    return;
  }
  const pkgName = command === 'release' ? name : command;
  if (!pkgName) throw new Error(USAGE);
  const pkg = packageOf(pkgName);
  // npm -w runs this in deploy/: a relative --from is meant from where the command was typed.
  const distDir = values.from ? path.resolve(process.env.INIT_CWD || process.cwd(), values.from) : distDirOf(pkg);
  const release = await releaseBuild({ paths, pkg, distDir, label: values.label });
  console.log(
    `${pkg}: ${release.created ? 'released' : 'already released'} ${release.version}; ${release.changed ? 'now served' : 'already served'}.`,
  );
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
