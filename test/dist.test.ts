import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, shared with `npm run build`
import { hashesOf, recordBuild, recordedBuild } from '../scripts/build-manifest.mjs';
import { ROOT, tempDir } from './helpers/fixture.js';

/**
 * The file hashes of a fresh build of these exact inputs: the record of `npm run build` or of
 * an earlier run of this test, else a build into a temporary folder (about 30 s).
 */
function freshBuild(): Record<string, string> {
  const recorded = recordedBuild() as Record<string, string> | undefined;
  if (recorded) return recorded;
  const out = tempDir('mcg-dist-');
  execFileSync(process.execPath, [join(ROOT, 'node_modules/rollup/dist/bin/rollup'), '--config', 'rollup.config.mjs', '--dir', out, '--silent'], { cwd: ROOT, stdio: 'pipe' });
  const built = hashesOf(out) as Record<string, string>;
  recordBuild(built);
  return built;
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('dist/', () => {
  it('is what the sources build to (run npm run build and commit dist/)', () => {
    const built = freshBuild();
    expect(readdirSync(join(ROOT, 'dist')).sort()).toEqual(Object.keys(built));
    for (const [file, hash] of Object.entries(built)) {
      expect(sha(join(ROOT, 'dist', file)) === hash, `dist/${file} is stale`).toBe(true);
    }
  }, 180_000);
});
