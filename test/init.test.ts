import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseConfig } from '../src/config/load.js';
import { proposeServer, serverName } from '../src/commands/init.js';
import { configYaml, workflowYaml, WORKFLOW_FILE } from '../src/commands/templates.js';
import { cli } from './helpers/cli.js';
import { corpus, FIXTURE_SERVER, ROOT, tempDir, writeSide } from './helpers/fixture.js';

/** A tiny server on the official SDK, as a user's repository would hold it (the SDK from this repository's node_modules). */
const SERVER = `import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod';

serveStdio(() => {
  const server = new McpServer({ name: 'echo', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echo the text back.', inputSchema: z.object({ text: z.string() }) }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
  return server;
});
`;

const git = (dir: string, args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.org', ...args], { cwd: dir, encoding: 'utf8' });

/** A throwaway git repository holding server.mjs (and `package`, as package.json). */
function repository(pkg?: Record<string, unknown>): string {
  const dir = tempDir('mcg-init-');
  git(dir, ['init', '-q']);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'server.mjs'), SERVER);
  if (pkg) writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
  return dir;
}

const FILES = ['mcp-contract.yaml', 'contracts/server.mcp-contract.json', WORKFLOW_FILE];

describe('mcp-contract init', () => {
  let dir: string;
  let first: Awaited<ReturnType<typeof cli>>;
  beforeAll(async () => {
    dir = repository();
    first = await cli(['init', '--', 'node', 'server.mjs'], dir);
  });

  it('writes a commented config the loader reads, the golden contract and the workflow; check then passes', async () => {
    expect([first.code, first.stderr]).toEqual([0, '']);
    expect(FILES.filter((file) => !existsSync(join(dir, file)))).toEqual([]);
    const configText = readFileSync(join(dir, 'mcp-contract.yaml'), 'utf8');
    expect(configText.split('\n').filter((line) => line.trimStart().startsWith('#')).length).toBeGreaterThan(5);
    const [server] = (await loadConfig(join(dir, 'mcp-contract.yaml'), dir)).servers;
    expect(server).toMatchObject({ name: 'server', transport: { kind: 'stdio', command: 'node', args: ['server.mjs'] }, contract: join(dir, 'contracts/server.mcp-contract.json') });
    expect(readFileSync(join(dir, WORKFLOW_FILE), 'utf8')).toBe(workflowYaml());
    expect(JSON.parse(readFileSync(join(dir, FILES[1]!), 'utf8')).tools).toHaveProperty('echo');
    const check = await cli(['check'], dir);
    expect([check.code, check.stderr]).toEqual([0, '']);
  });

  it('prints the git add and git commit lines, and they commit the three files', () => {
    const lines = first.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'created mcp-contract.yaml',
      'created contracts/server.mcp-contract.json: 2026-07-28 (stateless era), 1 tool, 0 resources, 0 resource templates, 0 prompts',
      `created ${WORKFLOW_FILE}`,
    ]);
    const commands = lines.filter((line) => line.startsWith('  git ')).map((line) => line.trim());
    expect(commands).toEqual([`git add ${FILES.join(' ')}`, "git commit -m 'Gate the MCP contract of server'"]);
    for (const command of commands)
      execFileSync('sh', ['-c', command], {
        cwd: dir,
        env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org' },
      });
    expect(git(dir, ['show', '--name-only', '--format=%s', 'HEAD']).trim().split('\n')).toEqual(['Gate the MCP contract of server', '', ...FILES.slice().sort()]);
  });

  it('refuses a second time without --force (exit 2 naming the files), and leaves them alone', async () => {
    const before = FILES.map((file) => readFileSync(join(dir, file), 'utf8'));
    const again = await cli(['init', '--', 'node', 'server.mjs'], dir);
    expect([again.code, again.stdout]).toEqual([2, '']);
    expect(again.stderr).toBe(`mcp-contract: ${FILES.join(', ')} exist: init replaces no file unless --force is given\n`);
    expect(FILES.map((file) => readFileSync(join(dir, file), 'utf8'))).toEqual(before);
    const forced = await cli(['init', '--force', '--', 'node', 'server.mjs'], dir);
    expect(forced.code).toBe(0);
    expect(
      forced.stdout
        .split('\n')
        .slice(0, 3)
        .map((line) => line.split(' ')[0]),
    ).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it("proposes package.json's bin when no server is given, and says so", async () => {
    const pkgDir = repository({ name: '@acme/echo-mcp', main: 'other.mjs', bin: { 'echo-mcp': 'server.mjs' }, scripts: { start: 'node other.mjs' } });
    const result = await cli(['init'], pkgDir);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout.split('\n')[0]).toBe('no server given: using package.json bin "echo-mcp": node server.mjs');
    const [server] = (await loadConfig(join(pkgDir, 'mcp-contract.yaml'), pkgDir)).servers;
    expect(server).toMatchObject({ name: 'echo-mcp', transport: { command: 'node', args: ['server.mjs'] } });
    expect(existsSync(join(pkgDir, 'contracts/echo-mcp.mcp-contract.json'))).toBe(true);
  });

  it('without a server or a package.json that names one: exit 2, nothing written', async () => {
    const empty = repository({ name: 'nothing' });
    const result = await cli(['init'], empty);
    expect([result.code, result.stderr]).toEqual([
      2,
      'mcp-contract: no server: give it as `init -- COMMAND ARGS...` or `init --url URL` (package.json here has no bin, main or start script to propose)\n',
    ]);
    expect(existsSync(join(empty, 'mcp-contract.yaml'))).toBe(false);
  });

  it('writes nothing when the server cannot be discovered (exit 3)', async () => {
    const broken = repository();
    const result = await cli(['init', '--', 'node', 'missing.mjs'], broken);
    expect(result.code).toBe(3);
    // The line that names the missing file, once; not the tail of its stack.
    expect(result.stderr).toBe(
      `mcp-contract: server "server", server/discover: the connection closed (server process ended with exit code 1; stderr: Error: Cannot find module '${join(realpathSync(broken), 'missing.mjs')}'); the initialize fallback failed the same way\n`,
    );
    expect(FILES.filter((file) => existsSync(join(broken, file)))).toEqual([]);
  });

  it('writes nothing for a server that uses what was not negotiated, as snapshot refuses it (exit 1)', async () => {
    const dir = repository();
    writeSide(dir, corpus()[0]!.before);
    const result = await cli(['init', '--', 'node', FIXTURE_SERVER, '--side', 'side.json', '--fault', 'undeclared-list-changed'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toMatch(/^error: server: evidence undeclared_capability_use failed: /);
    expect(FILES.filter((file) => existsSync(join(dir, file)))).toEqual([]);
  });
});

describe('init writes only inside the repository, and a first CI run that can start the server', () => {
  const workflowOf = (dir: string) => readFileSync(join(dir, WORKFLOW_FILE), 'utf8');
  const runSteps = (dir: string) =>
    workflowOf(dir)
      .split('\n')
      .filter((line) => line.trimStart().startsWith('- run:'));

  it('refuses a .github link out of the repository (exit 2), writing nothing', async () => {
    const dir = repository();
    const outside = tempDir('mcg-init-outside-');
    symlinkSync(outside, join(dir, '.github'));
    const result = await cli(['init', '--', 'node', 'server.mjs'], dir);
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toBe(`mcp-contract: init: the workflow: ${join(dir, WORKFLOW_FILE)} is outside the repository (${realpathSync(dir)}); name a path inside it\n`);
    expect(readdirSync(outside)).toEqual([]);
    expect(FILES.slice(0, 2).filter((file) => existsSync(join(dir, file)))).toEqual([]);
  });

  it("refuses a control character in package.json's main, naming the file and field (exit 2)", async () => {
    const dir = repository({ name: 'echo', main: 'server.mjs\nrm -rf /' });
    expect(await cli(['init'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mcp-contract: package.json main: the path holds a control character (a newline?); fix it, or give the server as `init -- COMMAND ARGS...`\n',
    });
  });

  it('refuses a main that does not exist, saying to build it when there is a build script (exit 2)', async () => {
    expect(await cli(['init'], repository({ name: 'echo', main: 'index.js' }))).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mcp-contract: package.json main: "index.js" does not exist; give the server as `init -- COMMAND ARGS...`\n',
    });
    expect((await cli(['init'], repository({ name: 'echo', main: 'dist/index.js', scripts: { build: 'tsc' } }))).stderr).toBe(
      'mcp-contract: package.json main: "dist/index.js" does not exist; build it first (npm run build), or give the server as `init -- COMMAND ARGS...`\n',
    );
  });

  it('writes npm run build after npm ci for a bin under a git-ignored dist/ with a build script', async () => {
    const dir = repository({ name: 'echo', bin: 'dist/server.mjs', scripts: { build: 'node -e 0' } });
    writeFileSync(join(dir, '.gitignore'), 'dist/\n');
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist/server.mjs'), SERVER);
    const result = await cli(['init'], dir);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(runSteps(dir)).toEqual(['      - run: npm ci # whatever your server needs to start', '      - run: npm run build # the server runs from what the build makes']);
    expect(workflowOf(dir)).toBe(workflowYaml('mcp-contract.yaml', true));
    // No build script: a git-ignored server file would be missing in CI.
    const bare = repository();
    writeFileSync(join(bare, '.gitignore'), 'dist/\n');
    mkdirSync(join(bare, 'dist'));
    writeFileSync(join(bare, 'dist/server.mjs'), SERVER);
    expect(await cli(['init', '--', 'node', 'dist/server.mjs'], bare)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mcp-contract: dist/server.mjs is git-ignored, and package.json has no build script: a CI checkout will not have it; add a "build" script that makes it\n',
    });
    // A server file in the repository, no build script: no build step.
    const plain = repository();
    expect((await cli(['init', '--', 'node', 'server.mjs'], plain)).code).toBe(0);
    expect(runSteps(plain)).toEqual(['      - run: npm ci # whatever your server needs to start']);
  });

  it('takes --timeout and --total-timeout, uses them and writes them into the config; a bad one is exit 2', async () => {
    const dir = repository();
    const result = await cli(['init', '--timeout', '20000', '--total-timeout', '300000', '--', 'node', 'server.mjs'], dir);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const [server] = (await loadConfig(join(dir, 'mcp-contract.yaml'), dir)).servers;
    expect([server!.requestTimeoutMs, server!.totalTimeoutMs]).toEqual([20_000, 300_000]);
    expect(readFileSync(join(dir, 'mcp-contract.yaml'), 'utf8')).toContain('    timeouts: {requestMs: 20000, totalMs: 300000} # one request, and the whole run\n');
    expect(await cli(['init', '--timeout', '2147483648', '--', 'node', 'server.mjs'], repository())).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mcp-contract: --timeout must be at most 2147483647 milliseconds, about 24.8 days (got "2147483648")\n',
    });
  });
});

describe('the proposal from package.json', () => {
  it('takes bin, then main, then the start script', () => {
    expect(proposeServer({ bin: 'cli.js', main: 'index.js', scripts: { start: 'node s.js' } })).toEqual({
      command: ['node', 'cli.js'],
      because: 'package.json bin',
      file: { field: 'bin', path: 'cli.js' },
    });
    expect(proposeServer({ name: '@a/b', bin: { other: 'o.js', b: 'b.js' } })).toEqual({ command: ['node', 'b.js'], because: 'package.json bin "b"', file: { field: 'bin', path: 'b.js' } });
    expect(proposeServer({ main: 'index.js', scripts: { start: 'node s.js' } })).toEqual({ command: ['node', 'index.js'], because: 'package.json main', file: { field: 'main', path: 'index.js' } });
    expect(proposeServer({ scripts: { start: 'node s.js' } })).toEqual({ command: ['npm', 'run', '--silent', 'start'], because: 'the start script of package.json ("node s.js")' });
    expect(proposeServer({ bin: {}, main: 3, scripts: null })).toBeUndefined();
  });

  it('names the server after the package', () => {
    expect([serverName({ name: '@acme/weather-mcp' }), serverName({ name: '-x y!' }), serverName({}), serverName({ name: '@@@' })]).toEqual(['weather-mcp', 'x-y-', 'server', 'server']);
  });
});

describe('the config init writes', () => {
  it('loads with the config loader for a stdio server with environment settings, and for an HTTP one', () => {
    const stdio = configYaml({
      name: 'files',
      command: ['npx', '-y', 'some server', '--root=/a: b#c'],
      env: { LOG_LEVEL: 'warn' },
      envPassthrough: ['API_TOKEN'],
      contract: 'contracts/files.mcp-contract.json',
    });
    expect(parseConfig(stdio, '/repo/mcp-contract.yaml').servers[0]).toMatchObject({
      name: 'files',
      transport: { kind: 'stdio', command: 'npx', args: ['-y', 'some server', '--root=/a: b#c'], env: { LOG_LEVEL: 'warn' }, envPassthrough: ['API_TOKEN'] },
      contract: '/repo/contracts/files.mcp-contract.json',
    });
    const http = configYaml({ name: 'remote', url: 'https://example.org/mcp?a=1#x', sse: true, contract: 'contracts/remote.mcp-contract.json' });
    expect(parseConfig(http, '/repo/mcp-contract.yaml').servers[0]!.transport).toEqual({ kind: 'sse', url: 'https://example.org/mcp?a=1#x', headers: {} });
    // Every optional key is there to uncomment, with what it does.
    for (const key of ['timeouts', 'semver', 'descriptions', 'ignore', 'headers']) expect(http).toMatch(new RegExp(`^ {4}# ${key}:.* # \\w`, 'm'));
  });
});

describe('the README', () => {
  it('shows the workflow init writes, byte for byte (src/commands/templates.ts is the one source)', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const blocks = [...readme.matchAll(/```yaml\n(name: mcp contract\n[\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks).toEqual([workflowYaml()]);
  });
});
