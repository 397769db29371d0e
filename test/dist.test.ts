import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/fixture.js';

/** Everything rollup reads: the sources, the configs, and the dependencies as installed. */
const BUILD_INPUTS = ['rollup.config.mjs', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/** One hash over every build input's path and bytes: equal hashes build to equal bytes. */
function inputsKey(): string {
  const hash = createHash('sha256').update(process.version);
  for (const file of [...BUILD_INPUTS, ...filesUnder(join(ROOT, 'src'))]) {
    const path = join(ROOT, file);
    hash.update(`\0${file}\0`).update(existsSync(path) ? readFileSync(path) : 'absent');
  }
  return hash.digest('hex');
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * The file hashes of a fresh build of these exact inputs. Built (about 30 s) only when the
 * inputs changed since the last fresh build on this machine; the hashes of that build are kept
 * under the key of its inputs, so a test run without source changes compares against it.
 */
function freshBuild(): Record<string, string> {
  const cache = join(tmpdir(), 'mcg-dist-builds');
  const manifest = join(cache, `${inputsKey()}.json`);
  if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  const out = tempDir('mcg-dist-');
  execFileSync(process.execPath, [join(ROOT, 'node_modules/rollup/dist/bin/rollup'), '--config', 'rollup.config.mjs', '--dir', out, '--silent'], { cwd: ROOT, stdio: 'pipe' });
  const built = Object.fromEntries(
    readdirSync(out)
      .sort()
      .map((file) => [file, sha(join(out, file))]),
  );
  mkdirSync(cache, { recursive: true });
  writeFileSync(`${manifest}.${process.pid}.tmp`, JSON.stringify(built));
  renameSync(`${manifest}.${process.pid}.tmp`, manifest);
  return built;
}

describe('dist/', () => {
  it('is what the sources build to (run npm run build and commit dist/)', () => {
    const built = freshBuild();
    expect(readdirSync(join(ROOT, 'dist')).sort()).toEqual(Object.keys(built));
    for (const [file, hash] of Object.entries(built)) {
      expect(sha(join(ROOT, 'dist', file)) === hash, `dist/${file} is stale`).toBe(true);
    }
  }, 180_000);
});
