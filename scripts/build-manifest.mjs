// The hashes of a fresh build, kept under a key of everything the build reads (the sources,
// the configs, the dependencies as installed, the node version): test/dist.test.ts compares
// dist/ with them, and builds afresh only when no build of these exact inputs is on record.
// `npm run build` records its own output here, after building into an emptied dist/.
//
//   node scripts/build-manifest.mjs record   (after a build into dist/)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** Everything rollup reads besides src/: the configs, and the dependencies as installed. */
const BUILD_INPUTS = ['rollup.config.mjs', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json'];
const CACHE = join(tmpdir(), 'mcg-dist-builds');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/** One hash over every build input's path and bytes: equal keys build to equal bytes. */
export function inputsKey() {
  const hash = createHash('sha256').update(process.version);
  for (const file of [...BUILD_INPUTS, ...filesUnder(join(ROOT, 'src'))]) {
    const path = join(ROOT, file);
    hash.update(`\0${file}\0`).update(existsSync(path) ? readFileSync(path) : 'absent');
  }
  return hash.digest('hex');
}

/** File name to SHA-256 of every file a build wrote into `dir`. */
export function hashesOf(dir) {
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(dir, file)))
          .digest('hex'),
      ]),
  );
}

/** The recorded hashes of a build of these exact inputs, if there is one. */
export function recordedBuild() {
  const manifest = join(CACHE, `${inputsKey()}.json`);
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : undefined;
}

/** Records the hashes of a fresh build of the current inputs (atomically: test workers may read it). */
export function recordBuild(hashes) {
  mkdirSync(CACHE, { recursive: true });
  const manifest = join(CACHE, `${inputsKey()}.json`);
  writeFileSync(`${manifest}.${process.pid}.tmp`, JSON.stringify(hashes));
  renameSync(`${manifest}.${process.pid}.tmp`, manifest);
}

if (process.argv[2] === 'record') recordBuild(hashesOf(join(ROOT, 'dist')));
