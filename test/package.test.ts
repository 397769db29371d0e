import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './helpers/fixture.js';

/** What a user installs from the registry and what `uses:` runs: the package as it would be published. */
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: ROOT, encoding: 'utf8' });

describe('the published package', () => {
  it('packs exactly the bundle, the schemas, the action, the docs and the licence', () => {
    const packed = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts']))[0]
      .files.map((file: { path: string }) => file.path)
      .sort();
    const bundle = run('git', ['ls-files', 'dist']).split('\n').filter(Boolean);
    const expected = [
      ...bundle,
      'LICENSE',
      'README.md',
      'action.yml',
      ...readdirSync(join(ROOT, 'docs')).map((file) => `docs/${file}`), // the rule catalogue and the guides the README links
      'package.json',
      'src/config/config.schema.json',
      'src/config/policy.schema.json',
      'src/config/registry-entry.schema.json', // the part of the MCP Registry's server.json the gate reads
      'src/contract/contract.schema.json',
      'src/report/report.schema.json',
    ].sort();
    expect(packed).toEqual(expected);
  });

  it('is ready for the registry: not private, a licence, a repository, a bin that exists, exports of the published schemas', () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe('MIT');
    expect(pkg.repository.url).toBe('git+https://github.com/mcp-contract-gate/mcp-contract-gate.git');
    expect(pkg.bin).toEqual({ 'mcp-contract': 'dist/cli.js' });
    expect(readFileSync(join(ROOT, pkg.bin['mcp-contract']), 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
    for (const target of Object.values(pkg.exports) as string[]) expect(() => readFileSync(join(ROOT, target))).not.toThrow();
  });

  it('the README and the action name the same package and repository', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const repository = pkg.repository.url.replace(/^git\+https:\/\/github\.com\//, '').replace(/\.git$/, '');
    const uses = [...readme.matchAll(/uses: (mcp-contract-gate\/\S+)@v\d+/g)].map((match) => match[1]);
    expect(new Set(uses)).toEqual(new Set([repository]));
    // The two forms the gate prints: installed in the repository, or pinned to this very version.
    const pinned = [...readme.matchAll(/npx -p (\S+) (\S+)/g)].map((match) => [match[1], match[2]]);
    expect(pinned.length).toBeGreaterThan(0);
    for (const [name, bin] of pinned) expect([name, bin]).toEqual([`${pkg.name}@${pkg.version}`, 'mcp-contract']);
    expect(readme).toContain(`npm install --save-dev ~/mcp-contract-gate/${pkg.name}-${pkg.version}.tgz`);
    expect([...readme.matchAll(/(?<![\w/.-])mcp-contract (init|snapshot|check|update|review|diff|serve)\b/g)].filter((match) => readme.slice(match.index - 4, match.index) !== 'npx ')).toEqual([]);
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8'));
    expect([action.runs.using, action.runs.main, action.branding]).toEqual(['node24', 'dist/index.js', { icon: 'shield', color: 'blue' }]);
  });

  it('has a release workflow that refuses a stale dist/ and moves the major tag', () => {
    const workflow = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8'));
    const steps = (workflow.jobs.release.steps as Array<{ run?: string }>).map((step) => step.run ?? '').join('\n');
    expect(workflow.on).toEqual({ release: { types: ['published'] } });
    expect(steps).toMatch(/git diff --exit-code -- dist/);
    expect(steps).toMatch(/git tag -f "\$major"/);
    expect(steps).toMatch(/npm publish --provenance/);
  });

  it('installs on every Node its engines admit: no dependency it ships needs a newer one (npm ci warns EBADENGINE)', () => {
    // semver is npm's own range logic, in the lock file through the dev tools; no types needed for two functions.
    const semver = createRequire(import.meta.url)('semver') as { minVersion(range: string): { version: string }; satisfies(version: string, range: string): boolean };
    const oldest = semver.minVersion(pkg.engines.node).version;
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; engines?: { node?: unknown } }> };
    const needNewer = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.dev && typeof entry.engines?.node === 'string' && !semver.satisfies(oldest, entry.engines.node))
      .map(([path, entry]) => `${path} (node ${String(entry.engines!.node)})`);
    expect(needNewer).toEqual([]);
  });
});
