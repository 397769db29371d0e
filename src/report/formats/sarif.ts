import { parseTree, type Node } from 'jsonc-parser';
import packageJson from '../../../package.json' with { type: 'json' };
import { ownValue } from '../../json/own.js';
import { witnessShown, type Change } from '../../diff/change.js';
import type { Level } from '../../diff/levels.js';
import { RULES } from '../../diff/rules.js';
import { evidenceCheckById, evidenceRuleId } from '../../evidence/checks.js';
import { oneLine } from '../../errors.js';
import { lineOf } from '../annotations.js';
import type { Report, ServerReport } from '../report.js';
import { causesText, decisionOf } from '../cause.js';
import type { GateCause } from '../../policy/gate.js';
import type { FormatContext } from './context.js';
import { removedText } from '../removed.js';

/** Where each rule is documented: docs/rules.md of this repository, by rule id. */
const RULES_DOC_URL = 'https://github.com/mcp-contract-gate/mcp-contract-gate/blob/main/docs/rules.md';
/** Where each evidence check is documented: docs/evidence.md, by SARIF rule id. */
const EVIDENCE_DOC_URL = 'https://github.com/mcp-contract-gate/mcp-contract-gate/blob/main/docs/evidence.md';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const TOOL_NAME = 'mcp-contract-gate';
/** The partialFingerprints key: the change fingerprint (hash of rule, entity, pointer, item), stable across commits. */
const FINGERPRINT_KEY = 'mcpContractChange/v1';

type SarifLevel = 'error' | 'warning' | 'note';
const LEVEL: Record<Level, SarifLevel> = { breaking: 'error', 'effect-relevant': 'warning', cosmetic: 'note' };

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri: string;
  defaultConfiguration: { level: SarifLevel };
  properties: { level: Level; applies?: string; tags: string[] };
}

/**
 * SARIF 2.1.0: one run; tool.driver mcp-contract-gate with a rule per rule id of the table
 * (and one per failing evidence check); a result per change, on the line of the contract file
 * its JSON pointer leads to (or the nearest ancestor there), with the change fingerprint as
 * partialFingerprint; an unapproved breaking intended change (the gate's decision) is an error
 * result of its own. Servers that could not be compared are tool execution notifications (errors);
 * one the pull request removed from the config, a note.
 */
export function renderSarif(report: Report, context: FormatContext = {}): string {
  const rules: SarifRule[] = RULES.map((rule) => ({
    id: rule.id,
    name: pascal(rule.id),
    shortDescription: { text: rule.reason },
    fullDescription: { text: `${rule.level}: ${rule.reason} (applies to ${rule.applies})` },
    helpUri: `${RULES_DOC_URL}#${rule.id}`,
    defaultConfiguration: { level: LEVEL[rule.level] },
    properties: { level: rule.level, applies: rule.applies, tags: ['mcp', 'contract', rule.level] },
  }));
  const index = new Map(rules.map((rule, i) => [rule.id, i]));
  const results: unknown[] = [];
  const notifications: unknown[] = [];
  for (const server of report.servers) {
    if (server.error) {
      notifications.push({ level: 'error', message: { text: `server ${server.name}: ${oneLine(server.error.message, 1000)}` }, properties: { server: server.name, exitCode: server.error.exitCode } });
      continue;
    }
    // A removed server was not run: said once, as a note; its intended changes are results below.
    if (server.status === 'removed')
      notifications.push({ level: 'note', message: { text: `server ${server.name}: ${removedText(server)}` }, properties: { server: server.name, status: server.status } });
    const sides = ownValue(context.servers ?? {}, server.name);
    const text = sides?.contractText?.();
    const uri = encodeURI(sides?.artifactUri ?? server.contract);
    const tree: Node | undefined = text === undefined ? undefined : parseTree(text);
    const line = (pointer: string) => (text !== undefined && tree ? lineOf(text, tree, pointer) : 1);
    for (const change of server.changes) results.push(changeResult(server, change, index.get(change.rule)!, uri, line(change.pointer)));
    for (const item of server.evidence ?? []) {
      if (item.status !== 'fail' || !item.level) continue;
      const id = evidenceRuleId(item.check);
      if (!index.has(id)) {
        index.set(id, rules.length);
        rules.push(evidenceRule(item.check, item.level));
      }
      results.push({
        ruleId: id,
        ruleIndex: index.get(id),
        level: LEVEL[item.level],
        message: { text: `${oneLine(item.subject, 200)}: ${oneLine(item.message, 1000)}` },
        locations: [location(uri, 1, `${server.name}/${item.subject}`)],
        partialFingerprints: { [FINGERPRINT_KEY]: `evidence:${item.check}:${item.subject}` },
        properties: { server: server.name, check: item.check },
      });
    }
    for (const cause of decisionOf(report).causes) {
      if (cause.kind === 'unapproved' && cause.server === server.name) results.push(unapprovedResult(server, cause, index, uri, line));
    }
    for (const approval of server.review?.approved ?? []) results.push(approvedResult(server, approval, index, uri, line));
    if (server.semver?.status === 'too-small') {
      // Not a rule of the table: a finding about the version string, reported at the serverInfo line.
      const id = 'semver-bump-too-small';
      if (!index.has(id)) {
        index.set(id, rules.length);
        rules.push({
          id,
          name: 'SemverBumpTooSmall',
          shortDescription: { text: 'serverInfo.version is not bumped enough for the changes' },
          fullDescription: { text: 'The changes require a larger version bump (breaking: major, effect-relevant: minor, cosmetic: patch; in 0.x minor acts as major).' },
          helpUri: 'https://github.com/mcp-contract-gate/mcp-contract-gate#semver-advice',
          defaultConfiguration: { level: 'warning' },
          properties: { level: 'effect-relevant', tags: ['mcp', 'semver'] },
        });
      }
      results.push({
        ruleId: id,
        ruleIndex: index.get(id),
        level: server.semver.mode === 'enforce' ? 'error' : 'warning',
        message: { text: oneLine(server.semver.message, 1000) },
        locations: [location(uri, line('/serverInfo/version'), `${server.name}/server`)],
        partialFingerprints: { [FINGERPRINT_KEY]: `semver:${server.semver.required}:${server.semver.head ?? ''}` },
        properties: { server: server.name },
      });
    }
  }
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: TOOL_NAME, semanticVersion: packageJson.version, version: packageJson.version, informationUri: 'https://github.com/mcp-contract-gate/mcp-contract-gate', rules } },
        invocations: [{ executionSuccessful: report.verdict !== 'error', ...(notifications.length ? { toolExecutionNotifications: notifications } : {}) }],
        results,
        // A comparison without --fail-on (diff) decides nothing: no verdict.
        properties: {
          ...(context.findingsOnly ? {} : { verdict: report.verdict, causes: causesText(decisionOf(report)) }),
          failOn: report.failOn,
          highest: report.highest,
          driftHighest: report.driftHighest,
          intendedHighest: report.intendedHighest,
        },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/**
 * The rule of a failing evidence check, from the evidence catalogue (src/evidence/checks.ts) as
 * change rules come from the rule table; a check the catalogue does not know (a report of
 * another version) gets a generic rule at the level the report gives it.
 */
function evidenceRule(check: string, reported: Level): SarifRule {
  const id = evidenceRuleId(check);
  const known = evidenceCheckById(check);
  const level = known?.failure?.level ?? reported;
  return {
    id,
    name: pascal(id),
    shortDescription: { text: known?.failure?.reason ?? `evidence check ${check} failed` },
    fullDescription: {
      text: known?.failure ? `${level}: ${known.failure.reason} (checks: ${known.checks})` : `A checked fact about the live server (${check}) failed; it fails the gate like a change of its level.`,
    },
    helpUri: known ? `${EVIDENCE_DOC_URL}#${id}` : 'https://github.com/mcp-contract-gate/mcp-contract-gate#evidence-beyond-discovery',
    defaultConfiguration: { level: LEVEL[level] },
    properties: { level, tags: ['mcp', 'evidence', level] },
  };
}

function changeResult(server: ServerReport, change: Change, ruleIndex: number, uri: string, line: number): unknown {
  const witness = change.witness ? ` Witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${oneLine(witnessShown(change.witness), 500)}` : '';
  return {
    ruleId: change.rule,
    ruleIndex,
    level: LEVEL[change.level],
    message: { text: `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}${witness}${levelSetText(change)}` },
    locations: [location(uri, line, `${server.name}/${change.entity}`)],
    partialFingerprints: { [FINGERPRINT_KEY]: change.fingerprint },
    properties: { server: server.name, entity: change.entity, pointer: change.pointer, level: change.level, fingerprint: change.fingerprint, ...levelSetProperty(change) },
  };
}

/** Where the config set a change's level: said in the message and kept as a property (the rule's own level is its defaultConfiguration). */
function levelSetText(change: Change): string {
  return change.levelSetBy ? ` (level set by the config: ${oneLine(change.levelSetBy.origin, 200)}; the rule says ${change.levelSetBy.ruleLevel})` : '';
}

function levelSetProperty(change: Change): { levelSetBy?: Change['levelSetBy'] } {
  return change.levelSetBy ? { levelSetBy: change.levelSetBy } : {};
}

/** An approved breaking intended change: a note (it fails nothing), with what approved it, so code scanning shows it was seen. */
function approvedResult(server: ServerReport, approval: { fingerprint: string; by: string }, index: Map<string, number>, uri: string, line: (pointer: string) => number): unknown {
  const change = server.review?.changes.find((candidate) => candidate.fingerprint === approval.fingerprint);
  const text = change ? `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}` : `fingerprint ${oneLine(approval.fingerprint, 40)}`;
  return {
    ...(change && index.has(change.rule) ? { ruleId: change.rule, ruleIndex: index.get(change.rule) } : { ruleId: 'intended-change-approved' }),
    level: 'note',
    message: { text: `Breaking intended change approved (${oneLine(approval.by, 300)}): ${text}` },
    locations: [location(uri, change ? line(change.pointer) : 1, `${server.name}/${change?.entity ?? 'server'}`)],
    partialFingerprints: { [FINGERPRINT_KEY]: `approved:${approval.fingerprint}` },
    properties: {
      server: server.name,
      kind: 'approved',
      fingerprint: approval.fingerprint,
      by: approval.by,
      ...(change ? { entity: change.entity, pointer: change.pointer, level: change.level } : {}),
    },
  };
}

/** An unapproved breaking intended change: an error at its change's rule and line (the review's pointers lead into the golden file). */
function unapprovedResult(server: ServerReport, cause: Extract<GateCause, { kind: 'unapproved' }>, index: Map<string, number>, uri: string, line: (pointer: string) => number): unknown {
  const change = cause.change;
  const text = change ? `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}` : `fingerprint ${oneLine(cause.fingerprint, 40)}`;
  // An acceptance that lapsed is its own kind (as in the cause), with the day it expired on.
  const kind = cause.expired ? 'expired' : 'unapproved';
  const why = cause.expired ? `whose acceptance expired on ${cause.expired}` : 'not approved';
  return {
    ...(change && index.has(change.rule) ? { ruleId: change.rule, ruleIndex: index.get(change.rule) } : { ruleId: 'intended-change-unapproved' }),
    level: 'error',
    message: { text: `${cause.level[0]!.toUpperCase()}${cause.level.slice(1)} intended change ${why}: ${text}` },
    locations: [location(uri, change ? line(change.pointer) : 1, `${server.name}/${change?.entity ?? 'server'}`)],
    partialFingerprints: { [FINGERPRINT_KEY]: `unapproved:${cause.fingerprint}` },
    properties: {
      server: server.name,
      kind,
      fingerprint: cause.fingerprint,
      ...(cause.expired ? { expired: cause.expired } : {}),
      ...(change ? { entity: change.entity, pointer: change.pointer, level: change.level } : {}),
    },
  };
}

function location(uri: string, startLine: number, logical: string): unknown {
  return {
    physicalLocation: { artifactLocation: { uri }, region: { startLine } },
    logicalLocations: [{ fullyQualifiedName: oneLine(logical, 300), kind: 'object' }],
  };
}

/** `input-type-narrowed` -> `InputTypeNarrowed`: SARIF's rule name (a readable identifier). */
function pascal(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
