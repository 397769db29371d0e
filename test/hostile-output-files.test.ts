import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runCli } from '../src/cli/program.js';
import { replaceFileAtomic, repositoryRoot } from '../src/files.js';
import { ExitCode } from '../src/errors.js';
import { cli, runNode } from './helpers/cli.js';
import { leftoverProcesses, ROOT, tempDir } from './helpers/fixture.js';
import { FakeGitHub } from './helpers/github-api.js';
import { runActionProcess } from './helpers/run-action.js';

/**
 * Where the gate writes and reads, and what it says when it cannot: paths stay inside the
 * config's repository, the config and the policy file inside the repository the gate runs in,
 * interrupted writes leave nothing to commit, a symlinked golden stays a link, a golden whose
 * keys and definitions disagree is refused, and every user error is one line.
 */
const HOSTILE = join(ROOT, 'test/fixtures/hostile-server.mjs');
const CLI = join(ROOT, 'dist/cli.js');
const ACTION = join(ROOT, 'dist/index.js');
const GOLDEN = 'contracts/hostile.mcp-contract.json';
/** On every server this file starts, to find any left running. */
const TAG = randomUUID();
afterAll(async () => expect(await leftoverProcesses(TAG)).toEqual([]));

const gate = (args: string[], cwd: string) => runNode([CLI, ...args], cwd);

/** A project (not in git: its folder is the repository) with one well-behaved hostile-server tool list. */
function project(server: Record<string, unknown> = {}): string {
  const dir = join(tempDir('mcg-files-'), 'repo');
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'mcp-contract.yaml'),
    stringify({ servers: [{ name: 'hostile', command: process.execPath, args: [HOSTILE, '--mode', 'description', '--tag', TAG], era: 'handshake', ...server }] }),
  );
  return dir;
}

async function projectWithGolden(): Promise<string> {
  const dir = project();
  expect((await gate(['snapshot'], dir)).code).toBe(0);
  return dir;
}

/** The top-level keys of a file that is not the gate's (credentials, say): no error may quote them. */
const FOREIGN_KEYS = ['aws_secret_access_key_Zq7', 'deploy_token_Xyzzy42'];
const FOREIGN = `${FOREIGN_KEYS[0]}: AKIA0123456789\n${FOREIGN_KEYS[1]}: [1, 2]\n`;

/** `dir/name` made a link to a foreign file outside the repository. */
function linkOutside(dir: string, name: string): string {
  const outside = join(tempDir('mcg-outside-'), 'credentials.yaml');
  writeFileSync(outside, FOREIGN);
  rmSync(join(dir, name), { force: true });
  symlinkSync(outside, join(dir, name));
  return outside;
}

/** Every file under `dir`, relative, sorted. */
function listing(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((entry) => !lstatSync(join(dir, entry)).isDirectory()).sort();
}

describe('paths stay inside the repository of the config', () => {
  it('a contract outside is exit 2 naming it, for snapshot, update and check; nothing is written', async () => {
    const dir = project({ contract: '../../outside/evil.json' });
    const outside = join(dirname(dirname(dir)), 'outside/evil.json');
    for (const command of ['snapshot', 'update', 'check']) {
      expect(await gate([command], dir)).toEqual({
        code: 2,
        stdout: '',
        stderr: `mcp-contract: config ${join(dir, 'mcp-contract.yaml')} at /servers/0/contract: ${outside} is outside the repository (${dir}); name a path inside it\n`,
      });
    }
    expect(existsSync(dirname(outside))).toBe(false);
  });

  it('a path typed on the command line may lead out of the repository: --out, --report, --format, --transcript', async () => {
    const dir = project();
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    const away = tempDir('mcg-away-'); // as $HOME or $RUNNER_TEMP would be
    expect(await cli(['snapshot', '--out', '../out.json'], dir)).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(readFileSync(join(dirname(dir), 'out.json'), 'utf8')).server).toBe('hostile');
    const check = await cli(['check', '--report', '../report.json', '--format', `json=${join(away, 'report.json')}`, '--format', `junit=${away}/`, '--transcript', join(away, 'evidence')], dir);
    expect(check).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(join(away, 'report.json'), 'utf8')).toBe(readFileSync(join(dirname(dir), 'report.json'), 'utf8'));
    expect(readdirSync(away).sort()).toEqual(['evidence', 'mcp-contract-report.junit.xml', 'report.json']);
    const diff = await cli(['diff', GOLDEN, GOLDEN, '--format', `markdown=${join(away, 'review.md')}`], dir);
    expect(diff.code).toBe(0);
    expect(existsSync(join(away, 'review.md'))).toBe(true);
  });

  it('a typed path inside the repository that leads out through a symbolic link in it is refused (exit 2), nothing written', async () => {
    const dir = project();
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    const outside = tempDir('mcg-outside-');
    symlinkSync(outside, join(dir, 'linked'));
    symlinkSync(join(outside, 'report.json'), join(dir, 'report.json')); // a file link to a file not there yet
    const refused = (option: string, path: string, link: string) => ({
      code: 2,
      stdout: '',
      stderr: `mcp-contract: ${option}: ${path} leads out of the repository (${dir}) through the symbolic link ${link}; name a path that does not\n`,
    });
    const linked = join(dir, 'linked');
    expect(await cli(['snapshot', '--out', 'linked/evil.json'], dir)).toEqual(refused('--out', join(linked, 'evil.json'), linked));
    expect(await cli(['check', '--format', 'json=linked/deep/r.json'], dir)).toEqual(refused('--format', join(linked, 'deep/r.json'), linked));
    expect(await cli(['check', '--report', 'report.json'], dir)).toEqual(refused('--report', join(dir, 'report.json'), join(dir, 'report.json')));
    expect(await cli(['check', '--transcript', 'linked'], dir)).toEqual(refused('--transcript', linked, linked));
    expect(await cli(['diff', GOLDEN, GOLDEN, '--format', 'sarif=linked/'], dir)).toEqual(refused('--format', linked, linked));
    expect(readdirSync(outside)).toEqual([]);
  });

  it('a contract whose folder is a link to outside is refused like the path itself', async () => {
    const dir = project({ contract: 'linked/evil.json' });
    const outside = tempDir('mcg-outside-');
    symlinkSync(outside, join(dir, 'linked'));
    const result = await gate(['update'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `mcp-contract: config ${join(dir, 'mcp-contract.yaml')} at /servers/0/contract: ${join(dir, 'linked/evil.json')} is outside the repository (${dir}); name a path inside it\n`,
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  it('a config that is a link to a file outside, or named outside, is exit 2 naming it, quoting nothing of the file', async () => {
    const dir = project();
    const outside = linkOutside(dir, 'mcp-contract.yaml');
    const refused = (path: string) => ({ code: 2, stdout: '', stderr: `mcp-contract: config: ${path} is outside the repository (${dir}); name a path inside it\n` });
    for (const args of [['snapshot'], ['check'], ['update'], ['diff', 'a.json', 'b.json', '--config', 'mcp-contract.yaml']])
      expect(await cli(args, dir)).toEqual(refused(join(dir, 'mcp-contract.yaml')));
    expect(await cli(['check', '--config', outside], dir)).toEqual(refused(outside));
  });

  it('the action refuses a contract outside GITHUB_WORKSPACE (exit 2) and writes nothing there', async () => {
    const dir = project({ contract: '../../outside/evil.json' });
    const runner = tempDir('mcg-runner-');
    writeFileSync(join(runner, 'output'), '');
    const run = await runNode([ACTION], dir, { GITHUB_WORKSPACE: dir, GITHUB_OUTPUT: join(runner, 'output'), RUNNER_TEMP: runner, INPUT_MODE: 'update' });
    expect(run.code).toBe(2);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([
      // The action names files in the repository as the repository does (mcp-contract.yaml), not by the runner's path.
      `::error::config mcp-contract.yaml at /servers/0/contract: ${join(dirname(dirname(dir)), 'outside/evil.json')} is outside the repository (${dir}); name a path inside it`,
    ]);
    expect(existsSync(join(dirname(dirname(dir)), 'outside'))).toBe(false);
  });
});

describe('paths typed in workflow inputs', () => {
  it('may lead out of the workspace, but not through a symbolic link in it (exit 2, nothing written)', async () => {
    const dir = project();
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    const outside = tempDir('mcg-outside-');
    symlinkSync(outside, join(dir, 'linked'));
    const refused = await runActionProcess(dir, { comment: 'never', 'report-path': 'linked/report.json' });
    expect(refused.code).toBe(2);
    expect(refused.log.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([
      // The action names paths in the repository from its root.
      `::error::input report-path: linked/report.json leads out of the repository (${dir}) through the symbolic link linked; name a path that does not`,
    ]);
    expect(readdirSync(outside)).toEqual([]);
    const away = tempDir('mcg-away-'); // as $RUNNER_TEMP
    const written = await runActionProcess(dir, { comment: 'never', 'report-path': join(away, 'report.json'), format: `junit=${join(away, 'report.junit.xml')}` });
    expect(written.code).toBe(0);
    expect(readdirSync(away).sort()).toEqual(['report.json', 'report.junit.xml']);
  });
});

describe('the policy file and the config through the action: inside the workspace, never quoted', () => {
  const github = new FakeGitHub();
  beforeAll(() => github.start());
  afterAll(() => github.stop());

  /** The action on a pull request's review (base: the policy file is read); no log line, summary or comment quotes the foreign keys. */
  async function runAction(dir: string) {
    github.comments = [];
    const run = await runActionProcess(dir, { base: 'HEAD', 'github-token': 'test-token', 'pr-number': '7' }, { GITHUB_API_URL: github.url });
    const comments = github.comments.map((comment) => comment.body);
    expect(FOREIGN_KEYS.filter((key) => [run.log, run.summary, ...comments].some((text) => text.includes(key)))).toEqual([]);
    expect([run.summary, ...comments].map((text) => text.includes('**The gate could not run.**'))).toEqual([true, true]);
    return { code: run.code, errors: run.log.split('\n').filter((line) => line.startsWith('::error::')) };
  }

  it.each([
    ['the policy file', 'mcp-contract.policy.yaml', 'policy'],
    ['the config', 'mcp-contract.yaml', 'config'],
  ])('%s as a link to a file outside: exit 2 naming the link', async (_what, name, label) => {
    const dir = project();
    linkOutside(dir, name);
    expect(await runAction(dir)).toEqual({ code: 2, errors: [`::error::${label}: ${name} is outside the repository (${dir}); name a path inside it`] });
  });

  it('a policy file in the workspace that is not one: exit 2 with the place of its first key, not the key', async () => {
    const dir = project();
    writeFileSync(join(dir, 'mcp-contract.policy.yaml'), FOREIGN);
    expect(await runAction(dir)).toEqual({ code: 2, errors: ['::error::policy mcp-contract.policy.yaml at /: must NOT have additional properties (the key at line 1, column 1)'] });
  });
});

describe('repositoryRoot: the folder git names as the toplevel, found without running git', () => {
  /** What git says, or the folder itself where git finds no repository (as the gate falls back). */
  function gitToplevel(folder: string): string {
    try {
      return execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return folder;
    }
  }

  it('agrees with git in a repository, a nested folder, a linked folder, a .git file (submodule, worktree) and outside any', () => {
    const outside = tempDir('mcg-no-repo-');
    const repo = join(outside, 'repo');
    mkdirSync(join(repo, 'a/b/c'), { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: repo });
    symlinkSync(join(repo, 'a/b'), join(outside, 'link-into-repo'));
    const linked = join(outside, 'linked');
    mkdirSync(join(linked, 'sub'), { recursive: true });
    writeFileSync(join(linked, '.git'), `gitdir: ${join(repo, '.git')}\n`);
    const folders = [repo, join(repo, 'a'), join(repo, 'a/b/c'), join(outside, 'link-into-repo'), join(outside, 'link-into-repo/c'), linked, join(linked, 'sub'), outside];
    const found = folders.map((folder) => repositoryRoot(folder));
    expect(found).toEqual([repo, repo, repo, repo, repo, linked, linked, outside]);
    expect(found).toEqual(folders.map(gitToplevel));
  });

  it('a folder that does not exist is its own root', () => {
    const missing = join(tempDir('mcg-no-repo-'), 'missing');
    expect(repositoryRoot(missing)).toBe(missing);
  });
});

describe('writes that are interrupted, and goldens that are links', () => {
  it('a stale temporary file beside the golden is ignored and reported on one warning line', async () => {
    const dir = await projectWithGolden();
    const stale = join(dir, 'contracts/.hostile.mcp-contract.json.0123456789ab.tmp');
    writeFileSync(stale, '{"half": ');
    const check = await gate(['check'], dir);
    expect(check.code).toBe(0);
    expect(check.stderr).toBe(
      'mcp-contract: warning: stale temporary file contracts/.hostile.mcp-contract.json.0123456789ab.tmp (left by an interrupted write) is ignored; delete it, do not commit it\n',
    );
    expect((await gate(['update'], dir)).stderr).toBe(check.stderr);
    expect(readFileSync(stale, 'utf8')).toBe('{"half": ');
  });

  it('SIGTERM during a write removes the temporary file (the CLI and the action install the same handler)', async () => {
    const dir = tempDir('mcg-interrupt-');
    const script = join(dir, 'interrupted-write.mts');
    writeFileSync(
      script,
      [
        `import { endServersOnSignals } from ${JSON.stringify(join(ROOT, 'src/transport/process-registry.ts'))};`,
        `import { removeTemporariesOnExit, writeFileAtomic } from ${JSON.stringify(join(ROOT, 'src/files.ts'))};`,
        'endServersOnSignals();',
        'removeTemporariesOnExit();',
        // A write that never ends: the text comes in pieces and stalls after the first.
        `async function* stalled() { yield '{"half": '; await new Promise(() => undefined); }`,
        `void writeFileAtomic(${JSON.stringify(join(dir, 'golden.json'))}, stalled());`,
        'setInterval(() => undefined, 1000);',
      ].join('\n'),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const temporaries = () => readdirSync(dir).filter((name) => name.endsWith('.tmp'));
    while (temporaries().length === 0 && child.exitCode === null) await new Promise((wake) => setTimeout(wake, 20));
    expect(temporaries()).toHaveLength(1);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(143);
    expect(readdirSync(dir)).toEqual(['interrupted-write.mts']);
  });

  it('update writes through a symlinked golden: the link stays, its target gets the contract', async () => {
    const dir = await projectWithGolden();
    const golden = join(dir, GOLDEN);
    mkdirSync(join(dir, 'targets'));
    writeFileSync(join(dir, 'targets/hostile.json'), '{}');
    const contract = readFileSync(golden, 'utf8');
    rmSync(golden);
    symlinkSync('../targets/hostile.json', golden);
    expect(await gate(['update'], dir)).toEqual({ code: 0, stdout: `updated ${GOLDEN}: 2025-11-25 (handshake era), 1 tool, 0 resources, 0 resource templates, 0 prompts\n`, stderr: '' });
    expect(lstatSync(golden).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'targets/hostile.json'), 'utf8')).toBe(contract);
    expect(listing(dir)).toEqual([GOLDEN, 'mcp-contract.yaml', 'targets/hostile.json']);
  });

  it('a golden that is a link to a missing file is refused, not replaced', async () => {
    const dir = project();
    mkdirSync(join(dir, 'contracts'));
    symlinkSync('nowhere.json', join(dir, GOLDEN));
    expect(await gate(['update'], dir)).toEqual({ code: 2, stdout: '', stderr: `mcp-contract: cannot write ${join(dir, GOLDEN)}: it is a symbolic link to a file that does not exist\n` });
    expect(lstatSync(join(dir, GOLDEN)).isSymbolicLink()).toBe(true);
  });
});

describe('a golden whose keys and definitions disagree', () => {
  it.each([
    [
      'a key that is not the tool name',
      (c: any) => {
        c.tools.other = c.tools.leaky;
        delete c.tools.leaky;
      },
      `at /tools/other/definition/name: the key "other" and the definition's name "leaky" disagree; regenerate it with the update command of the gate`,
    ],
    [
      'no schemaDigests where schemas exist',
      (c: any) => {
        delete c.tools.leaky.schemaDigests;
      },
      'at /tools/leaky/schemaDigests: no digest of inputSchema; regenerate it with the update command of the gate',
    ],
    [
      'a digest of a schema the tool does not have',
      (c: any) => {
        c.tools.leaky.schemaDigests.constructor = c.tools.leaky.schemaDigests.inputSchema;
      },
      'at /tools/leaky/schemaDigests/constructor: a digest of constructor, which the definition does not have; regenerate it with the update command of the gate',
    ],
  ])('%s is exit 2 with the file and pointer', async (_what, edit, message) => {
    const dir = await projectWithGolden();
    const contract = JSON.parse(readFileSync(join(dir, GOLDEN), 'utf8'));
    edit(contract);
    writeFileSync(join(dir, GOLDEN), JSON.stringify(contract, null, 2));
    const check = await gate(['check'], dir);
    expect(check.code).toBe(2);
    expect(check.stdout.split('\n')[3]).toBe(`  error: contract ${join(dir, GOLDEN)} ${message}`);
  });
});

describe('every user error is one line, without a stack', () => {
  const config = (dir: string) => join(dir, 'mcp-contract.yaml');
  const ALIAS_BOMB =
    'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]\nservers: []\n';
  it.each([
    [
      'an alias bomb in the config',
      ['snapshot'],
      (dir: string) => writeFileSync(config(dir), ALIAS_BOMB),
      (dir: string) => `config ${config(dir)}: cannot be read as data (Excessive alias count indicates a resource exhaustion attack)`,
    ],
    [
      'a server cwd that does not exist',
      ['snapshot'],
      (dir: string) => writeFileSync(config(dir), stringify({ servers: [{ name: 'hostile', command: process.execPath, cwd: 'no-such-folder' }] })),
      (dir: string) => `config ${config(dir)} at /servers/0/cwd: the server's working directory ${join(dir, 'no-such-folder')} does not exist`,
    ],
    ['--out on a directory', ['snapshot', '--out', 'contracts'], () => undefined, (dir: string) => `cannot write ${join(dir, 'contracts')}: it is a directory`],
    [
      '--report under a file',
      ['check', '--report', 'mcp-contract.yaml/report.json'],
      () => undefined,
      (dir: string) => `cannot write ${join(config(dir), 'report.json')}: a folder on its path is a file`,
    ],
  ])('%s', async (_what, args, setup, message) => {
    const dir = await projectWithGolden();
    setup(dir);
    const result = await gate(args, dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`mcp-contract: ${message(dir)}\n`);
  });

  it('a failure of the gate itself is "internal error", asks for a bug report, and exits 4', async () => {
    const dir = await projectWithGolden();
    const io = {
      stdout: () => {
        throw new TypeError('stdout is gone');
      },
      stderr: (text: string) => void (stderr += text),
      cwd: dir,
      env: process.env,
      isTty: false,
    };
    let stderr = '';
    expect(await runCli(['check'], io)).toBe(ExitCode.internal);
    expect(stderr.split('\n')[0]).toBe('mcp-contract: internal error: stdout is gone. This is a bug in mcp-contract-gate; please report it with this message and the command that caused it.');
    expect(ExitCode.internal).toBe(4);
  });
});

describe('replaceFileAtomic', () => {
  it('writes the pieces and says whether the file held exactly these bytes before', async () => {
    const dir = tempDir('mcg-replace-');
    const file = join(dir, 'golden.json');
    const pieces = (...texts: string[]) => texts;
    expect(await replaceFileAtomic(file, pieces('{"a"', ': "é"}\n'))).toBe('created');
    expect(await replaceFileAtomic(file, pieces('{"a": "é"}', '\n'))).toBe('unchanged');
    expect(await replaceFileAtomic(file, pieces('{"a": "é"}'))).toBe('updated'); // a prefix of what was there
    expect(await replaceFileAtomic(file, pieces('{"a": "é"}', '\n\n'))).toBe('updated'); // longer
    expect(await replaceFileAtomic(file, pieces('{"a": "e"}', '\n\n'))).toBe('updated'); // as long, one byte differs
    // Pieces larger than a write batch, unchanged and then changed in the last byte.
    const big = 'x'.repeat(3 << 20);
    expect(await replaceFileAtomic(file, pieces(big, big))).toBe('updated');
    expect(await replaceFileAtomic(file, pieces(big + big))).toBe('unchanged');
    expect(await replaceFileAtomic(file, pieces(big, `${big.slice(1)}y`))).toBe('updated');
    expect(readFileSync(file, 'utf8')).toBe(`${big}${big.slice(1)}y`);
    expect(readdirSync(dir)).toEqual(['golden.json']);
  });
});
