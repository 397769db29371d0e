import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type Format } from 'ajv';
import { describe, expect, it } from 'vitest';
import { goldenText } from './helpers/golden.js';
import { rankOf } from '../src/diff/levels.js';
import type { ServerOutcome } from '../src/report/outcome.js';
import { parseContract } from '../src/contract/io.js';
import { makeChange, changeOf } from '../src/diff/change.js';
import { compareContracts } from '../src/diff/compare.js';
import { RULES } from '../src/diff/rules.js';
import { semverAdvice } from '../src/policy/semver.js';
import { COMMENT_LIMIT } from '../src/report/markdown.js';
import { FORMAT_NAMES, FORMATS, type FormatContext } from '../src/report/formats/index.js';
import { renderSarif } from '../src/report/formats/sarif.js';
import { xmlAttribute, xmlText } from '../src/report/formats/xml.js';
import { assembleReport, buildReport, type Report } from '../src/report/report.js';
import { ROOT } from './helpers/fixture.js';
import { parseXml, type XmlElement } from './helpers/xml.js';

/**
 * The report formats. Golden files under test/golden/ (UPDATE_GOLDEN=1 rewrites them; review
 * the diff): the filesystem server's real upgrade 2026.1.14 → 2026.8.31, as `diff` reports it.
 */
const FIXTURE = 'filesystem-upgrade';
const CONTRACTS = 'test/fixtures/real-servers';
const BEFORE_FILE = `${CONTRACTS}/@modelcontextprotocol__server-filesystem@2026.1.14.mcp-contract.json`;
const AFTER_FILE = `${CONTRACTS}/@modelcontextprotocol__server-filesystem@2026.8.31.mcp-contract.json`;
const beforeText = readFileSync(join(ROOT, BEFORE_FILE), 'utf8');
const afterText = readFileSync(join(ROOT, AFTER_FILE), 'utf8');
const before = parseContract(beforeText, BEFORE_FILE);
const after = parseContract(afterText, AFTER_FILE);
const outcome: ServerOutcome = { name: after.server, contractFile: join(ROOT, AFTER_FILE), golden: before, current: after, ...compareContracts(before, after), notes: [] };
const context: FormatContext = { title: 'mcp-contract diff', servers: { [after.server]: { before, after, contractText: () => afterText } } };

function upgradeReport(failOn: Report['failOn']): Report {
  const built = buildReport([outcome], failOn, ROOT);
  const semver = semverAdvice(outcome.changes, before.serverInfo?.version, after.serverInfo?.version, 'warn');
  return assembleReport([{ ...built.servers[0]!, semver }], failOn);
}

function golden(name: string, text: string): string {
  return goldenText(join(ROOT, 'test/golden', name), text);
}

/** The official SARIF 2.1.0 schema (draft-07), from OASIS (sarif-spec, sarif-2.1/prose/sarif-schema-2.1.0.json). */
function sarifValidator() {
  const schema = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/sarif/sarif-schema-2.1.0.json'), 'utf8'));
  const uri: Format = (text: string) => {
    try {
      return new URL(text).href.length > 0;
    } catch {
      return false;
    }
  };
  const uriReference: Format = (text: string) => !/\s/.test(text) && uri(new URL(text, 'https://example.org/').href as never);
  // unicodeRegExp: false: the schema's language pattern is not valid with the u flag (it is in ECMA-262 without it).
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false, formats: { uri, 'uri-reference': uriReference, 'date-time': (text: string) => !Number.isNaN(Date.parse(text)) } });
  return ajv.compile(schema);
}

describe('the format registry', () => {
  it('has one entry per format, each with a name and a default file extension', () => {
    expect(FORMAT_NAMES.map((name) => [FORMATS[name].name, FORMATS[name].extension])).toEqual([
      ['terminal', '.txt'],
      ['json', '.json'],
      ['markdown', '.md'],
      ['sarif', '.sarif'],
      ['junit', '.junit.xml'],
      ['changelog', '.changelog.md'],
    ]);
  });

  it('renders terminal, json and markdown with the existing renderers', () => {
    const report = upgradeReport('effect-relevant');
    expect(FORMATS.json.render(report)).toBe(`${JSON.stringify(JSON.parse(FORMATS.json.render(report)), null, 2)}\n`);
    // The first line names the worst change (breaking first), then how many more.
    expect(FORMATS.terminal.render(report, context).split('\n')[0]).toBe(
      'mcp-contract diff: FAIL (highest: breaking, fail-on: effect-relevant) — breaking output-variant-added (tool:read_media_file), and 17 more causes',
    );
    expect(FORMATS.markdown.render(report, context).split('\n')[0]).toBe('## ❌ MCP contract: fail');
  });
});

describe('SARIF 2.1.0', () => {
  const validate = sarifValidator();

  it(`matches test/golden/${FIXTURE}.sarif and the official schema`, () => {
    const text = FORMATS.sarif.render(upgradeReport('effect-relevant'), context);
    expect(validate(JSON.parse(text)), JSON.stringify(validate.errors, null, 1)).toBe(true);
    expect(text).toBe(golden(`${FIXTURE}.sarif`, text));
  });

  it('has a rule per rule id, with its reason, level and help, and one run', () => {
    const log = JSON.parse(FORMATS.sarif.render(upgradeReport('effect-relevant'), context));
    expect(log.runs).toHaveLength(1);
    const driver = log.runs[0].tool.driver;
    expect(driver.name).toBe('mcp-contract-gate');
    // The version 0.2.0 did not move for a breaking change: the semver rule follows the table's.
    expect(driver.rules.map((rule: { id: string }) => rule.id)).toEqual([...RULES.map((rule) => rule.id), 'semver-bump-too-small']);
    expect(driver.rules[0]).toEqual({
      id: 'tool-added',
      name: 'ToolAdded',
      shortDescription: { text: 'a new tool is a new capability: a host must approve it, it is not enabled by itself' },
      fullDescription: { text: 'effect-relevant: a new tool is a new capability: a host must approve it, it is not enabled by itself (applies to tool)' },
      helpUri: 'https://github.com/mcp-contract-gate/mcp-contract-gate/blob/main/docs/rules.md#tool-added',
      defaultConfiguration: { level: 'warning' },
      properties: { level: 'effect-relevant', applies: 'tool', tags: ['mcp', 'contract', 'effect-relevant'] },
    });
    const levels = Object.fromEntries(driver.rules.map((rule: { id: string; defaultConfiguration: { level: string } }) => [rule.id, rule.defaultConfiguration.level]));
    expect([levels['tool-removed'], levels['tool-added'], levels['title-changed']]).toEqual(['error', 'warning', 'note']);
  });

  it('puts each result on the contract line its pointer leads to, with the fingerprint and the witness', () => {
    const log = JSON.parse(FORMATS.sarif.render(upgradeReport('effect-relevant'), context));
    const results = log.runs[0].results as Array<{
      ruleId: string;
      level: string;
      message: { text: string };
      locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
      partialFingerprints: Record<string, string>;
    }>;
    // Worst first, in the comparison's order within a level.
    const worstFirst = [...outcome.changes].sort((a, b) => rankOf(b.level) - rankOf(a.level));
    expect(results.map((r) => r.partialFingerprints['mcpContractChange/v1'])).toEqual([...worstFirst.map((c) => c.fingerprint), 'semver:major:0.2.0']);
    const witnessed = outcome.changes.find((c) => c.witness)!;
    const result = results.find((r) => r.partialFingerprints['mcpContractChange/v1'] === witnessed.fingerprint)!;
    expect(result.level).toBe('error');
    // An output widened: the new schema allows what the old did not.
    expect(result.message.text).toBe(`${witnessed.entity}: ${witnessed.message} Witness (valid now, rejected before): ${JSON.stringify(witnessed.witness!.value)}`);
    // The pointer's last segment that exists in the file, found independently: the line of its key.
    const segments = witnessed.pointer.split('/').slice(1);
    const lines = afterText.split('\n');
    let line = 0;
    for (const segment of segments) {
      const found = lines.findIndex((text, i) => i >= line && text.trimStart().startsWith(`${JSON.stringify(segment)}:`));
      if (found === -1) break;
      line = found;
    }
    expect(result.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: AFTER_FILE }, region: { startLine: line + 1 } });
  });

  it('stays valid with hostile text, a server in error, failing evidence and a too-small version', () => {
    const hostile = 'x</a>&amp;]]>\u0000\u001b[2J\ud800"\'\n';
    const change = changeOf('input-required-added', `tool:${hostile}`, `/tools/${hostile}/definition/inputSchema/required`, hostile, {
      item: hostile,
      witness: { value: { [hostile]: hostile }, validBefore: true, validAfter: false },
    });
    const servers = buildReport(
      [
        {
          name: 'hostile',
          contractFile: '/work/contracts/hostile.json',
          changes: [change],
          notes: [],
          evidence: [{ check: 'schema_compiles', status: 'fail', level: 'breaking', subject: hostile, message: hostile }],
        },
        { name: 'down', contractFile: '/work/contracts/down.json', changes: [], notes: [], error: { exitCode: 3, message: `server "down": ${hostile}` } },
      ],
      'effect-relevant',
      '/work',
    ).servers;
    servers[0]!.semver = semverAdvice([change], '1.0.0', '1.0.1', 'enforce');
    const text = renderSarif(assembleReport(servers, 'effect-relevant'), {});
    const log = JSON.parse(text);
    expect(validate(log), JSON.stringify(validate.errors, null, 1)).toBe(true);
    expect(log.runs[0].results.map((r: { ruleId: string; level: string }) => `${r.ruleId} ${r.level}`)).toEqual([
      'input-required-added error',
      'evidence-schema-compiles error',
      'semver-bump-too-small error',
    ]);
    expect(log.runs[0].invocations).toEqual([
      {
        executionSuccessful: false,
        // oneLine: control characters flattened, the lone surrogate shown as its escape.
        toolExecutionNotifications: [{ level: 'error', message: { text: 'server down: server "down": x</a>&amp;]]> [2J\\ud800"\'' }, properties: { server: 'down', exitCode: 3 } }],
      },
    ]);
  });
});

describe('JUnit XML', () => {
  it(`matches test/golden/${FIXTURE}.junit.xml: a testcase per entity, a failure per change at or above fail-on`, () => {
    const report = upgradeReport('effect-relevant');
    const text = FORMATS.junit.render(report, context);
    const root = parseXml(text);
    const suite = root.children[0]!;
    const names = suite.children.map((testcase) => testcase.attributes.name);
    const tools = Object.keys({ ...before.tools, ...after.tools })
      .sort()
      .map((tool) => `tool:${tool}`);
    expect(names).toEqual(['server', 'protocol', 'capabilities', ...tools, 'semver']);
    const failing = suite.children.filter((testcase) => testcase.children.some((child) => child.name === 'failure')).map((testcase) => testcase.attributes.name);
    const expected = [...new Set(outcome.changes.filter((c) => c.level !== 'cosmetic').map((c) => c.entity))];
    expect(failing.sort()).toEqual(expected.sort());
    // `failures` counts the gate's causes, each one <failure> element, as the JSON report lists them.
    const failures = suite.children.flatMap((testcase) => testcase.children.filter((child) => child.name === 'failure'));
    const causes = outcome.changes.filter((c) => c.level !== 'cosmetic').length;
    expect([failures.length, JSON.parse(FORMATS.json.render(report)).causes.length]).toEqual([causes, causes]);
    expect([root.attributes, suite.attributes]).toEqual([
      { name: 'mcp-contract-gate', tests: String(names.length), failures: String(causes), errors: '0' },
      { name: after.server, tests: String(names.length), failures: String(causes), errors: '0', skipped: '0' },
    ]);
    expect(text).toBe(golden(`${FIXTURE}.junit.xml`, text));
  });

  it('fails nothing with fail-on never, and lists the changes as output', () => {
    const root = parseXml(FORMATS.junit.render(upgradeReport('never'), context));
    expect(root.attributes.failures).toBe('0');
    const out = root.children[0]!.children.flatMap((testcase) => testcase.children.filter((c) => c.name === 'system-out').map((c) => c.text.split('\n').length));
    expect(out.reduce((a, b) => a + b, 0)).toBe(outcome.changes.length + 1); // and the semver line
  });

  it('escapes hostile server text: markup, ]]>, control characters and characters XML cannot carry', () => {
    const hostile = 'a<b>&c]]>"q\'\u0000\u0007\u001b[2J\u000b\ud800\uffff\t\n\r😀';
    const change = makeChange('tool-removed', `tool:${hostile}`, '/tools/x', `tool ${hostile} removed`);
    const report = buildReport(
      [
        { name: `srv${hostile}`, contractFile: '/work/c.json', changes: [change], notes: [] },
        { name: 'down', contractFile: '/work/d.json', changes: [], notes: [], error: { exitCode: 3, message: hostile } },
      ],
      'breaking',
      '/work',
    );
    const text = FORMATS.junit.render(report, {});
    const visible = 'a<b>&c]]>"q\'\\u{0000}\\u{0007}\\u{001b}[2J\\u{000b}\\u{d800}\\u{ffff}\t\n\r😀';
    const root = parseXml(text);
    const [suite, down] = root.children as [XmlElement, XmlElement];
    expect(suite.attributes.name).toBe(`srv${visible}`);
    const failing = suite.children.find((testcase) => testcase.attributes.name === `tool:${visible}`)!;
    expect(failing.children.map((c) => [c.name, c.attributes, c.text])).toEqual([
      ['failure', { type: 'breaking', message: 'breaking change at or above breaking: tool-removed' }, `breaking tool-removed at /tools/x: tool ${visible} removed [${change.fingerprint}]`],
    ]);
    expect(down.children[0]!.children[0]!.attributes).toEqual({ type: 'exit-3', message: `not compared (exit 3): ${visible}` });
    expect(text).not.toContain(']]>');
    expect(xmlText('<&>]]>')).toBe('&lt;&amp;&gt;]]&gt;');
    expect(xmlAttribute('"\'\n\t\r<')).toBe('&quot;&apos;&#10;&#9;&#13;&lt;');
  });
});

describe('semver and ignored changes in the terminal and Markdown reports', () => {
  const removed = makeChange('tool-removed', 'tool:old', '/tools/old', 'tool "old" removed');
  const volatile = makeChange('description-changed', 'tool:ls', '/tools/ls/definition/description', 'description reworded');
  const servers = buildReport([{ name: 'unit', contractFile: '/work/contracts/unit.json', changes: [removed], notes: [] }], 'effect-relevant', '/work').servers;
  const report = assembleReport(
    [
      {
        ...servers[0]!,
        semver: semverAdvice([removed], '1.4.2', '1.5.0', 'enforce'),
        ignored: [{ change: volatile, reason: 'the description embeds the working directory', matched: { pointer: '/tools/*/definition/description' } }],
      },
    ],
    'breaking',
  );

  it('the verdict fails on an enforced too-small bump', () => {
    expect(report.verdict).toBe('fail');
    expect(assembleReport([{ ...report.servers[0]!, semver: { ...report.servers[0]!.semver!, mode: 'warn' } }], 'never').verdict).toBe('pass');
  });

  it('terminal', () => {
    expect(FORMATS.terminal.render(report, { title: 'mcp-contract check' })).toBe(
      [
        'mcp-contract check: FAIL (highest: breaking, fail-on: breaking) — breaking tool-removed (tool:old), and 1 more cause',
        '',
        'server "unit" — contracts/unit.json',
        '  1 breaking · 0 effect-relevant · 0 cosmetic',
        '  tool:old',
        '    ✖ breaking        tool-removed  /tools/old',
        '      tool "old" removed',
        '  ignored by the config (not gated): 1 change',
        '    ○ cosmetic        description-changed  /tools/ls/definition/description',
        '      tool:ls: description reworded',
        '      reason: the description embeds the working directory',
        '  semver (enforce): requires 2.0.0 (base 1.4.2, head 1.5.0): too small, major for tool-removed on tool:old',
        '',
      ].join('\n'),
    );
  });

  it('the comment lists 50 ignored changes and counts the rest; a Markdown file lists them all', () => {
    const many = Array.from({ length: 52 }, (_, i) => ({
      change: makeChange('description-changed', `tool:t${i}`, `/tools/t${i}/definition/description`, 'description reworded'),
      reason: 'volatile',
      matched: {},
    }));
    const ignoring = assembleReport([{ ...servers[0]!, ignored: many }], 'breaking');
    const lines = FORMATS.markdown.render(ignoring, { markdown: { limit: COMMENT_LIMIT } }).split('\n');
    expect(lines.filter((line) => line.startsWith('- ○ ')).length).toBe(50);
    expect(lines.filter((line) => line.startsWith('- and '))).toEqual(['- and 2 more (all of them are in the JSON report, `ignored`)']);
    const file = FORMATS.markdown.render(ignoring, {}).split('\n');
    expect([file.filter((line) => line.startsWith('- ○ ')).length, file.filter((line) => line.startsWith('- and '))]).toEqual([52, []]);
  });

  it('Markdown', () => {
    const lines = FORMATS.markdown.render(report, {}).split('\n');
    const from = lines.indexOf('**Semver** (enforce). ❌ requires 2\\.0\\.0 \\(base 1\\.4\\.2, head 1\\.5\\.0\\)\\: too small, major for tool\\-removed on tool\\:old');
    expect(lines.slice(from, from + 5)).toEqual([
      '**Semver** (enforce). ❌ requires 2\\.0\\.0 \\(base 1\\.4\\.2, head 1\\.5\\.0\\)\\: too small, major for tool\\-removed on tool\\:old',
      '',
      '**Ignored by the config** (not gated): 1 change.',
      '',
      '- ○ cosmetic · `description-changed` · tool\\:ls: description reworded · reason: the description embeds the working directory',
    ]);
  });
});
