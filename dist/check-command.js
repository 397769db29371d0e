import { join, resolve, relative } from 'node:path';
import { v as verifyDigests, c as classify } from './digests.js';
import { r as readContractText, p as parseContract, a as parseContractBeside } from './io.js';
import { D as DEFAULT_NEGATIVE_PROBES } from './types.js';
import { I as InputError } from './canonical.js';
import { w as writeFileAtomic, s as staleTemporaryWarnings, a as repositoryRoot, t as textWhenAsked, c as typedPath } from './files.js';
import { i as isFailOn } from './gate.js';
import { g as gatedReport, S as SEMVER_MODES, e as exitCodeOf } from './terminal.js';
import { w as writeTranscript } from './transcript.js';
import { statSync } from 'node:fs';
import { i as isFormatName, F as FORMAT_NAMES, a as FORMATS } from './index2.js';
import { c as cliAcceptCommands, p as printNextSteps, n as nextSteps } from './next-steps.js';
import 'node:os';
import './compare.js';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import 'node:crypto';
import './edit-distance.js';
import './instances.js';
import 'node:url';
import 'node:worker_threads';
import 'node:fs/promises';
import './package.js';

/**
 * `--format NAME[=FILE]` (repeatable) and `--report FILE` (json=FILE), checked before any server
 * is started. NAME alone or FILE "-" is stdout, at most one; unless a format takes stdout, the
 * terminal report goes there. A folder (existing, or a path ending in "/") gets
 * mcp-contract-report.EXT inside. Every file passes `place` (see typedPath in src/files.ts).
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
    const { servers: selected, place } = await selectServers(command, options, io);
    // --negative: the negative probes on every server, over what its config sets (src/probes/negative.ts).
    const servers = options.negative ? selected.map((server) => ({ ...server, probes: { ...DEFAULT_NEGATIVE_PROBES, ...server.probes, negative: true } })) : selected;
    if (options.contract && servers.length > 1)
        throw new InputError('--contract names one file: choose a server with --server');
    const contractFile = options.contract ? resolve(io.cwd, options.contract) : undefined;
    const outputs = parseOutputs(options.format ?? [], options.report, place);
    const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
    for (const warning of staleTemporaryWarnings(servers.map((server) => contractFile ?? server.contract), io.cwd))
        io.warn(warning);
    const outcomes = [];
    for (const server of servers) {
        const outcome = await checkServer(server, { contractFile, recordBodies: options.transcriptBodies, redactor: io.redactor, warn: io.warn }, io.env);
        if (transcriptDir && outcome.transcript)
            await writeTranscript(transcriptDir, server.name, outcome.transcript, io.redactor);
        outcomes.push(outcome);
    }
    const acceptCommands = cliAcceptCommands(servers, command, options, io.cwd);
    const report = gatedReport(outcomes, servers, failOn, semver, io.cwd);
    const exitCode = await finish(report, outputs, { title: 'mcp-contract check', acceptCommands, servers: serverContexts(outcomes, io.cwd) }, io);
    printNextSteps(nextSteps(report, acceptCommands), outputs, io);
    return exitCode;
}
/**
 * `diff`: two contract files, no server. With --config, the ignore entries and semver mode of the
 * server the contracts name. Without --fail-on it reports what it found and gates nothing.
 */
async function diffCommand(beforeFile, afterFile, options, io) {
    const failOn = options.failOn === undefined ? 'never' : parseFailOn(options.failOn);
    const semver = parseSemver(options.semver);
    const root = repositoryRoot(io.cwd);
    const outputs = parseOutputs(options.format ?? [], options.report, (path, option) => typedPath(root, resolve(io.cwd, path), option));
    const config = options.config ? await (await import('./load.js').then(function (n) { return n.e; })).loadConfig(resolve(io.cwd, options.config), root) : undefined;
    const [beforePath, afterPath] = [resolve(io.cwd, beforeFile), resolve(io.cwd, afterFile)];
    const beforeText = await readContractText(beforePath);
    const before = parseContract(beforeText, beforePath);
    // What the two files share, byte for byte, is parsed once (src/contract/spans.ts).
    const after = parseContractBeside(await readContractText(afterPath), afterPath, { text: beforeText, contract: before });
    verifyDigests({ contract: before, file: beforePath }, { contract: after, file: afterPath });
    const server = config?.servers.find((candidate) => candidate.name === after.server);
    if (config && !server)
        throw new InputError(`config ${config.file}: no server named "${after.server}" (the server of ${afterFile}), so there is nothing to apply`);
    const classified = await classify(before, after);
    const outcome = { name: after.server, contractFile: resolve(io.cwd, afterFile), golden: before, current: after, ...classified };
    const report = gatedReport([outcome], [server], failOn, semver, io.cwd);
    // A failure (semver enforce) still says FAIL: the exit code is 1.
    const findingsOnly = options.failOn === undefined && report.verdict === 'pass';
    return finish(report, outputs, { title: `mcp-contract diff ${beforeFile} → ${afterFile}`, findingsOnly, servers: serverContexts([outcome], io.cwd) }, io);
}
/** What the formats need besides the report: the two contracts and the text of the file the pointers lead into. */
function serverContexts(outcomes, cwd) {
    const contexts = Object.create(null);
    const root = repositoryRoot(cwd);
    for (const outcome of outcomes) {
        const contractText = outcome.error ? () => undefined : textWhenAsked(outcome.contractFile); // for SARIF's line numbers
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
