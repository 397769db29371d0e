import { COLLECTIONS } from '../../contract/types.js';
import { ownValue } from '../../json/own.js';
import { witnessShown, type Change } from '../../diff/change.js';
import { entityName } from '../../diff/compare.js';
import type { GateCause } from '../../policy/gate.js';
import type { Report, ServerReport } from '../report.js';
import { groupByEntity } from '../clusters.js';
import { decisionOf } from '../cause.js';
import type { FormatContext } from './context.js';
import { xmlAttribute, xmlText } from './xml.js';
import { removedText } from '../removed.js';

/** Entities every server has, before its tools, resources, templates and prompts. */
const SERVER_ENTITIES = ['server', 'protocol', 'capabilities'];

/**
 * JUnit XML for CI test tabs: a testsuite per server, a testcase per entity (server, protocol,
 * capabilities, then every tool, resource, resource template and prompt of either contract,
 * then anything else a change names). Each cause of the gate's decision (src/report/cause.ts) is
 * one <failure>: a change at or above fail-on in its entity's testcase, lower ones in system-out;
 * a failed check in `evidence:CHECK`, a bump too small in `semver`, an unapproved breaking
 * intended change in `intended:ENTITY`. So `failures` counts causes, as every format does. A
 * server that could not be compared is one testcase with an error; one the pull request removed, a
 * `server` testcase saying so, beside its intended changes. Every server string is XML-escaped.
 */
export function renderJunit(report: Report, context: FormatContext = {}): string {
  const causes = decisionOf(report).causes;
  const suites = report.servers.map((server) =>
    suite(
      server,
      report,
      causes.filter((cause) => cause.server === server.name),
      context,
    ),
  );
  const sum = (key: 'tests' | 'failures' | 'errors') => suites.reduce((total, s) => total + s[key], 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-contract-gate" tests="${sum('tests')}" failures="${sum('failures')}" errors="${sum('errors')}">`,
    ...suites.flatMap((s) => s.lines),
    '</testsuites>',
    '',
  ].join('\n');
}

interface Suite {
  tests: number;
  failures: number;
  errors: number;
  lines: string[];
}

function suite(server: ServerReport, report: Report, causes: GateCause[], context: FormatContext): Suite {
  const name = xmlAttribute(server.name);
  const classname = xmlAttribute(`mcp-contract.${server.name}`);
  const open = (tests: number, failures: number, errors: number) => `  <testsuite name="${name}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="0">`;
  if (server.error) {
    const message = `not compared (exit ${server.error.exitCode}): ${server.error.message}`;
    return {
      tests: 1,
      failures: 0,
      errors: 1,
      lines: [
        open(1, 0, 1),
        `    <testcase classname="${classname}" name="server">`,
        `      <error type="exit-${server.error.exitCode}" message="${xmlAttribute(message)}">${xmlText(message)}</error>`,
        '    </testcase>',
        '  </testsuite>',
      ],
    };
  }
  const failingChanges = new Set(causes.flatMap((cause) => (cause.kind === 'change' ? [cause.change] : [])));
  const byEntity = groupByEntity(server.changes);
  const ignoredBy = new Map<string, string[]>();
  for (const { change, reason } of server.ignored ?? []) ignoredBy.set(change.entity, [...(ignoredBy.get(change.entity) ?? []), `ignored: ${describe(change)} (reason: ${reason})`]);
  // A removed server was not run: one `server` case says so, in place of entities it has no contract of.
  const removed = server.status === 'removed';
  const entities = removed ? [] : entityList(server, context, [...byEntity.keys(), ...ignoredBy.keys()]);
  const failOn = report.failOn;
  const cases: string[] = removed ? testcase(classname, 'server', [], [removedText(server)]) : [];
  for (const entity of entities) {
    const changes = byEntity.get(entity) ?? [];
    const failures = changes.filter((change) => failingChanges.has(change)).map((change) => failure(change.level, `${change.level} change at or above ${failOn}: ${change.rule}`, describe(change)));
    const out = [...changes.filter((change) => !failingChanges.has(change)).map(describe), ...(ignoredBy.get(entity) ?? [])];
    cases.push(...testcase(classname, entity, failures, out));
  }
  if (server.semver) {
    const advice = server.semver;
    const failed = causes.some((cause) => cause.kind === 'semver');
    cases.push(...testcase(classname, 'semver', failed ? [failure('semver', advice.message, advice.message)] : [], failed ? [] : [`${advice.status}: ${advice.message}`]));
  }
  for (const item of server.evidence ?? []) {
    if (item.status !== 'fail') continue;
    const failed = causes.some((cause) => cause.kind === 'evidence' && cause.evidence === item);
    const text = `${item.subject}: ${item.message}`;
    cases.push(...testcase(classname, `evidence:${item.check}`, failed ? [failure(item.level ?? 'evidence', text, text)] : [], failed ? [] : [text]));
  }
  // The review's unapproved breaking intended changes fail the gate: a failure each, under its entity's `intended:ENTITY`.
  // An expired acceptance is its own failure type, with its day; approved ones are properties of their entity's case.
  const intended = new Map<string, { failures: string[]; properties: Array<[string, string]> }>();
  const caseOf = (name: string) => intended.get(name) ?? intended.set(name, { failures: [], properties: [] }).get(name)!;
  for (const cause of causes) {
    if (cause.kind !== 'unapproved') continue;
    const what = cause.change ? describe(cause.change) : `breaking [${cause.fingerprint}]`;
    const why = cause.expired ? `whose acceptance expired on ${cause.expired}` : 'not approved';
    const message = `${cause.level} intended change ${why}: ${cause.change ? `${cause.change.rule} (${cause.change.entity})` : cause.fingerprint}`;
    caseOf(`intended:${cause.change?.entity ?? cause.fingerprint}`).failures.push(failure(cause.expired ? 'expired' : 'unapproved', message, what));
  }
  for (const approval of server.review?.approved ?? []) {
    const change = server.review!.changes.find((candidate) => candidate.fingerprint === approval.fingerprint);
    caseOf(`intended:${change?.entity ?? approval.fingerprint}`).properties.push([`approved:${approval.fingerprint}`, `${approval.by}${change ? ` · ${change.rule}: ${change.message}` : ''}`]);
  }
  for (const [name, { failures, properties }] of intended) cases.push(...testcase(classname, name, failures, [], properties));
  // One <failure> per failing cause: `failures` counts the gate's causes, as every other format does.
  const failures = cases.filter((line) => line.startsWith('      <failure ')).length;
  const tests = cases.filter((line) => line.startsWith('    <testcase')).length;
  return { tests, failures, errors: 0, lines: [open(tests, failures, 0), ...cases, '  </testsuite>'] };
}

/** One failing cause as a JUnit failure element. */
function failure(type: string, message: string, text: string): string {
  return `      <failure type="${xmlAttribute(type)}" message="${xmlAttribute(message)}">${xmlText(text)}</failure>`;
}

/** A testcase: its failures (one per cause), then what it reports without failing. */
function testcase(classname: string, name: string, failures: string[], out: string[], properties: Array<[string, string]> = []): string[] {
  const head = `    <testcase classname="${classname}" name="${xmlAttribute(name)}"`;
  if (failures.length === 0 && out.length === 0 && properties.length === 0) return [`${head}/>`];
  const props = properties.length
    ? ['      <properties>', ...properties.map(([key, value]) => `        <property name="${xmlAttribute(key)}" value="${xmlAttribute(value)}"/>`), '      </properties>']
    : [];
  return [`${head}>`, ...props, ...failures, ...(out.length ? [`      <system-out>${xmlText(out.join('\n'))}</system-out>`] : []), '    </testcase>'];
}

function describe(change: Change): string {
  const witness = change.witness ? `; witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${witnessShown(change.witness)}` : '';
  const set = change.levelSetBy ? ` (level set by the config: ${change.levelSetBy.origin}; the rule says ${change.levelSetBy.ruleLevel})` : '';
  return `${change.level}${set} ${change.rule} at ${change.pointer}: ${change.message}${witness} [${change.fingerprint}]`;
}

/** server, protocol, capabilities; every entity of either contract, by collection and key; then any other entity a change names. */
function entityList(server: ServerReport, context: FormatContext, named: string[]): string[] {
  const list = [...SERVER_ENTITIES];
  const sides = ownValue(context.servers ?? {}, server.name);
  for (const { collection, kind } of COLLECTIONS) {
    const keys = new Set([...Object.keys(sides?.before?.[collection] ?? {}), ...Object.keys(sides?.after?.[collection] ?? {})]);
    for (const key of [...keys].sort()) list.push(entityName(kind, key));
  }
  const seen = new Set(list);
  for (const entity of named) {
    if (seen.has(entity)) continue;
    seen.add(entity);
    list.push(entity);
  }
  return list;
}
