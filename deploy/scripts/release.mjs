// Release / rollback CLI (npm run release -w deploy -- …):
//   <package> [--label X] [--from DIR]   release the package's dist/ (or DIR) and serve it
//   rollback <package> [--to VERSION]     serve the previous version (or VERSION) again
//   status                                what each area serves, and its history
// <package> is mf-directory | mf-content | mf-account (or the area: directory | content | account).
// Nothing is built here: build first (BUILD_LABEL=x npm run build -w mf-directory).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployPaths, distDirOf } from '../lib/paths.mjs';
import { releaseDist, listReleases } from '../lib/releases.mjs';
import { packageOf, promote, rollback, status } from '../lib/registry.mjs';
import { packageVersion } from '../lib/build-and-release.mjs';

const USAGE = `usage:
  npm run release -w deploy -- <package> [--label X] [--from DIR]
  npm run release -w deploy -- rollback <package> [--to VERSION]
  npm run release -w deploy -- status`;

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { label: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
  });
  const { releasesDir, stateDir } = deployPaths();
  const [command, name] = positionals;

  if (command === 'status') {
    for (const area of await status(stateDir)) {
      const released = await listReleases(releasesDir, area.pkg);
      console.log(`${area.area} (${area.pkg}): serving ${area.current ?? '(nothing)'}`);
      console.log(`  history:  ${area.history.join(' → ') || '(empty)'}`);
      console.log(`  released: ${released.join(', ') || '(none)'}`);
    }
    return;
  }
  if (command === 'rollback') {
    if (!name) throw new Error(USAGE);
    const pkg = packageOf(name);
    const result = await rollback({ stateDir, releasesDir, pkg, to: values.to });
    console.log(`${pkg}: ${result.from ?? '(nothing)'} → ${result.to}`);
    return;
  }
  const pkgName = command === 'release' ? name : command;
  if (!pkgName) throw new Error(USAGE);
  const pkg = packageOf(pkgName);
  // npm -w runs this in deploy/: a relative --from is meant from where the command was typed.
  const distDir = values.from ? path.resolve(process.env.INIT_CWD || process.cwd(), values.from) : distDirOf(pkg);
  const release = await releaseDist({ pkg, distDir, releasesDir, packageVersion: packageVersion(pkg), label: values.label });
  await promote({ stateDir, releasesDir, pkg, version: release.version });
  console.log(`${pkg}: ${release.created ? 'released' : 'already released'} ${release.version}; now served.`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
