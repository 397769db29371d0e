import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/fixture.js';

describe('dist/', () => {
  it('is what the sources build to (run npm run build and commit dist/)', () => {
    const out = tempDir('mcg-dist-');
    execFileSync(process.execPath, [join(ROOT, 'node_modules/rollup/dist/bin/rollup'), '--config', 'rollup.config.mjs', '--dir', out, '--silent'], { cwd: ROOT, stdio: 'pipe' });
    const built = readdirSync(out).sort();
    expect(readdirSync(join(ROOT, 'dist')).sort()).toEqual(built);
    for (const file of built) {
      expect(readFileSync(join(ROOT, 'dist', file), 'utf8') === readFileSync(join(out, file), 'utf8'), `dist/${file} is stale`).toBe(true);
    }
  }, 120_000);
});
