import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runNode } from './helpers/cli.js';
import { FIXTURE_SERVER, ROOT, tempDir } from './helpers/fixture.js';
import { git } from './helpers/repository.js';

/** The CLI as users run it: the bundle, in its own process (`npm run build` first). */
const CLI = join(ROOT, 'dist/cli.js');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const PINNED = `npx -p ${pkg.name}@${pkg.version} mcp-contract`;

const side = (tool: string) => ({
  protocolVersion: '2025-11-25',
  serverInfo: { name: 'demo', version: '1.0.0' },
  capabilities: { tools: {} },
  tools: [{ name: tool, description: 'Purges the cache.', inputSchema: { type: 'object' } }],
});

/**
 * A server repository as a new user has it: the server's source in src/, built by `npm run build`
 * into a git-ignored dist/ (the server runs from there), one commit on main.
 */
function builtServer(): string {
  const dir = tempDir('mcg-adopt-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'test@example.invalid');
  git(dir, 'config', 'user.name', 'test');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'demo-mcp', version: '1.0.0', scripts: { build: 'node build.mjs' } }));
  writeFileSync(join(dir, 'build.mjs'), "import { cpSync } from 'node:fs';\ncpSync('src', 'dist', { recursive: true });\n");
  writeFileSync(join(dir, '.gitignore'), 'dist\n');
  execFileSync('mkdir', ['src'], { cwd: dir });
  writeFileSync(join(dir, 'src/side.json'), JSON.stringify(side('purge')));
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'server');
  execFileSync(process.execPath, ['build.mjs'], { cwd: dir });
  return dir;
}

const gate = (dir: string, ...args: string[]) => runNode([CLI, ...args], dir);

describe('adopting the gate: every printed command works as printed', () => {
  it('init writes the build into the config; update runs it, accepts, and names the git add of the golden and the policy file', async () => {
    const dir = builtServer();
    const init = await gate(dir, 'init', '--', 'node', FIXTURE_SERVER, '--side', 'dist/side.json');
    expect(init.code).toBe(0);
    expect(init.stdout.split('\n').slice(-4)).toEqual([
      'Commit them; from then on, every pull request is checked against the contract:',
      '  git add mcp-contract.yaml contracts/demo-mcp.mcp-contract.json .github/workflows/mcp-contract.yml',
      "  git commit -m 'Gate the MCP contract of demo-mcp'",
      '',
    ]);
    expect(readFileSync(join(dir, 'mcp-contract.yaml'), 'utf8')).toContain(
      '    build: npm run build # run by check, update and review before they start the server (--no-build skips it); in CI, the workflow builds\n',
    );
    expect(readFileSync(join(dir, 'mcp-contract.yaml'), 'utf8')).toContain(`# \`${PINNED} check\` compares each server`);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'gate');
    git(dir, 'checkout', '-q', '-b', 'rename');

    // The source changes; dist/ is the old build. Without the build the gate sees the stale server.
    writeFileSync(join(dir, 'src/side.json'), JSON.stringify(side('purge_all')));
    expect(await gate(dir, 'check', '--no-build')).toMatchObject({ code: 0, stderr: '' });
    const check = await gate(dir, 'check');
    expect(check.code).toBe(1);
    expect(check.stderr).toBe('build: npm run build (in .; --no-build skips it)\n');
    expect(check.stdout.split('\n').slice(-3)).toEqual([
      `next: if the change is intended, accept it: ${PINNED} update --approve "why"`,
      '  or: the same without --approve, and the label mcp-contract:approved-breaking on the pull request',
      '',
    ]);

    const update = await gate(dir, 'update', '--approve', 'purge_all replaces purge');
    expect(update.code).toBe(0);
    const base = git(dir, 'rev-parse', 'main');
    const fingerprint = (/^ {2}([0-9a-f]{16}) tool-removed/m.exec(update.stdout) ?? [])[1];
    expect(update.stdout).toBe(
      [
        'updated contracts/demo-mcp.mcp-contract.json: 2025-11-25 (handshake era), 1 tool, 0 resources, 0 resource templates, 0 prompts',
        `accepted 1 breaking change since the merge base with main (${base.slice(0, 12)}) in mcp-contract.policy.yaml (created): purge_all replaces purge`,
        `  ${fingerprint} tool-removed (tool:purge): tool "purge" removed (looks renamed to "purge_all")`,
        '',
        'next: commit what the gate wrote (CI reads only committed files):',
        '  git add contracts/demo-mcp.mcp-contract.json mcp-contract.policy.yaml',
        '',
      ].join('\n'),
    );

    // Committed with `git commit -am`: the policy file stays behind, and review says so.
    git(dir, 'commit', '-qam', 'rename');
    const review = await gate(dir, 'review', '--no-build');
    expect(review.code).toBe(0);
    expect(review.stderr).toBe(
      'mcp-contract: warning: mcp-contract.policy.yaml is untracked: this review reads it, the action will not see it; commit it (git add mcp-contract.policy.yaml && git commit)\n',
    );
    // check passes (the server matches the new golden) and points at the review the pull request gets.
    const after = await gate(dir, 'check', '--no-build');
    expect(after.code).toBe(0);
    expect(after.stdout.split('\n').slice(-2)).toEqual([
      `note: contracts/demo-mcp.mcp-contract.json differs from the merge base with main (${base.slice(0, 12)}): the pull request's review judges that change, which check does not; run it here: ${PINNED} review`,
      '',
    ]);
    // Run again, update says nothing is left to accept, and still names the file to add.
    const again = await gate(dir, 'update', '--no-build', '--approve', 'purge_all replaces purge');
    expect(again.stdout.split('\n').slice(-3)).toEqual(['next: commit what the gate wrote (CI reads only committed files):', '  git add mcp-contract.policy.yaml', '']);
  });

  it('prints `npx mcp-contract` where the repository depends on the package, and names review with its config', async () => {
    const dir = builtServer();
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'demo-mcp', version: '1.0.0', devDependencies: { [pkg.name]: `^${pkg.version}` } }));
    writeFileSync(join(dir, 'gate.yaml'), stringify({ servers: [{ name: 'demo', command: 'node', args: [FIXTURE_SERVER, '--side', 'src/side.json'] }] }));
    expect((await gate(dir, 'snapshot', '--config', 'gate.yaml')).stdout).toBe(
      [
        'wrote contracts/demo.mcp-contract.json: 2025-11-25 (handshake era), 1 tool, 0 resources, 0 resource templates, 0 prompts',
        '',
        'next: commit what the gate wrote (CI reads only committed files):',
        '  git add contracts/demo.mcp-contract.json',
        '',
      ].join('\n'),
    );
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'gate');
    writeFileSync(join(dir, 'src/side.json'), JSON.stringify(side('purge_all')));
    const check = await gate(dir, 'check', '--config', 'gate.yaml');
    expect(check.stdout.split('\n').slice(-3)).toEqual([
      'next: if the change is intended, accept it: npx mcp-contract update --config gate.yaml --approve "why"',
      '  or: the same without --approve, and the label mcp-contract:approved-breaking on the pull request',
      '',
    ]);
    git(dir, 'checkout', '-q', '-b', 'next');
    await gate(dir, 'update', '--config', 'gate.yaml');
    const base = git(dir, 'rev-parse', 'main').slice(0, 12);
    expect((await gate(dir, 'check', '--config', 'gate.yaml')).stdout.split('\n').slice(-2)).toEqual([
      `note: contracts/demo.mcp-contract.json differs from the merge base with main (${base}): the pull request's review judges that change, which check does not; run it here: npx mcp-contract review --config gate.yaml`,
      '',
    ]);
  });

  it('a build that fails is exit 3, naming the command, with the end of its output', async () => {
    const dir = builtServer();
    writeFileSync(
      join(dir, 'mcp-contract.yaml'),
      stringify({ build: 'node -e "console.error(\'tsc: 1 error\'); process.exit(2)"', servers: [{ name: 'demo', command: 'node', args: [FIXTURE_SERVER, '--side', 'dist/side.json'] }] }),
    );
    const result = await gate(dir, 'check');
    expect(result).toEqual({
      code: 3,
      stdout: '',
      stderr: [
        `build: node -e "console.error('tsc: 1 error'); process.exit(2)" (in .; --no-build skips it)`,
        'tsc: 1 error',
        `mcp-contract: build "node -e \\"console.error('tsc: 1 error'); process.exit(2)\\"" (in .) exited with 2: the server would be a stale build; fix the build, or give --no-build`,
        '',
      ].join('\n'),
    });
  });

  it('reads a retired rule id as its successor, with a warning', async () => {
    const dir = builtServer();
    writeFileSync(
      join(dir, 'mcp-contract.yaml'),
      stringify({ levels: { 'input-type-added': 'cosmetic' }, servers: [{ name: 'demo', command: 'node', args: [FIXTURE_SERVER, '--side', 'src/side.json'] }] }),
    );
    const result = await gate(dir, 'snapshot', '--no-build');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      `mcp-contract: warning: config ${join(dir, 'mcp-contract.yaml')} at /levels: rule id \`input-type-added\` is retired; read as its successor \`input-type-narrowed\` (rename it: docs/rules.md#retired-ids)\n`,
    );
  });

  it('help through a pipe that closes early ends quietly', () => {
    const piped = spawnSync('sh', ['-c', `"${process.execPath}" "${CLI}" check --help | head -5`], { encoding: 'utf8' });
    expect(piped.status).toBe(0);
    expect(piped.stdout.split('\n')).toEqual([
      'Usage: mcp-contract check [options] [command...]',
      '',
      'compare live servers with their golden contracts; never writes the golden file',
      '',
      'Arguments:',
      '',
    ]);
    expect(piped.stderr).toBe('');
  });
});

describe('the package as a user installs it', () => {
  it('installs one package and no dependency (the bundle carries them): no engine warning, and its bin runs', () => {
    const dir = tempDir('mcg-pack-');
    const tarball = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' }))[0].filename as string;
    const app = join(dir, 'app');
    execFileSync('mkdir', [app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0' }));
    const install = spawnSync('npm', ['install', '--save-dev', '--offline', '--no-audit', '--no-fund', join(dir, tarball)], { cwd: app, encoding: 'utf8' });
    expect(install.status).toBe(0);
    expect(`${install.stdout}${install.stderr}`).not.toContain('EBADENGINE');
    expect(install.stdout).toMatch(/^\nadded 1 package in \S+\n$/);
    expect(spawnSync('npx', ['--offline', 'mcp-contract', '--version'], { cwd: app, encoding: 'utf8' }).stdout).toBe(`${pkg.version}\n`);
  });
});
