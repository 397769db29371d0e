import { statSync, readFileSync } from 'node:fs';
import { join, resolve, relative } from 'node:path';
import { g as groupByEntity, e as entityName, p as parseTree, l as lineOf, r as renderMarkdown, d as definitionDiffs, a as reportJson, b as renderTerminal, c as gatedReport, f as classify, S as SEMVER_MODES, h as exitCodeOf } from './annotations.js';
import { C as COLLECTIONS, R as RULES, w as writeTranscript, r as readContract } from './types.js';
import { a as ownValue, o as oneLine, I as InputError, w as writeFileAtomic, s as staleTemporaryWarnings, b as repositoryRoot, c as insideRoot } from './files.js';
import { r as rankOf, i as isFailOn } from './gate.js';
import { p as packageJson } from './package.js';
import 'node:os';
import 'node:worker_threads';
import 'node:url';
import './validity.js';
import './ajv.js';
import './index2.js';
import 'node:crypto';
import './_commonjsHelpers.js';
import 'node:child_process';
import 'node:fs/promises';

/**
 * XML 1.0 text from server-controlled strings. Markup characters are escaped; characters XML 1.0
 * cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF) become a visible
 * `\u{..}` so nothing is lost and no parser rejects the file. `]]>` cannot survive: `>` is escaped.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function visible(text) {
    return text.replace(NOT_XML, (c) => `\\u{${c.charCodeAt(0).toString(16).padStart(4, '0')}}`);
}
/** Element content. */
function xmlText(text) {
    return visible(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** A double-quoted attribute value: new lines and tabs kept as character references (attribute normalisation would eat them). */
function xmlAttribute(text) {
    return xmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

/** Entities every server has, before its tools, resources, templates and prompts. */
const SERVER_ENTITIES = ['server', 'protocol', 'capabilities'];
/**
 * JUnit XML for CI test tabs: a testsuite per server, a testcase per entity (server, protocol,
 * capabilities, then every tool, resource, resource template and prompt of either contract,
 * then anything else a change names). A testcase fails when its entity has a change at or
 * above fail-on; its changes are listed in the failure, lower ones in system-out. A server that
 * could not be compared is one testcase with an error. Every server string is XML-escaped.
 */
function renderJunit(report, context = {}) {
    const suites = report.servers.map((server) => suite(server, report, context));
    const sum = (key) => suites.reduce((total, s) => total + s[key], 0);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="mcp-contract-gate" tests="${sum('tests')}" failures="${sum('failures')}" errors="${sum('errors')}">`,
        ...suites.flatMap((s) => s.lines),
        '</testsuites>',
        '',
    ].join('\n');
}
function suite(server, report, context) {
    const name = xmlAttribute(server.name);
    const classname = xmlAttribute(`mcp-contract.${server.name}`);
    const open = (tests, failures, errors) => `  <testsuite name="${name}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="0">`;
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
    const ignoredBy = new Map();
    for (const { change, reason } of server.ignored ?? [])
        ignoredBy.set(change.entity, [...(ignoredBy.get(change.entity) ?? []), `ignored: ${describe(change)} (reason: ${reason})`]);
    const entities = entityList(server, context, [...byEntity.keys(), ...ignoredBy.keys()]);
    const failOn = report.failOn;
    const failing = (change) => failOn !== 'never' && rankOf(change.level) >= rankOf(failOn);
    const cases = [];
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
            const highest = above.reduce((top, change) => (rankOf(change.level) > rankOf(top) ? change.level : top), above[0].level);
            const message = `${above.length} change${above.length === 1 ? '' : 's'} at or above ${failOn} (highest: ${highest})`;
            cases.push(`      <failure type="${highest}" message="${xmlAttribute(message)}">${xmlText(above.map(describe).join('\n'))}</failure>`);
        }
        if (out.length)
            cases.push(`      <system-out>${xmlText(out.join('\n'))}</system-out>`);
        cases.push('    </testcase>');
    }
    if (server.semver) {
        const failed = server.semver.mode === 'enforce' && server.semver.status === 'too-small';
        const head = `    <testcase classname="${classname}" name="semver"`;
        if (failed) {
            failures++;
            cases.push(`${head}>`, `      <failure type="semver" message="${xmlAttribute(server.semver.message)}">${xmlText(server.semver.message)}</failure>`, '    </testcase>');
        }
        else
            cases.push(`${head}>`, `      <system-out>${xmlText(`${server.semver.status}: ${server.semver.message}`)}</system-out>`, '    </testcase>');
    }
    for (const item of server.evidence ?? []) {
        if (item.status !== 'fail')
            continue;
        const failed = item.level !== undefined && failOn !== 'never' && rankOf(item.level) >= rankOf(failOn);
        const text = `${item.subject}: ${item.message}`;
        cases.push(`    <testcase classname="${classname}" name="${xmlAttribute(`evidence:${item.check}`)}">`);
        if (failed) {
            failures++;
            cases.push(`      <failure type="${item.level}" message="${xmlAttribute(text)}">${xmlText(text)}</failure>`);
        }
        else
            cases.push(`      <system-out>${xmlText(text)}</system-out>`);
        cases.push('    </testcase>');
    }
    const tests = cases.filter((line) => line.startsWith('    <testcase')).length;
    return { tests, failures, errors: 0, lines: [open(tests, failures, 0), ...cases, '  </testsuite>'] };
}
function describe(change) {
    const witness = change.witness ? `; witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${JSON.stringify(change.witness.value) ?? 'null'}` : '';
    return `${change.level} ${change.rule} at ${change.pointer}: ${change.message}${witness} [${change.fingerprint}]`;
}
/** server, protocol, capabilities; every entity of either contract, by collection and key; then any other entity a change names. */
function entityList(server, context, named) {
    const list = [...SERVER_ENTITIES];
    const sides = ownValue(context.servers ?? {}, server.name);
    for (const { collection, kind } of COLLECTIONS) {
        const keys = new Set([...Object.keys(sides?.before?.[collection] ?? {}), ...Object.keys(sides?.after?.[collection] ?? {})]);
        for (const key of [...keys].sort())
            list.push(entityName(kind, key));
    }
    const seen = new Set(list);
    for (const entity of named) {
        if (seen.has(entity))
            continue;
        seen.add(entity);
        list.push(entity);
    }
    return list;
}

/** Where each rule is documented: docs/rules.md of this repository, by rule id. */
const RULES_DOC_URL = 'https://github.com/mcp-contract-gate/mcp-contract-gate/blob/main/docs/rules.md';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const TOOL_NAME = 'mcp-contract-gate';
/** The partialFingerprints key: the change fingerprint (hash of rule, entity, pointer, item), stable across commits. */
const FINGERPRINT_KEY = 'mcpContractChange/v1';
const LEVEL = { breaking: 'error', 'effect-relevant': 'warning', cosmetic: 'note' };
/**
 * SARIF 2.1.0: one run; tool.driver mcp-contract-gate with a rule per rule id of the table
 * (and one per failing evidence check); a result per change, on the line of the contract file
 * its JSON pointer leads to (or the nearest ancestor there), with the change fingerprint as
 * partialFingerprint. Servers that could not be compared are tool execution notifications.
 */
function renderSarif(report, context = {}) {
    const rules = RULES.map((rule) => ({
        id: rule.id,
        name: pascal(rule.id),
        shortDescription: { text: rule.reason },
        fullDescription: { text: `${rule.level}: ${rule.reason} (applies to ${rule.applies})` },
        helpUri: `${RULES_DOC_URL}#${rule.id}`,
        defaultConfiguration: { level: LEVEL[rule.level] },
        properties: { level: rule.level, applies: rule.applies, tags: ['mcp', 'contract', rule.level] },
    }));
    const index = new Map(rules.map((rule, i) => [rule.id, i]));
    const results = [];
    const notifications = [];
    for (const server of report.servers) {
        if (server.error) {
            notifications.push({ level: 'error', message: { text: `server ${server.name}: ${oneLine(server.error.message, 1000)}` }, properties: { server: server.name, exitCode: server.error.exitCode } });
            continue;
        }
        const sides = ownValue(context.servers ?? {}, server.name);
        const text = sides?.contractText;
        const uri = encodeURI(sides?.artifactUri ?? server.contract);
        const tree = text === undefined ? undefined : parseTree(text);
        const line = (pointer) => (text !== undefined && tree ? lineOf(text, tree, pointer) : 1);
        for (const change of server.changes)
            results.push(changeResult(server, change, index.get(change.rule), uri, line(change.pointer)));
        for (const item of server.evidence ?? []) {
            if (item.status !== 'fail' || !item.level)
                continue;
            const id = `evidence-${item.check.replace(/_/g, '-')}`;
            if (!index.has(id)) {
                index.set(id, rules.length);
                rules.push({
                    id,
                    name: pascal(id),
                    shortDescription: { text: `evidence check ${item.check} failed` },
                    fullDescription: { text: `A checked fact about the live server (${item.check}) failed; it fails the gate like a change of its level.` },
                    helpUri: `https://github.com/mcp-contract-gate/mcp-contract-gate#evidence-beyond-discovery`,
                    defaultConfiguration: { level: LEVEL[item.level] },
                    properties: { level: item.level, tags: ['mcp', 'evidence', item.level] },
                });
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
                properties: { verdict: report.verdict, failOn: report.failOn, highest: report.highest },
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}
function changeResult(server, change, ruleIndex, uri, line) {
    const witness = change.witness
        ? ` Witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${oneLine(JSON.stringify(change.witness.value) ?? 'null', 500)}`
        : '';
    return {
        ruleId: change.rule,
        ruleIndex,
        level: LEVEL[change.level],
        message: { text: `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}${witness}` },
        locations: [location(uri, line, `${server.name}/${change.entity}`)],
        partialFingerprints: { [FINGERPRINT_KEY]: change.fingerprint },
        properties: { server: server.name, entity: change.entity, pointer: change.pointer, level: change.level, fingerprint: change.fingerprint },
    };
}
function location(uri, startLine, logical) {
    return {
        physicalLocation: { artifactLocation: { uri }, region: { startLine } },
        logicalLocations: [{ fullyQualifiedName: oneLine(logical, 300), kind: 'object' }],
    };
}
/** `input-type-narrowed` -> `InputTypeNarrowed`: SARIF's rule name (a readable identifier). */
function pascal(id) {
    return id
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
}

const FORMAT_NAMES = ['terminal', 'json', 'markdown', 'sarif', 'junit'];
const FORMATS = {
    terminal: {
        name: 'terminal',
        extension: '.txt',
        description: 'grouped, readable diff (colour only on a TTY)',
        render: (report, context = {}) => renderTerminal(report, context.title ?? 'mcp-contract', context.colour ?? false),
    },
    json: {
        name: 'json',
        extension: '.json',
        description: 'the JSON report (src/report/report.schema.json)',
        render: (report) => reportJson(report),
    },
    markdown: {
        name: 'markdown',
        extension: '.md',
        description: 'GitHub Markdown, as in the PR comment and job summary',
        render: (report, context = {}) => renderMarkdown(report, {
            acceptCommands: context.acceptCommands ?? {},
            diffs: Object.fromEntries(Object.entries(context.servers ?? {}).map(([name, server]) => [name, definitionDiffs(server.before, server.after)])),
            limit: Number.POSITIVE_INFINITY, // a file has no size limit
        }),
    },
    sarif: {
        name: 'sarif',
        extension: '.sarif',
        description: 'SARIF 2.1.0, for code scanning (github/codeql-action/upload-sarif)',
        render: (report, context = {}) => renderSarif(report, context),
    },
    junit: {
        name: 'junit',
        extension: '.junit.xml',
        description: 'JUnit XML: a testsuite per server, a testcase per entity',
        render: (report, context = {}) => renderJunit(report, context),
    },
};
function isFormatName(name) {
    return FORMAT_NAMES.includes(name);
}

/**
 * `--format NAME[=FILE]` (repeatable) and `--report FILE` (json=FILE), checked before any server
 * is started. NAME alone or FILE "-" is stdout, at most one; unless a format takes stdout, the
 * terminal report goes there. A folder (existing, or a path ending in "/") gets
 * mcp-contract-report.EXT inside. Every file passes `place` (inside the repository).
 */
function parseOutputs(specs, report, place) {
    const outputs = [];
    const all = [...specs.map((spec) => ({ spec, option: '--format' })), ...(report === undefined ? [] : [{ spec: `json=${report}`, option: '--report' }])];
    for (const { spec, option } of all) {
        const at = spec.indexOf('=');
        const name = at === -1 ? spec : spec.slice(0, at);
        if (!isFormatName(name))
            throw new InputError(`--format ${JSON.stringify(name.slice(0, 60))}: not a format (${FORMAT_NAMES.join(', ')})`);
        const format = FORMATS[name];
        const path = at === -1 ? '-' : spec.slice(at + 1);
        if (path === '')
            throw new InputError(`--format ${name}=: name a file after "=", or "-" for stdout`);
        if (path === '-')
            outputs.push({ format });
        else {
            const target = place(path, option);
            const folder = path.endsWith('/') || isFolder(target);
            outputs.push({ format, file: folder ? join(target, `mcp-contract-report${format.extension}`) : target });
        }
    }
    const toStdout = outputs.filter((output) => !output.file);
    if (toStdout.length > 1)
        throw new InputError(`only one format can go to stdout (got ${toStdout.map((o) => o.format.name).join(', ')}): give the others a file, as NAME=FILE`);
    const files = outputs.flatMap((output) => (output.file ? [output.file] : []));
    const twice = files.find((file, i) => files.indexOf(file) !== i);
    if (twice)
        throw new InputError(`two reports would be written to ${twice}`);
    return toStdout.length ? outputs : [{ format: FORMATS.terminal }, ...outputs];
}
/** An existing folder; anything else (no such path, a file on the way) is left to the write, which names the problem. */
function isFolder(path) {
    try {
        return statSync(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** Renders and writes every output; every byte passes the run's redactor (stdout does already). */
async function writeOutputs(outputs, report, context, io) {
    for (const { format, file } of outputs) {
        if (!file)
            io.stdout(format.render(report, { ...context, colour: io.isTty && format.name === 'terminal' }));
        else
            await writeFileAtomic(file, io.redactor.text(format.render(report, { ...context, colour: false })));
    }
}

/** `check`: live servers against their golden contracts. Reads the golden files, never writes them. */
async function checkCommand(command, options, io) {
    const failOn = parseFailOn(options.failOn);
    const semver = parseSemver(options.semver);
    // Loaded here, not at the top: `diff` needs no server, the SDK or the config loader.
    const [{ selectServers }, { checkServer }] = await Promise.all([import('./servers.js'), import('./check.js')]);
    const { servers, place } = await selectServers(command, options, io);
    if (options.contract && servers.length > 1)
        throw new InputError('--contract names one file: choose a server with --server');
    const contractFile = options.contract ? resolve(io.cwd, options.contract) : undefined;
    const outputs = parseOutputs(options.format ?? [], options.report, place);
    const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
    for (const warning of staleTemporaryWarnings(servers.map((server) => contractFile ?? server.contract), io.cwd))
        io.warn(warning);
    const outcomes = [];
    for (const server of servers) {
        const outcome = await checkServer(server, { contractFile, recordBodies: options.transcriptBodies, redactor: io.redactor }, io.env);
        if (transcriptDir && outcome.transcript)
            await writeTranscript(transcriptDir, server.name, outcome.transcript, io.redactor);
        outcomes.push(outcome);
    }
    const inline = command.length > 0 || options.url !== undefined;
    const acceptCommands = inline
        ? {}
        : Object.fromEntries(servers.map((server) => [server.name, `npx mcp-contract update --server ${server.name}${options.config ? ` --config ${options.config}` : ''}`]));
    const report = gatedReport(outcomes, servers, failOn, semver, io.cwd);
    return finish(report, outputs, { title: 'mcp-contract check', acceptCommands, servers: serverContexts(outcomes, io.cwd) }, io);
}
/** `diff`: two contract files, no server. With --config, the ignore entries and semver mode of the server the contracts name. */
async function diffCommand(beforeFile, afterFile, options, io) {
    const failOn = parseFailOn(options.failOn);
    const semver = parseSemver(options.semver);
    const root = repositoryRoot(io.cwd);
    const outputs = parseOutputs(options.format ?? [], options.report, (path, option) => insideRoot(root, resolve(io.cwd, path), option));
    const config = options.config ? await (await import('./load.js').then(function (n) { return n.b; })).loadConfig(resolve(io.cwd, options.config)) : undefined;
    const before = await readContract(resolve(io.cwd, beforeFile));
    const after = await readContract(resolve(io.cwd, afterFile));
    const server = config?.servers.find((candidate) => candidate.name === after.server);
    if (config && !server)
        throw new InputError(`config ${config.file}: no server named "${after.server}" (the server of ${afterFile}), so there is nothing to apply`);
    const classified = await classify(before, after);
    const outcome = { name: after.server, contractFile: resolve(io.cwd, afterFile), golden: before, current: after, ...classified };
    const report = gatedReport([outcome], [server], failOn, semver, io.cwd);
    return finish(report, outputs, { title: `mcp-contract diff ${beforeFile} → ${afterFile}`, servers: serverContexts([outcome], io.cwd) }, io);
}
/** What the formats need besides the report: the two contracts and the text of the file the pointers lead into. */
function serverContexts(outcomes, cwd) {
    const contexts = Object.create(null);
    const root = repositoryRoot(cwd);
    for (const outcome of outcomes) {
        let contractText;
        try {
            contractText = outcome.error ? undefined : readFileSync(outcome.contractFile, 'utf8');
        }
        catch {
            contractText = undefined; // line numbers fall back to 1
        }
        // Code scanning resolves SARIF paths from the repository root, whatever folder the gate ran in.
        const fromRoot = relative(root, outcome.contractFile).split('\\').join('/');
        const artifactUri = fromRoot && !fromRoot.startsWith('..') ? fromRoot : undefined;
        contexts[outcome.name] = { before: outcome.golden, after: outcome.current, contractText, ...(artifactUri ? { artifactUri } : {}) };
    }
    return contexts;
}
/** Prints and writes the report in every asked format, without the run's secrets. */
async function finish(report, outputs, context, io) {
    const safe = io.redactor.value(report);
    await writeOutputs(outputs, safe, context, io);
    return exitCodeOf(safe);
}
function parseFailOn(value) {
    if (!isFailOn(value))
        throw new InputError(`--fail-on must be breaking, effect-relevant, cosmetic or never (got "${value}")`);
    return value;
}
function parseSemver(value) {
    if (value === undefined)
        return undefined;
    if (!SEMVER_MODES.includes(value))
        throw new InputError(`--semver must be off, warn or enforce (got "${value}")`);
    return value;
}

export { checkCommand, diffCommand };
