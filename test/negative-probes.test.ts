import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { inspectServer } from '../src/commands/observe-server.js';
import { loadConfig } from '../src/config/load.js';
import { DEFAULT_NEGATIVE_PROBES, type NegativeProbes } from '../src/config/types.js';
import { validateAgainst } from '../src/jsonschema/validity.js';
import { negativeCases } from '../src/probes/negative.js';
import { cli } from './helpers/cli.js';
import { fixtureArgs, stdioServer, tempDir, writeSide } from './helpers/fixture.js';

const forecastSchema = {
  type: 'object',
  properties: {
    city: { type: 'string', maxLength: 20 },
    days: { type: 'integer', minimum: 1, maximum: 7 },
    units: { enum: ['metric', 'imperial'] },
  },
  required: ['city', 'days'],
  additionalProperties: false,
};
const readOnly = { readOnlyHint: true };

/** `lax` acts on anything; `strict` refuses invalid arguments with -32602, `soft` with isError; `reset` is not read-only; `echo` takes anything. */
const side = {
  protocolVersion: '2025-11-25',
  serverInfo: { name: 'weather', version: '1.0.0' },
  capabilities: { tools: {} },
  tools: [
    { name: 'lax', inputSchema: forecastSchema, annotations: readOnly },
    { name: 'strict', inputSchema: forecastSchema, annotations: readOnly },
    { name: 'soft', inputSchema: forecastSchema, annotations: readOnly },
    { name: 'reset', inputSchema: forecastSchema, annotations: { readOnlyHint: false, destructiveHint: true } },
    { name: 'echo', inputSchema: { type: 'object' }, annotations: readOnly },
  ],
  validateArguments: { strict: 'error', soft: 'isError', reset: 'error' },
};

const probes = (overrides: Partial<NegativeProbes> = {}): NegativeProbes => ({ ...DEFAULT_NEGATIVE_PROBES, negative: true, ...overrides });

async function inspect(setting: NegativeProbes | undefined, sideOverrides: Record<string, unknown> = {}) {
  const dir = tempDir('mcg-negative-');
  const log = join(dir, 'log.jsonl');
  const inspection = await inspectServer(stdioServer('weather', fixtureArgs(writeSide(dir, { ...side, ...sideOverrides }), { log }), join(dir, 'c.json'), { probes: setting }));
  const calls = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line).message)
    .filter((message) => message.method === 'tools/call')
    .map((message) => [message.params.name, message.params.arguments]);
  return { ...inspection, calls, negative: inspection.evidence.filter((e) => e.check.startsWith('negative_probe')) };
}

/** The four calls each read-only tool gets, one kind of violation after the other. */
const EXPECTED_CASES = [
  { keyword: 'required', property: 'city', arguments: { days: 1 } },
  { keyword: 'type', property: 'city', arguments: { days: 1, city: 12345 } },
  { keyword: 'additionalProperties', property: 'unexpected', arguments: { city: '', days: 1, unexpected: 'unexpected' } },
  { keyword: 'maxLength', property: 'city', arguments: { days: 1, city: 'a'.repeat(21) } },
];

describe('negative cases (generated from the canonical form, confirmed by ajv)', () => {
  it('builds one case per kind of violation, then more, each invalid, at most max', () => {
    const cases = negativeCases(forecastSchema, 4);
    expect(cases.map(({ keyword, property, arguments: args }) => ({ keyword, property, arguments: args }))).toEqual(EXPECTED_CASES);
    expect(cases[0]!.violations).toEqual(["/: must have required property 'city'"]);
    const all = negativeCases(forecastSchema, 16);
    expect(all.map((c) => `${c.keyword}:${c.property}`)).toEqual([
      'required:city',
      'type:city',
      'additionalProperties:unexpected',
      'maxLength:city',
      'required:days',
      'type:days',
      'maximum:days',
      'type:units',
      'enum:units',
    ]);
    for (const c of all) expect(validateAgainst(forecastSchema, c.arguments)!.length, c.keyword).toBeGreaterThan(0);
    expect(all.find((c) => c.keyword === 'maximum')!.arguments).toEqual({ city: '', days: 8 });
    expect(all.find((c) => c.keyword === 'enum')!.arguments).toEqual({ city: '', days: 1, units: 'not-an-allowed-value' });
  });

  it('names exclusive bounds and const as written, and builds nothing for a schema that takes any object', () => {
    const cases = negativeCases({ type: 'object', properties: { n: { type: 'integer', exclusiveMinimum: 0 }, mode: { const: 'fast' } }, required: ['n', 'mode'] }, 16);
    expect(cases.filter((c) => c.keyword !== 'required' && c.keyword !== 'type').map((c) => [c.keyword, c.arguments])).toEqual([
      ['const', { n: 1, mode: 'not-an-allowed-value' }],
      ['exclusiveMinimum', { mode: 'fast', n: 0 }],
    ]);
    expect(negativeCases({ type: 'object' }, 4)).toEqual([]);
    expect(negativeCases({ type: 'object', additionalProperties: true, properties: { q: {} } }, 4)).toEqual([]);
  });
});

describe('negative probes against a live server', () => {
  it('fails negative_probe_accepted for each invalid call a tool accepts, naming the tool, keyword and arguments; refusals pass', async () => {
    const { negative, calls } = await inspect(probes());
    const accepted = negative.filter((e) => e.check === 'negative_probe_accepted');
    expect(accepted).toEqual(
      EXPECTED_CASES.map((c) => ({
        check: 'negative_probe_accepted',
        status: 'fail',
        level: 'effect-relevant',
        subject: 'tool:lax',
        message: expect.stringContaining(`lax accepted arguments that violate its inputSchema (${c.keyword} at ${c.property}): `),
        details: { keyword: c.keyword, property: c.property, arguments: c.arguments, violations: expect.any(Array) },
      })),
    );
    expect(accepted[0]).toEqual({
      check: 'negative_probe_accepted',
      status: 'fail',
      level: 'effect-relevant',
      subject: 'tool:lax',
      message: 'lax accepted arguments that violate its inputSchema (required at city): {"days":1}',
      details: { keyword: 'required', property: 'city', arguments: { days: 1 }, violations: ["/: must have required property 'city'"] },
    });
    const refusedBy = (tool: string) => negative.find((e) => e.check === 'negative_probe_refused' && e.subject === `tool:${tool}`);
    expect(refusedBy('strict')).toEqual({
      check: 'negative_probe_refused',
      status: 'pass',
      subject: 'tool:strict',
      message: 'strict refused 4 calls with invalid arguments (required, type, additionalProperties, maxLength)',
      details: { refused: EXPECTED_CASES.map((c) => ({ keyword: c.keyword, by: '-32602' })) },
    });
    expect(refusedBy('soft')!.details).toEqual({ refused: EXPECTED_CASES.map((c) => ({ keyword: c.keyword, by: 'isError' })) });
    expect(refusedBy('lax')).toBeUndefined();
    expect(negative.find((e) => e.check === 'negative_probe_skipped')).toMatchObject({ status: 'info', subject: 'server', details: { tools: ['reset'] } });
    expect(negative.find((e) => e.check === 'negative_probe_not_generated')).toMatchObject({ status: 'info', subject: 'server', details: { tools: ['echo'] } });
    // Bounded: four calls per probed tool, none to the tool with side effects.
    expect(calls.map(([name]) => name)).toEqual([...Array(4).fill('lax'), ...Array(4).fill('soft'), ...Array(4).fill('strict')]);
    expect(calls.slice(0, 4).map(([, args]) => args)).toEqual(EXPECTED_CASES.map((c) => c.arguments));
  });

  it('calls tools with side effects only with allowSideEffects, and at most maxCallsPerTool', async () => {
    const { negative, calls } = await inspect(probes({ allowSideEffects: true, maxCallsPerTool: 2 }));
    expect(calls.map(([name]) => name)).toEqual(['lax', 'lax', 'reset', 'reset', 'soft', 'soft', 'strict', 'strict']);
    expect(negative.find((e) => e.subject === 'tool:reset')).toMatchObject({ check: 'negative_probe_refused', status: 'pass' });
    expect(negative.some((e) => e.check === 'negative_probe_skipped')).toBe(false);
  });

  it('sends nothing when the setting is off, and stops at the deadline', async () => {
    const off = await inspect(undefined);
    expect(off.calls).toEqual([]);
    expect(off.negative).toEqual([]);
    const late = await inspect(probes({ timeoutMs: 1 }), {});
    expect(late.calls.length).toBeLessThanOrEqual(1);
    expect(late.negative.find((e) => e.check === 'negative_probe_incomplete')).toMatchObject({ status: 'info', subject: 'server' });
  });

  it('sends nothing on a session the negotiation policy refuses, and says so', async () => {
    const dir = tempDir('mcg-negative-refused-');
    const log = join(dir, 'log.jsonl');
    const { evidence } = await inspectServer(
      stdioServer('weather', fixtureArgs(writeSide(dir, side), { log }), join(dir, 'c.json'), {
        probes: probes(),
        negotiation: { requiredServerCapabilities: ['prompts'], optionalServerCapabilities: [] },
      }),
    );
    expect(readFileSync(log, 'utf8')).not.toContain('tools/call');
    expect(evidence.filter((e) => e.check.startsWith('negative_probe'))).toEqual([]);
    expect(evidence.find((e) => e.check === 'probes_skipped')).toMatchObject({ status: 'info', details: { refusals: ['missing_required_capabilities'] } });
  });

  it('reads probes from the config, and check --negative fails on an accepted call (exit 1)', async () => {
    const dir = tempDir('mcg-negative-cli-');
    const sideFile = writeSide(dir, side);
    const server = { name: 'weather', command: process.execPath, args: fixtureArgs(sideFile), contract: 'golden.json' };
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ ...server, probes: { negative: true, maxCallsPerTool: 2 } }] }));
    const config = await loadConfig(join(dir, 'mcp-contract.yaml'), dir);
    expect(config.servers[0]!.probes).toEqual({ negative: true, allowSideEffects: false, maxCallsPerTool: 2, timeoutMs: 10_000 });
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [server] }));
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    expect((await cli(['check'], dir)).code).toBe(0);
    const result = await cli(['check', '--negative', '--report', 'report.json'], dir);
    expect(result.code).toBe(1);
    const evidence = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).servers[0].evidence;
    expect(evidence.filter((e: { check: string }) => e.check === 'negative_probe_accepted').map((e: { subject: string; details: { keyword: string } }) => [e.subject, e.details.keyword])).toEqual(
      EXPECTED_CASES.map((c) => ['tool:lax', c.keyword]),
    );
    expect(result.stdout).toContain('negative_probe_accepted');
  });
});
