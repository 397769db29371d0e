import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { uncanonicalAt } from '../src/json/rfc8785.js';
import { runNode } from './helpers/cli.js';
import { corpus, ROOT } from './helpers/fixture.js';
import { git, repositoryWithGolden } from './helpers/repository.js';

/**
 * A contract file holding what no canonical form (RFC 8785) can write: valid JSON text, a lone
 * surrogate escape or a number past the doubles. Every command that loads it says so in one
 * line with the file and the JSON pointer, exit 2, never "internal error" with a stack. The
 * CLI runs as dist/cli.js (`npm run build` first).
 */
const BIN = join(ROOT, 'dist/cli.js');
const GOLDEN = 'contracts/notes.mcp-contract.json';
const drift = corpus().find((c) => c.id === 'input-required-added')!;

/** The golden contract of `dir` with its first tool's description ending in a lone surrogate; returns that tool's name. */
function corruptGolden(dir: string): string {
  const contract = JSON.parse(readFileSync(join(dir, GOLDEN), 'utf8')) as { tools: Record<string, { definition: { description: string } }> };
  const [name] = Object.keys(contract.tools);
  contract.tools[name!]!.definition.description += '\ud800';
  // JSON.stringify writes a lone surrogate as its escape, `\ud800`: the file is valid JSON text.
  writeFileSync(join(dir, GOLDEN), JSON.stringify(contract, null, 2));
  return name!;
}

const problem = (file: string, tool: string) =>
  `contract ${file} at /tools/${tool}/definition/description: the string holds a lone surrogate (\\ud800), which no canonical JSON (RFC 8785) can hold; fix the file or regenerate it with the update command of the gate`;

describe('a contract no canonical form can hold: one line naming the file and the pointer, exit 2', () => {
  let dir: string;
  let tool: string;
  let good: string;
  beforeAll(async () => {
    ({ dir } = await repositoryWithGolden('mcg-bad-contract-', drift.before));
    good = join(dir, 'good.mcp-contract.json');
    writeFileSync(good, readFileSync(join(dir, GOLDEN)));
    tool = corruptGolden(dir);
  });

  it('diff, either side', async () => {
    expect(await runNode([BIN, 'diff', good, GOLDEN], dir)).toEqual({ code: 2, stdout: '', stderr: `mcp-contract: ${problem(join(dir, GOLDEN), tool)}\n` });
    expect(await runNode([BIN, 'diff', GOLDEN, good], dir)).toEqual({ code: 2, stdout: '', stderr: `mcp-contract: ${problem(join(dir, GOLDEN), tool)}\n` });
  });

  // check and review report each server's error in their report: the server's one error line, exit 2.
  it('check (before any server starts)', async () => {
    const run = await runNode([BIN, 'check'], dir);
    expect([run.code, run.stderr, run.stdout.split('\n').filter((line) => line.includes('error'))]).toEqual([2, '', [`  error: ${problem(join(dir, GOLDEN), tool)}`]]);
  });

  it('review (the drift check reads the working tree golden contract)', async () => {
    const run = await runNode([BIN, 'review', '--base', 'main'], dir);
    // The hand-broken golden is not committed: review says the action would not see it.
    const warning = `mcp-contract: warning: ${GOLDEN} is modified and not committed: this review reads it, the action will not see it; commit it (git add ${GOLDEN} && git commit)\n`;
    expect([run.code, run.stderr, run.stdout.split('\n').filter((line) => line.includes('error'))]).toEqual([2, warning, [`  error: ${problem(join(dir, GOLDEN), tool)}`]]);
  });

  it('serve', async () => {
    expect(await runNode([BIN, 'serve', GOLDEN], dir)).toEqual({ code: 2, stdout: '', stderr: `mcp-contract: ${problem(join(dir, GOLDEN), tool)}\n` });
  });
});

describe('review, with the golden contract broken at the base and repaired since', () => {
  it('names the base file by its commit and the pointer: exit 2', async () => {
    const { dir } = await repositoryWithGolden('mcg-bad-contract-base-', drift.before);
    const repaired = readFileSync(join(dir, GOLDEN));
    const tool = corruptGolden(dir);
    git(dir, 'commit', '-qam', 'a hand edit');
    const base = git(dir, 'rev-parse', 'HEAD').slice(0, 12);
    git(dir, 'checkout', '-qb', 'feature');
    writeFileSync(join(dir, GOLDEN), repaired);
    git(dir, 'commit', '-qam', 'repaired');
    expect(await runNode([BIN, 'review', '--base', 'main'], dir)).toEqual({ code: 2, stdout: '', stderr: `mcp-contract: ${problem(`${base}:${GOLDEN} golden contract`, tool)}\n` });
  });
});

describe('update, the command that rewrites a golden contract', () => {
  it('repairs one committed with a lone surrogate (at the base too): the new snapshot holds none, exit 0', async () => {
    const { dir } = await repositoryWithGolden('mcg-bad-contract-update-', drift.before);
    corruptGolden(dir);
    git(dir, 'commit', '-qam', 'a hand edit');
    const run = await runNode([BIN, 'update'], dir);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(readFileSync(join(dir, GOLDEN), 'utf8')).not.toContain('\\ud800');
  });
});

describe('uncanonicalAt', () => {
  it('finds the first string, key or number RFC 8785 cannot write, with an escaped pointer', () => {
    expect(uncanonicalAt(JSON.parse('{"a":[1,"ok",{"b/~":"x\\udc00y"}]}'))).toEqual({ pointer: '/a/2/b~1~0', what: 'the string holds a lone surrogate (\\udc00)' });
    expect(uncanonicalAt(JSON.parse('{"k\\ud800":1}'))).toEqual({ pointer: '/k\\ud800', what: 'the key holds a lone surrogate (\\ud800)' });
    expect(uncanonicalAt(JSON.parse('{"n":[1e999]}'))).toEqual({ pointer: '/n/0', what: 'the number is too large for a double' });
    expect(uncanonicalAt(JSON.parse('"\\ud83d\\ude00"'))).toBeUndefined();
    expect(uncanonicalAt(JSON.parse('"\\ud800"'))).toEqual({ pointer: '/', what: 'the string holds a lone surrogate (\\ud800)' });
  });
});
