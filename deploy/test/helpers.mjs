import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tempDirs = [];

// Every test file that imports these helpers removes its temporary folders at the end.
afterAll(() => Promise.all(tempDirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

export async function makeTempDir(prefix = 'deploy-test-') {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Writes { 'relative/path': 'content' } under `dir`. */
export async function writeFiles(dir, files) {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(dir, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  }
}

/** A minimal remote dist/ as webpack emits it. */
export async function makeDist(root, build = 'a') {
  const dist = path.join(root, `dist-${build}`);
  await writeFiles(dist, {
    'mf-manifest.json': JSON.stringify({ name: 'directory', build }),
    'remoteEntry.js': `/* remote entry ${build} */`,
    'chunks/main.1a2b3c4d.js': `console.log(${JSON.stringify(build)});`,
  });
  return dist;
}
