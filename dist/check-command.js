import { statSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve, relative } from 'node:path';
import { c as contextCostOff, p as prefetchTokenCounter, a as contextCostOf } from './context-cost.js';
import { r as readContractText, p as parseContract, a as parseContractBeside, v as verifyDigests } from './io.js';
import { I as InputError, o as oneLine } from './errors.js';
import { c as classify, b as budgetChanges } from './ignore.js';
import { g as gatedReport, i as isFormatName, F as FORMAT_NAMES, a as FORMATS, f as formatContextOf, e as exitCodeOf } from './format-context.js';
import { D as DEFAULT_NEGATIVE_PROBES } from './types2.js';
import { w as writeFileAtomic, a as repositoryRoot, t as typedPath } from './files.js';
import { D as DEFAULT_APPROVE_LABEL, b as acceptCommandsHere, S as SEMVER_MODES, r as reviewCommandHere } from './accept-command.js';
import { p as parseFailOn } from './fail-on.js';
import { o as ownValue } from './safe-text.js';
import { d as decideGate } from './gate.js';

/** `diff`: two contract files, no server: their digests checked, classified, gated as `check` gates a drift. */
async function diffContracts(request) {
    const costed = !contextCostOff(request.env ?? {});
    // Files of different sizes have a tool to count, most likely: the tokenizer loads beside the reading and parsing (a worker thread, from the bundle).
    if (costed && sizeOf(request.afterFile) !== sizeOf(request.beforeFile))
        prefetchTokenCounter();
    const beforeText = await readContractText(request.beforeFile);
    const before = parseContract(beforeText, request.beforeFile);
    // What the two files share, byte for byte, is parsed once (src/contract/spans.ts).
    const after = parseContractBeside(await readContractText(request.afterFile), request.afterFile, { text: beforeText, contract: before });
    verifyDigests({ contract: before, file: request.beforeFile }, { contract: after, file: request.afterFile });
    const server = request.config?.servers.find((candidate) => candidate.name === after.server);
    if (request.config && !server)
        throw new InputError(`config ${request.config.file}: no server named "${after.server}" (the server of ${request.afterName}), so there is nothing to apply`);
    // The first file's counts are trusted, the second's are not: only what changed is counted (the tokenizer loading meanwhile).
    const costing = costed ? contextCostOf(before, after) : undefined;
    costing?.catch(() => undefined); // awaited below; not an unhandled rejection when classifying fails first
    const { changes, notes } = await classify(before, after);
    const contextCost = await costing;
    const outcome = {
        name: after.server,
        contractFile: request.afterFile,
        golden: before,
        current: after,
        changes: [...changes, ...(contextCost ? budgetChanges(contextCost, server?.contextBudget) : [])],
        notes,
        ...(contextCost ? { contextCost } : {}),
    };
    return { outcome, report: gatedReport([outcome], [server], request.failOn, request.semver, request.root) };
}
/** A file's size in bytes; undefined when it cannot be read (readContractText says why). */
function sizeOf(file) {
    try {
        return statSync(file).size;
    }
    catch {
        return undefined;
    }
}

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

/**
 * After a failing check, one or two lines: for each server whose drift fails the gate, the
 * command that accepts it (with --approve where it is breaking: the pull request's review will
 * need an approval), and the label that approves instead. Empty when no drift fails.
 */
function nextSteps(report, commands) {
    const failing = new Set(decideGate(report.servers, report.failOn).causes.flatMap((cause) => (cause.kind === 'change' ? [cause.server] : [])));
    const drifted = report.servers.filter((server) => failing.has(server.name) && ownValue(commands, server.name));
    const lines = drifted.map((server) => {
        const accept = ownValue(commands, server.name);
        const whose = report.servers.length > 1 ? ` to ${JSON.stringify(oneLine(server.name, 80))}` : '';
        return `next: if the change${whose} is intended, accept it: ${server.counts.breaking ? accept.approve : accept.update}`;
    });
    if (drifted.some((server) => server.counts.breaking > 0))
        lines.push(`  or: the same without --approve, and the label ${DEFAULT_APPROVE_LABEL} on the pull request`);
    return lines;
}
/** Next steps follow the terminal report where it is printed (stdout), else they go to stderr. */
function printNextSteps(lines, outputs, io) {
    if (lines.length === 0)
        return;
    const terminal = outputs.some((output) => !output.file && output.format.name === 'terminal');
    (terminal ? io.stdout : io.stderr)(`\n${lines.join('\n')}\n`);
}

/** `check`: live servers against their golden contracts. Reads the golden files, never writes them. */
async function checkCommand(command, options, io) {
    const failOn = parseFailOn(options.failOn);
    const semver = parseSemver(options.semver);
    // Loaded here, not at the top: `diff` needs no server, the SDK or the config loader.
    const [{ selectServers }, { checkServers }] = await Promise.all([import('./servers.js'), import('./check-servers.js')]);
    const { servers: selected, place } = await selectServers(command, options, io);
    (await import('./build.js')).runBuilds(selected, options.build !== false, io);
    // --negative: the negative probes on every server, over what its config sets (src/probes/negative.ts).
    const servers = options.negative ? selected.map((server) => ({ ...server, probes: { ...DEFAULT_NEGATIVE_PROBES, ...server.probes, negative: true } })) : selected;
    if (options.contract && servers.length > 1)
        throw new InputError('--contract names one file: choose a server with --server');
    const outputs = parseOutputs(options.format ?? [], options.report, place);
    const accept = acceptCommandsHere(servers, command, options, io.cwd);
    const { outcomes, report } = await checkServers({
        servers,
        env: io.env,
        cwd: io.cwd,
        root: io.cwd,
        ...(options.contract ? { contractFile: resolve(io.cwd, options.contract) } : {}),
        concurrency: 1,
        ...(options.transcript ? { transcriptDir: place(options.transcript, '--transcript') } : {}),
        recordBodies: options.transcriptBodies,
        failOn,
        semver,
        accept,
        redactor: io.redactor,
        warn: io.warn,
    });
    const exitCode = await finish(report, outputs, { title: 'mcp-contract check', acceptCommands: accept, ...formatContextOf(outcomes, repositoryRoot(io.cwd)) }, io);
    const golden = (server) => (options.contract ? resolve(io.cwd, options.contract) : server.contract);
    const changed = await goldenChangedNote(servers.map((server) => ({ server, file: golden(server) })), options, io.cwd);
    printNextSteps([...nextSteps(report, accept), ...changed], outputs, io);
    return exitCode;
}
/**
 * A golden contract that differs from the merge base (an intended change, most often `update`'s):
 * check compares the server with it and passes, while the pull request's review judges the change
 * itself, and may fail it. Named, with the command that runs that review here.
 */
async function goldenChangedNote(goldens, options, cwd) {
    const [{ reviewBase, baseGolden }, { findDefaultConfig }] = await Promise.all([import('./base-contract.js'), import('./load.js').then(function (n) { return n.e; })]);
    const base = await reviewBase(cwd).catch(() => undefined);
    if (!base || goldens.length === 0)
        return [];
    const configFile = options.config ? resolve(cwd, options.config) : findDefaultConfig(cwd);
    const differing = [];
    for (const { server, file } of goldens) {
        if (!existsSync(file))
            continue;
        const before = await baseGolden(server, file, { commit: base.commit, cwd, ...(configFile ? { configFile } : {}) }).catch(() => undefined);
        if (before && 'text' in before && before.text === readFileSync(file, 'utf8'))
            continue;
        if (before && 'missing' in before)
            continue;
        differing.push(relative(cwd, file) || file);
    }
    if (differing.length === 0)
        return [];
    const since = `${base.ref} (${base.commit.slice(0, 12)})`;
    return [
        `note: ${differing.join(', ')} ${differing.length === 1 ? 'differs' : 'differ'} from ${since}: the pull request's review judges that change, which check does not; run it here: ${reviewCommandHere(options, cwd)}`,
    ];
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
    for (const warning of config?.warnings ?? [])
        io.warn(warning);
    const request = { beforeFile: resolve(io.cwd, beforeFile), afterFile: resolve(io.cwd, afterFile), afterName: afterFile, failOn, semver, root: io.cwd, env: io.env };
    const { outcome, report } = await diffContracts({ ...request, ...(config ? { config } : {}) });
    // A failure (semver enforce) still says FAIL: the exit code is 1.
    const findingsOnly = options.failOn === undefined && report.verdict === 'pass';
    const comparison = { before: beforeFile, after: afterFile };
    return finish(report, outputs, { title: `mcp-contract diff ${beforeFile} → ${afterFile}`, findingsOnly, comparison, ...formatContextOf([outcome], root) }, io);
}
/** Prints and writes the report in every asked format, without the run's secrets. */
async function finish(report, outputs, context, io) {
    const safe = io.redactor.value(report);
    await writeOutputs(outputs, safe, context, io);
    return exitCodeOf(safe);
}
/** --semver, checked (check, diff, review). */
function parseSemver(value) {
    if (value === undefined)
        return undefined;
    if (!SEMVER_MODES.includes(value))
        throw new InputError(`--semver must be off, warn or enforce (got "${value}")`);
    return value;
}

var checkCommand$1 = /*#__PURE__*/Object.freeze({
    __proto__: null,
    checkCommand: checkCommand,
    diffCommand: diffCommand,
    parseSemver: parseSemver
});

export { checkCommand$1 as c, nextSteps as n, parseSemver as p };
