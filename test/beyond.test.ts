import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countTokens } from 'gpt-tokenizer/esm/encoding/o200k_base';
import { stringify } from 'yaml';
import { changeOf } from '../src/diff/change.js';
import { evaluateCollisions } from '../src/evidence/collisions.js';
import { semverAdvice, withRegistryVersion } from '../src/policy/semver.js';
import type { Report, ServerReport } from '../src/report/report.js';
import { runNode } from './helpers/cli.js';
import { fixtureArgs, ROOT, tempDir, writeSide, type Side } from './helpers/fixture.js';

/**
 * Issue 36: what the tool list costs a model (context cost, contextBudget), the MCP Registry
 * entry kept in step with the live server (server.json), and tool names that collide across the
 * servers of one config. `dist/cli.js` as a process (`npm run build` first), every server a real
 * child process (the fixture server).
 */
const CLI = join(ROOT, 'dist/cli.js');
const gate = (args: string[], dir: string) => runNode([CLI, ...args], dir);

const FORECAST = {
  name: 'get_forecast',
  description: 'Get the forecast for a city.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
/** A tool named as a prototype key: the report's tools map keeps it as a tool. */
const PROTO = { name: '__proto__', description: 'Hostile name.', inputSchema: { type: 'object' } };
const ALERTS = { name: 'get_alerts', title: 'Alerts', description: 'Weather alerts for a region.', inputSchema: { type: 'object', properties: { region: { type: 'string' } } } };

function side(version: string, tools: object[]): Side {
  return { protocolVersion: '2025-06-18', serverInfo: { name: 'weather', version }, capabilities: { tools: {} }, tools };
}

interface ServerSpec {
  name: string;
  before: Side;
  after?: Side;
  /** More settings of the server's config entry. */
  entry?: Record<string, unknown>;
}

/** A project: a side file per server, the config, golden contracts snapshotted from `before`, then the sides switched to `after`. */
async function project(servers: ServerSpec[], top: Record<string, unknown> = {}): Promise<string> {
  const dir = tempDir('mcg-beyond-');
  const entries = servers.map((server) => ({
    name: server.name,
    command: process.execPath,
    args: fixtureArgs(writeSide(dir, server.before, `${server.name}.side.json`)),
    ...server.entry,
  }));
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ ...top, servers: entries }));
  const snapshot = await gate(['snapshot'], dir);
  expect(snapshot.code, snapshot.stderr).toBe(0);
  for (const server of servers) if (server.after) writeSide(dir, server.after, `${server.name}.side.json`);
  return dir;
}

async function check(dir: string, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string; report: Report }> {
  const run = await gate(['check', '--report', 'report.json', ...args], dir);
  return { ...run, report: JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report };
}

const summary = (server: ServerReport) => server.changes.map(({ rule, level, entity, pointer, item, message }) => ({ rule, level, entity, pointer, item, message }));
const evidenceOf = (server: ServerReport, check: string) => (server.evidence ?? []).filter((item) => item.check === check);

describe('context cost of the tool definitions', () => {
  const grown = { ...FORECAST, description: `${FORECAST.description} Temperatures in Celsius, wind in km/h, for the next seven days.` };

  it('is in the JSON report per tool and in total (exact counts), and one line with a fold of growers in the comment and the terminal', async () => {
    const dir = await project([{ name: 'weather', before: side('1.2.0', [FORECAST, PROTO]), after: side('1.3.0', [grown, PROTO, ALERTS]) }]);
    const { code, stdout, report } = await check(dir, ['--format', 'markdown=comment.md', '--format', 'terminal']);
    expect(code).toBe(1); // get_alerts is a new tool (effect-relevant)
    const cost = report.servers[0]!.contextCost!;
    expect(Object.getPrototypeOf(cost.tools)).toBe(Object.prototype);
    expect(Object.keys(cost.tools)).toEqual(['__proto__', 'get_alerts', 'get_forecast']);
    expect(cost).toEqual({
      tokenizer: 'gpt-tokenizer o200k_base',
      before: 59,
      after: 111,
      tools: Object.fromEntries([
        ['__proto__', { before: 21, after: 21 }],
        ['get_alerts', { before: 0, after: 36 }],
        ['get_forecast', { before: 38, after: 54 }],
      ]),
    });
    // What is counted: the sent fields as canonical JSON, by the tokenizer itself.
    const sent = '{"description":"Get the forecast for a city.","inputSchema":{"properties":{"city":{"type":"string"}},"required":["city"],"type":"object"},"name":"get_forecast"}';
    expect(countTokens(sent)).toBe(38);
    const line = 'tool definitions: 59 → 111 tokens, +88 % (gpt-tokenizer o200k_base)';
    const comment = readFileSync(join(dir, 'comment.md'), 'utf8');
    expect(comment).toContain(
      [
        `**Context cost.** ${line}`,
        '',
        '<details><summary>Largest growers (2 of 3 tools)</summary>',
        '',
        '| tool | before | after | growth |',
        '|---|---:|---:|---:|',
        '| get\\_alerts | 0 | 36 | +36 |',
        '| get\\_forecast | 38 | 54 | +16 |',
        '',
        '</details>',
      ].join('\n'),
    );
    expect(stdout).toContain([`  ${line}`, '  largest growers:', '    get_alerts: 0 → 36 (+36)', '    get_forecast: 38 → 54 (+16)'].join('\n'));
  });

  it('counts a tool by what it says, not by its key order, and a special token in a description as text', async () => {
    const reordered = { inputSchema: { required: ['city'], properties: { city: { type: 'string' } }, type: 'object' }, description: FORECAST.description, name: FORECAST.name };
    const special = { ...PROTO, description: 'Hostile <|endoftext|> name.' };
    const dir = await project([{ name: 'weather', before: side('1.2.0', [FORECAST, PROTO]), after: side('1.2.0', [reordered, special]) }]);
    const { report } = await check(dir);
    expect(report.servers[0]!.contextCost!.tools).toEqual(
      Object.fromEntries([
        ['__proto__', { before: 21, after: 28 }],
        ['get_forecast', { before: 38, after: 38 }],
      ]),
    );
  });

  it('a contextBudget exceeded is the change context-budget-exceeded naming the total, the budget and the three largest contributors', async () => {
    const many = ['a', 'b', 'c', 'd'].map((suffix) => ({ ...FORECAST, name: `tool_${suffix}` }));
    const dir = await project([
      {
        name: 'weather',
        before: side('1.2.0', [FORECAST]),
        after: side('1.2.0', [grown, ...many]),
        entry: { contextBudget: { tokens: 150, growthPercent: 50 } },
      },
    ]);
    const { code, report } = await check(dir);
    expect(code).toBe(1);
    const budget = summary(report.servers[0]!).filter((change) => change.rule === 'context-budget-exceeded');
    expect(budget).toEqual([
      {
        rule: 'context-budget-exceeded',
        level: 'effect-relevant',
        entity: 'server',
        pointer: '/tools',
        item: 'tokens',
        message: 'tool definitions cost 202 tokens (gpt-tokenizer o200k_base), above the budget of 150 (contextBudget.tokens); largest: get_forecast (54), tool_a (37), tool_b (37)',
      },
      {
        rule: 'context-budget-exceeded',
        level: 'effect-relevant',
        entity: 'server',
        pointer: '/tools',
        item: 'growthPercent',
        message:
          'tool definitions cost 202 tokens (gpt-tokenizer o200k_base), 38 before: +431.6 %, above the budget of +50 % (contextBudget.growthPercent); largest growth: tool_a (+37), tool_b (+37), tool_c (+37)',
      },
    ]);
    // The fingerprint names the limit, not the figures: the same on the next run whatever the totals.
    const again = await check(dir);
    expect(again.report.servers[0]!.changes.filter((change) => change.rule === 'context-budget-exceeded').map((change) => change.fingerprint)).toEqual(
      report.servers[0]!.changes.filter((change) => change.rule === 'context-budget-exceeded').map((change) => change.fingerprint),
    );
  });

  it('levels apply to it, and within budget there is no such change', async () => {
    const dir = await project([
      {
        name: 'weather',
        before: side('1.2.0', [FORECAST]),
        after: side('1.2.0', [grown]),
        entry: { contextBudget: { tokens: 40 }, levels: { 'context-budget-exceeded': 'cosmetic', 'description-rewritten': 'cosmetic' } },
      },
    ]);
    const { code, report } = await check(dir);
    expect(code).toBe(0);
    expect(report.servers[0]!.changes.map((change) => [change.rule, change.level])).toEqual([
      ['description-rewritten', 'cosmetic'],
      ['context-budget-exceeded', 'cosmetic'],
    ]);
    writeFileSync(join(dir, 'mcp-contract.yaml'), readFileSync(join(dir, 'mcp-contract.yaml'), 'utf8').replace('tokens: 40', 'tokens: 55'));
    expect((await check(dir)).report.servers[0]!.changes.map((change) => change.rule)).toEqual(['description-rewritten']);
  });

  it('diff carries it too, between two contract files', async () => {
    const dir = await project([{ name: 'weather', before: side('1.2.0', [FORECAST]) }]);
    writeFileSync(join(dir, 'before.json'), readFileSync(join(dir, 'contracts/weather.mcp-contract.json')));
    writeSide(dir, side('1.2.0', [grown]), 'weather.side.json');
    expect((await gate(['update'], dir)).code).toBe(0);
    const run = await gate(['diff', 'before.json', 'contracts/weather.mcp-contract.json', '--report', 'diff.json'], dir);
    expect(run.code).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, 'diff.json'), 'utf8')) as Report;
    expect(report.servers[0]!.contextCost).toEqual({ tokenizer: 'gpt-tokenizer o200k_base', before: 38, after: 54, tools: { get_forecast: { before: 38, after: 54 } } });
  });
});

describe('the MCP Registry entry (server.json) in step with the live server', () => {
  const entry = (version: string, packageVersion = version) => ({
    $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
    name: 'io.github.example/weather',
    description: 'Weather.',
    version,
    packages: [{ registryType: 'npm', identifier: '@example/weather', version: packageVersion, transport: { type: 'stdio' } }],
  });

  it('a server.json next to the config that is out of step is refused: registry_version_mismatch per place, exit 1', async () => {
    const dir = await project([{ name: 'weather', before: side('1.3.0', [FORECAST]) }]);
    writeFileSync(join(dir, 'server.json'), JSON.stringify(entry('1.2.0', '1.3.0')));
    const { code, report } = await check(dir);
    expect(code).toBe(1);
    expect(report.servers[0]!.changes).toEqual([]);
    expect(evidenceOf(report.servers[0]!, 'registry_version_mismatch')).toEqual([
      {
        check: 'registry_version_mismatch',
        status: 'fail',
        level: 'effect-relevant',
        subject: 'registry:/version',
        message: 'server.json at /version advertises version "1.2.0", but the live server sends serverInfo.version "1.3.0": update server.json with the release',
        details: { file: 'server.json', pointer: '/version', registry: '1.2.0', live: '1.3.0' },
      },
    ]);
    expect(report.causes).toEqual([
      {
        kind: 'evidence',
        server: 'weather',
        fingerprint: 'evidence:registry_version_mismatch:registry:/version',
        rule: 'evidence-registry-version-mismatch',
        level: 'effect-relevant',
        entity: 'registry:/version',
        pointer: '',
      },
    ]);
  });

  it('a package version out of step is named by its pointer; in step, the check passes', async () => {
    const dir = await project([{ name: 'weather', before: side('1.3.0', [FORECAST]) }]);
    writeFileSync(join(dir, 'server.json'), JSON.stringify(entry('1.3.0', '1.2.9')));
    const out = await check(dir);
    expect(out.code).toBe(1);
    expect(evidenceOf(out.report.servers[0]!, 'registry_version_mismatch').map((item) => item.message)).toEqual([
      'server.json at /packages/0/version advertises package "@example/weather" (npm) at version "1.2.9", but the live server sends serverInfo.version "1.3.0": update server.json with the release',
    ]);
    writeFileSync(join(dir, 'server.json'), JSON.stringify(entry('v1.3.0', '1.3.0')));
    const inStep = await check(dir);
    expect(inStep.code).toBe(0);
    expect(evidenceOf(inStep.report.servers[0]!, 'registry_version_in_step')).toEqual([
      { check: 'registry_version_in_step', status: 'pass', subject: 'server', message: 'server.json advertises "v1.3.0", the live server\'s version', details: { file: 'server.json' } },
    ]);
  });

  it('a malformed server.json is exit 2 naming the file and the pointer, before any server starts', async () => {
    const dir = await project([{ name: 'weather', before: side('1.3.0', [FORECAST]) }]);
    writeFileSync(join(dir, 'server.json'), JSON.stringify({ ...entry('1.3.0'), packages: [{ registryType: 'npm', version: '1.3.0' }] }, null, 2));
    expect(await gate(['check'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: "mcp-contract: registry entry server.json at /packages/0: must have required property 'identifier' (line 7, column 5)\n",
    });
    writeFileSync(join(dir, 'server.json'), '{"$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.example/weather", "version": 13}');
    expect(await gate(['check'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mcp-contract: registry entry server.json at /version: must be string (line 1, column 141)\n',
    });
  });

  it('registry: names the entry of one server of several; semver enforce reads the bump from it as from serverInfo', async () => {
    const dir = await project([
      { name: 'weather', before: side('1.2.0', [FORECAST]), after: side('1.2.1', []), entry: { registry: 'weather/server.json', semver: 'enforce' } },
      { name: 'alerts', before: side('1.0.0', [ALERTS]) },
    ]);
    expect(await gate(['check'], dir)).toMatchObject({ code: 2, stderr: expect.stringContaining('registry entry weather/server.json ') });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dir, 'weather'));
    writeFileSync(join(dir, 'weather/server.json'), JSON.stringify(entry('1.2.1')));
    const { code, report } = await check(dir);
    expect(code).toBe(1);
    const [weather, alerts] = report.servers;
    expect(evidenceOf(weather!, 'registry_version_in_step')).toHaveLength(1);
    expect(alerts!.evidence?.some((item) => item.check.startsWith('registry_'))).toBe(false);
    expect(weather!.semver).toMatchObject({ mode: 'enforce', status: 'too-small', required: 'major', requiredVersion: '2.0.0' });
    expect(report.causes?.map((cause) => [cause.kind, 'rule' in cause ? cause.rule : ''])).toEqual([
      ['change', 'tool-removed'],
      ['semver', 'semver-bump-too-small'],
    ]);
  });
});

describe('tool names that collide across the servers of one config', () => {
  const forecastServer = (name: string, tools: object[], after?: object[]): ServerSpec => ({ name, before: side('1.0.0', tools), ...(after ? { after: side('1.0.0', after) } : {}) });

  it('a collision the live servers create is tool_name_collision on both servers, naming both, and fails (effect-relevant)', async () => {
    const dir = await project([forecastServer('weather', [FORECAST]), forecastServer('alerts', [ALERTS], [ALERTS, FORECAST])]);
    const { code, report } = await check(dir);
    expect(code).toBe(1);
    const expected = {
      check: 'tool_name_collision',
      status: 'fail',
      level: 'effect-relevant',
      subject: 'tool:get_forecast',
      message: 'tool "get_forecast" is exposed by servers weather and alerts: a host that loads them together prefixes, picks one or refuses; the live servers create it',
      details: { tool: 'get_forecast', servers: ['weather', 'alerts'] },
    };
    expect(report.servers.map((server) => evidenceOf(server, 'tool_name_collision'))).toEqual([[expected], [expected]]);
  });

  it('one the golden contracts already had is info, and collisions: ignore turns it off', async () => {
    const dir = await project([forecastServer('weather', [FORECAST, PROTO]), forecastServer('alerts', [ALERTS, FORECAST, PROTO])]);
    const { code, report } = await check(dir);
    expect(code).toBe(0);
    expect(report.servers[1]!.evidence?.filter((item) => item.check === 'tool_name_collision').map((item) => [item.status, item.subject, item.message])).toEqual([
      ['info', 'tool:__proto__', 'tool "__proto__" is exposed by servers weather and alerts: a host that loads them together prefixes, picks one or refuses (their golden contracts have it too)'],
      [
        'info',
        'tool:get_forecast',
        'tool "get_forecast" is exposed by servers weather and alerts: a host that loads them together prefixes, picks one or refuses (their golden contracts have it too)',
      ],
    ]);
    writeFileSync(join(dir, 'mcp-contract.yaml'), `collisions: ignore\n${readFileSync(join(dir, 'mcp-contract.yaml'), 'utf8')}`);
    const ignored = await check(dir);
    expect(ignored.report.servers.flatMap((server) => evidenceOf(server, 'tool_name_collision'))).toEqual([]);
  });

  it('one a pull request creates (its golden contracts have it, those at its base do not) fails, naming the pull request', () => {
    const servers = (base: string[] | undefined) => [
      { server: 'weather', live: ['get_forecast'], golden: ['get_forecast'], base: ['get_forecast'] },
      { server: 'alerts', live: ['get_alerts', 'get_forecast'], golden: ['get_alerts', 'get_forecast'], ...(base ? { base } : {}) },
    ];
    const said = (base: string[] | undefined) =>
      evaluateCollisions(servers(base))
        .get('alerts')!
        .map((item) => [item.status, item.message]);
    const message = 'tool "get_forecast" is exposed by servers weather and alerts: a host that loads them together prefixes, picks one or refuses';
    expect(said(['get_alerts'])).toEqual([['fail', `${message}; this pull request creates it (the golden contracts at its base do not have it)`]]);
    expect(said([])).toEqual([['fail', `${message}; this pull request creates it (the golden contracts at its base do not have it)`]]);
    expect(said(['get_alerts', 'get_forecast'])).toEqual([['info', `${message} (their golden contracts have it too)`]]);
    expect(said(undefined)).toEqual([['info', `${message} (their golden contracts have it too)`]]);
  });
});

describe('init and a server.json', () => {
  it('notices a server.json next to the config, says so, and check reads it from there', async () => {
    const dir = tempDir('mcg-beyond-init-');
    const file = writeSide(dir, side('1.3.0', [FORECAST]));
    writeFileSync(
      join(dir, 'server.json'),
      JSON.stringify({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json', name: 'io.github.example/weather', version: '1.3.0' }),
    );
    const run = await gate(['init', '--name', 'weather', '--', process.execPath, ...fixtureArgs(file)], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("registry entry server.json (io.github.example/weather 1.3.0): next to the config, so check compares its version with the live server's (no registry: key needed)\n");
    expect(readFileSync(join(dir, 'mcp-contract.yaml'), 'utf8')).not.toContain('registry:');
    writeFileSync(
      join(dir, 'server.json'),
      JSON.stringify({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json', name: 'io.github.example/weather', version: '1.2.0' }),
    );
    const { code, report } = await check(dir);
    expect(code).toBe(1);
    expect(evidenceOf(report.servers[0]!, 'registry_version_mismatch').map((item) => item.subject)).toEqual(['registry:/version']);
  });
});

describe('semver advice from the registry entry (pure)', () => {
  const removed = [changeOf('tool-removed', 'tool:gone', '/tools/gone', 'tool "gone" removed', {})];
  const registry = (version: string) => ({ label: 'server.json', version });

  it('flags a bump too small in server.json even when serverInfo.version is bumped enough, naming the file', () => {
    const advice = withRegistryVersion(semverAdvice(removed, '1.2.0', '2.0.0', 'enforce'), removed, '1.2.0', registry('1.3.0'));
    expect([advice.status, advice.head, advice.message]).toEqual([
      'too-small',
      '1.3.0',
      'server.json version: requires 2.0.0 (base 1.2.0, head 1.3.0): too small, major for tool-removed on tool:gone',
    ]);
  });

  it('decides where serverInfo.version is not a version, and keeps the serverInfo advice when both agree', () => {
    expect(withRegistryVersion(semverAdvice(removed, '1.2.0', 'dev', 'warn'), removed, '1.2.0', registry('2.0.0'))).toMatchObject({
      status: 'ok',
      message: 'server.json version: requires 2.0.0 (base 1.2.0, head 2.0.0): ok',
    });
    const same = semverAdvice(removed, '1.2.0', '2.0.0', 'warn');
    expect(withRegistryVersion(same, removed, '1.2.0', registry('2.0.0'))).toBe(same);
    expect(withRegistryVersion(same, removed, '1.2.0', undefined)).toBe(same);
  });
});
