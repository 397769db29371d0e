import { COLLECTIONS } from '../../contract/types.js';
import { ownValue } from '../../json/own.js';
import type { Change } from '../../diff/change.js';
import { entityName } from '../../diff/compare.js';
import { rankOf } from '../../diff/levels.js';
import { failsAt } from '../../policy/gate.js';
import type { Report, ServerReport } from '../report.js';
import { groupByEntity } from '../clusters.js';
import { decisionOf } from '../cause.js';
import type { FormatContext } from './context.js';
import { xmlAttribute, xmlText } from './xml.js';

/** Entities every server has, before its tools, resources, templates and prompts. */
const SERVER_ENTITIES = ['server', 'protocol', 'capabilities'];

/**
 * JUnit XML for CI test tabs: a testsuite per server, a testcase per entity (server, protocol,
 * capabilities, then every tool, resource, resource template and prompt of either contract,
 * then anything else a change names). A testcase fails when its entity has a change at or
 * above fail-on; its changes are listed in the failure, lower ones in system-out. A server that
 * could not be compared is one testcase with an error; an unapproved breaking intended change is a
 * failing testcase `intended:ENTITY` (the gate's decision, src/report/cause.ts). Every server string is XML-escaped.
 */
export function renderJunit(report: Report, context: FormatContext = {}): string {
  const suites = report.servers.map((server) => suite(server, report, context));
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

function suite(server: ServerReport, report: Report, context: FormatContext): Suite {
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
  const byEntity = groupByEntity(server.changes);
  const ignoredBy = new Map<string, string[]>();
  for (const { change, reason } of server.ignored ?? []) ignoredBy.set(change.entity, [...(ignoredBy.get(change.entity) ?? []), `ignored: ${describe(change)} (reason: ${reason})`]);
  const entities = entityList(server, context, [...byEntity.keys(), ...ignoredBy.keys()]);
  const failOn = report.failOn;
  const failing = (change: Change) => failsAt(change.level, failOn);
  const cases: string[] = [];
  let failures = 0;
  for (const entity of entities) {
    const changes = byEntity.get(entity) ?? [];
    const above = changes.filter(failing);
    const below = changes.filter((change) => !failing(change));
    const out = [...below.map(describe), ...(ignoredBy.get(entity) ?? [])];
    const head = `    <testcase classname="${classname}" name="${xmlAttribute(entity)}"`;
    if (above.length === 0 && out.length === 0) {
      cases.push(`${head}/>`);
      continue;
    }
    cases.push(`${head}>`);
    if (above.length) {
      failures++;
      const highest = above.reduce((top, change) => (rankOf(change.level) > rankOf(top) ? change.level : top), above[0]!.level);
      const message = `${above.length} change${above.length === 1 ? '' : 's'} at or above ${failOn} (highest: ${highest})`;
      cases.push(`      <failure type="${highest}" message="${xmlAttribute(message)}">${xmlText(above.map(describe).join('\n'))}</failure>`);
    }
    if (out.length) cases.push(`      <system-out>${xmlText(out.join('\n'))}</system-out>`);
    cases.push('    </testcase>');
  }
  if (server.semver) {
    const failed = server.semver.mode === 'enforce' && server.semver.status === 'too-small';
    const head = `    <testcase classname="${classname}" name="semver"`;
    if (failed) {
      failures++;
      cases.push(`${head}>`, `      <failure type="semver" message="${xmlAttribute(server.semver.message)}">${xmlText(server.semver.message)}</failure>`, '    </testcase>');
    } else cases.push(`${head}>`, `      <system-out>${xmlText(`${server.semver.status}: ${server.semver.message}`)}</system-out>`, '    </testcase>');
  }
  for (const item of server.evidence ?? []) {
    if (item.status !== 'fail') continue;
    const failed = item.level !== undefined && failsAt(item.level, failOn);
    const text = `${item.subject}: ${item.message}`;
    cases.push(`    <testcase classname="${classname}" name="${xmlAttribute(`evidence:${item.check}`)}">`);
    if (failed) {
      failures++;
      cases.push(`      <failure type="${item.level}" message="${xmlAttribute(text)}">${xmlText(text)}</failure>`);
    } else cases.push(`      <system-out>${xmlText(text)}</system-out>`);
    cases.push('    </testcase>');
  }
  // The review's unapproved breaking intended changes fail the gate: a testcase each, as decideGate lists them.
  for (const cause of decisionOf(report).causes) {
    if (cause.kind !== 'unapproved' || cause.server !== server.name) continue;
    failures++;
    const what = cause.change ? describe(cause.change) : `breaking [${cause.fingerprint}]`;
    const message = `breaking intended change not approved: ${cause.change ? `${cause.change.rule} (${cause.change.entity})` : cause.fingerprint}`;
    cases.push(
      `    <testcase classname="${classname}" name="${xmlAttribute(`intended:${cause.change?.entity ?? cause.fingerprint}`)}">`,
      `      <failure type="unapproved" message="${xmlAttribute(message)}">${xmlText(what)}</failure>`,
      '    </testcase>',
    );
  }
  const tests = cases.filter((line) => line.startsWith('    <testcase')).length;
  return { tests, failures, errors: 0, lines: [open(tests, failures, 0), ...cases, '  </testsuite>'] };
}

function describe(change: Change): string {
  const witness = change.witness ? `; witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${JSON.stringify(change.witness.value) ?? 'null'}` : '';
  return `${change.level} ${change.rule} at ${change.pointer}: ${change.message}${witness} [${change.fingerprint}]`;
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
