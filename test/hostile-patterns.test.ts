// Patterns whose backtracking never ends (issue #32, item 3): a server's, a contract's or a caller's
// pattern that RE2 refuses runs on V8 in a worker thread under a deadline. Each path that reached
// the main thread's V8 finishes with its verdict; a regression hangs and fails on the test's timeout.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { compareContracts } from '../src/diff/compare.js';
import { contractText } from '../src/contract/io.js';
import { MAX_OVERRUNS } from '../src/jsonschema/backtracking.js';
import { patternTestAll } from '../src/jsonschema/patterns.js';
import { validateAgainst } from '../src/jsonschema/validity.js';
import { answerAsClient } from '../src/negotiate/capabilities.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { runNode } from './helpers/cli.js';
import { FIXTURE_SERVER, leftoverProcesses, ROOT, tempDir, writeSide } from './helpers/fixture.js';
import { CLI, rawSession, stopServers } from './helpers/serve.js';
import { REPLAY_META_KEY } from '../src/serve/answers.js';

afterEach(stopServers);

const BIN = join(ROOT, 'dist/cli.js');

/** 8^n steps on `a`×13 followed by anything else: V8 never finishes. */
const HOSTILE = '^(?=a{13})(?:a|a|a|a|a|a|a|a)*$';
const HOSTILE_TEXT = 'aaaaaaaaaaaaa!';
const OVERRAN = `pattern ${JSON.stringify(HOSTILE)} needs backtracking and did not finish within 1000 ms: it is not run again`;
const text = (pattern: string) => ({ type: 'object', properties: { q: { type: 'string', pattern } } });

describe('diff: probing an undecided pattern', () => {
  it('a pattern the automata cannot hold and V8 cannot finish on its probes is undecided, with the reason', () => {
    const changes = compareContracts(contractOf(sideWithTool({ inputSchema: text('^a+$') })), contractOf(sideWithTool({ inputSchema: text(HOSTILE) }))).changes;
    expect(changes.map((c) => [c.rule, c.level, c.message, c.witness ?? null])).toEqual([
      [
        'input-undecided',
        'effect-relevant',
        `inputSchema at /properties/q: pattern "^a+$" → ${JSON.stringify(HOSTILE)}: not decided (${JSON.stringify(HOSTILE)} has a look-around the automata misread (on "a")); not proven: no value was found that the old schema accepts and the new one rejects`,
        null,
      ],
    ]);
  }, 60_000);
  it('`diff` as a process (dist/cli.js; `npm run build` first) ends with the same verdict', async () => {
    const dir = tempDir('mcg-hostile-diff-');
    for (const [name, pattern] of [
      ['old', '^a+$'],
      ['new', HOSTILE],
    ] as const) {
      const side = writeSide(dir, sideWithTool({ inputSchema: text(pattern) }), `${name}.side.json`);
      expect((await runNode([BIN, 'snapshot', '--name', 'q', '--out', `${name}.json`, '--', process.execPath, FIXTURE_SERVER, '--side', side], dir)).code).toBe(0);
    }
    const run = await runNode([BIN, 'diff', 'old.json', 'new.json', '--fail-on', 'breaking', '--format', 'json'], dir);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).servers[0].changes.map((c: { rule: string; level: string }) => [c.rule, c.level])).toEqual([['input-undecided', 'effect-relevant']]);
  }, 60_000);
});

describe('the backtracking worker', () => {
  it('a pattern that overran is not run again; other patterns go on, on a new worker', () => {
    expect(patternTestAll(HOSTILE.replace('a{13}', 'a{12}'), ['aaaaaaaaaaaa', 'aaaaaaaaaaaa!'])).toEqual([undefined, undefined]);
    expect(patternTestAll(HOSTILE.replace('a{13}', 'a{12}'), ['aaaaaaaaaaaa'])).toEqual([undefined]);
    expect(patternTestAll('^(?!admin$)[a-z]+$', ['root', 'admin', 'x'.repeat(17)])).toEqual([true, false, undefined]);
  }, 60_000);
});

describe('serve: validating an argument', () => {
  it('the argument is answered as not checked, and the session goes on (ping, then the same pattern at once)', async () => {
    const contract = contractOf({
      serverInfo: { name: 'patterns', version: '1.0.0' },
      capabilities: { tools: {} },
      tools: [{ name: 'find', description: 'Finds.', inputSchema: text(HOSTILE) }],
    });
    const file = join(tempDir('mcg-hostile-patterns-'), 'patterns.json');
    writeFileSync(file, contractText({ ...contract, server: 'patterns' }));
    const call = (id: number, q: string) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'find', arguments: { q } } });
    const { answers } = await rawSession([file], [call(1, HOSTILE_TEXT), { jsonrpc: '2.0', id: 2, method: 'ping', params: {} }, call(3, 'aaaaaaaaaaaaa')]);
    // Said by serve, not recorded: marked generated (docs/serve.md).
    const unchecked = { content: [{ type: 'text', text: `Arguments of find not checked: ${OVERRAN}` }], isError: true, _meta: { [REPLAY_META_KEY]: 'generated' } };
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 1, result: unchecked },
      { jsonrpc: '2.0', id: 2, result: {} },
      { jsonrpc: '2.0', id: 3, result: unchecked },
    ]);
  }, 60_000);
});

/** An elicitation whose properties each carry a hostile pattern (none asked about before) and a default V8 cannot finish on. */
function hostileElicitation(properties: number): Record<string, unknown> {
  const pattern = (i: number) => HOSTILE.replace('|a)', `${'|a'.repeat(i + 2)})`);
  const entries = Array.from({ length: properties }, (_, i) => [`q${i}`, { type: 'string', pattern: pattern(i), default: HOSTILE_TEXT }]);
  return { type: 'object', properties: Object.fromEntries(entries), required: entries.map(([name]) => name) };
}

describe('the gate answering an elicitation', () => {
  it('accepts with a value checked before the pattern overran; the default it could not check is left out', () => {
    const answer = answerAsClient('elicitation/create', { message: 'Your query?', requestedSchema: hostileElicitation(1) }, { elicitation: {} });
    expect(answer).toEqual({ action: 'accept', content: { q0: 'aaaaaaaaaaaaaaa' } });
  }, 60_000);
});

/** A handshake-era server that asks for an elicitation before answering tools/list, and logs what it is told. */
const ELICITING_SERVER = `
import { appendFileSync, writeFileSync } from 'node:fs';
const [log, asked, schema] = process.argv.slice(2);
const send = (message) => process.stdout.write(JSON.stringify(message) + '\\n');
let buffer = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => {
  buffer += chunk;
  for (let end = buffer.indexOf('\\n'); end >= 0; end = buffer.indexOf('\\n')) {
    const message = JSON.parse(buffer.slice(0, end));
    buffer = buffer.slice(end + 1);
    if (message.method === undefined) appendFileSync(log, JSON.stringify(message) + '\\n');
    else if (message.method === 'initialize') send({ jsonrpc: '2.0', id: message.id, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'eliciting', version: '1.0.0' } } });
    else if (message.method === 'tools/list') {
      send({ jsonrpc: '2.0', id: 'ask-1', method: 'elicitation/create', params: { message: 'Your query?', requestedSchema: JSON.parse(schema) } });
      writeFileSync(asked, 'asked');
      send({ jsonrpc: '2.0', id: message.id, result: { tools: [{ name: 'find', inputSchema: { type: 'object' } }] } });
    } else if (message.id !== undefined) send({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } });
  }
});
`;

function elicitingProject(properties: number): { dir: string; log: string; asked: string; tag: string } {
  const dir = tempDir('mcg-hostile-elicitation-');
  const server = join(dir, 'eliciting-server.mjs');
  writeFileSync(server, ELICITING_SERVER);
  const [log, asked] = [join(dir, 'answers.ndjson'), join(dir, 'asked')];
  const config = { servers: [{ name: 'eliciting', command: process.execPath, args: [server, log, asked, JSON.stringify(hostileElicitation(properties))], clientCapabilities: { elicitation: {} } }] };
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify(config));
  return { dir, log, asked, tag: server };
}

/** `snapshot` as its own process (the sources through tsx's loader: no build needed). */
const TSX_LOADER = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const snapshot = (dir: string) => spawn(process.execPath, ['--import', TSX_LOADER, CLI, 'snapshot'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NODE_OPTIONS: '' } });

describe('snapshot of a server whose elicitation carries a hostile pattern', () => {
  it('ends with the contract written, the elicitation accepted', async () => {
    const { dir, log } = elicitingProject(1);
    const gate = snapshot(dir);
    const [code] = await once(gate, 'exit');
    expect(code).toBe(0);
    expect(existsSync(join(dir, 'contracts/eliciting.mcp-contract.json'))).toBe(true);
    expect(
      readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([{ jsonrpc: '2.0', id: 'ask-1', result: { action: 'accept', content: { q0: 'aaaaaaaaaaaaaaa' } } }]);
  }, 60_000);

  it('SIGTERM while the gate works out its answer ends it with exit 143, and no process of the run is left', async () => {
    const { dir, asked, tag } = elicitingProject(6);
    const gate = snapshot(dir);
    const exited = once(gate, 'exit');
    while (!existsSync(asked) && gate.exitCode === null) await new Promise((wake) => setTimeout(wake, 20));
    expect(gate.exitCode).toBeNull();
    gate.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(143);
    expect(await leftoverProcesses(tag)).toEqual([]);
  }, 60_000);
});

// Last in the file: it turns the backtracking engine off for the rest of this process.
describe('a run full of hostile patterns', () => {
  it(`waits out at most ${MAX_OVERRUNS} deadlines: then no backtracking-only pattern is run, and validation says why`, () => {
    for (let i = 0; i < MAX_OVERRUNS; i++) expect(patternTestAll(`^(?=a{13})(?:a|a|a|a|a|a|a|a${'|b'.repeat(i + 1)})*$`, [HOSTILE_TEXT])).toEqual([undefined]);
    expect(validateAgainst({ type: 'string', pattern: '^(?!admin$)[a-z]+$' }, 'root')).toEqual([
      `/: not checked: pattern "^(?!admin$)[a-z]+$" needs backtracking, and ${MAX_OVERRUNS} patterns overran the 1000 ms deadline of this run: none is run any more`,
    ]);
    // Patterns RE2 reads are not touched.
    expect(validateAgainst({ type: 'string', pattern: '^[a-z]+$' }, 'root')).toEqual([]);
  }, 60_000);
});
