import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { s as snapshotWithTranscript, d as describeContract } from './transcript.js';
import { spawnSync } from 'node:child_process';
import { d as distExports, c as commandLineConfig, D as DEFAULT_CONFIG_FILES, a as checkPlaces, p as parseConfig } from './load.js';
import { r as readRegistryEntry, e as evaluateRegistry } from './registry.js';
import { d as defaultContractPath } from './types2.js';
import { p as prefetchTokenCounter } from './context-cost.js';
import { I as InputError, o as oneLine, E as ExitCode } from './errors.js';
import { a as repositoryRoot, i as insideRoot, b as replaceFileAtomic } from './files.js';
import { s as secretValues } from './secrets.js';
import { s as shellQuote } from './safe-text.js';
import { g as gateProgram } from './accept-command.js';
import { b as baselineFindings, w as writeGolden, c as countedGolden } from './snapshot-servers.js';
import { m as milliseconds } from './timeouts.js';
import { commandLineEnvironment } from './servers.js';
import './io.js';
import 'node:crypto';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import './ajv2.js';
import 'node:worker_threads';
import './edit-distance.js';
import './rfc8785.js';
import './types.js';
import './checks.js';
import 'process';
import 'buffer';
import './known-keys.js';
import './rules.js';
import './workers.js';
import 'node:url';
import 'node:fs/promises';
import './redact.js';
import './package.js';
import './change.js';
import './schemas.js';
import './gate.js';

/** Where `init` writes the workflow, from the repository root. */
const WORKFLOW_FILE = '.github/workflows/mcp-contract.yml';
/**
 * The pull request workflow: what `init` writes and what the README's Quick start shows (a
 * test holds the two equal). `config` is the config file from the repository root; `build`
 * adds `npm run build` after `npm ci`, for a server that is built (a TypeScript one, say).
 */
function workflowYaml(config = 'mcp-contract.yaml', build = false) {
    return `name: mcp contract
on:
  pull_request:
    types: [opened, synchronize, reopened, labeled, unlabeled] # labeled: the approval label re-runs it
jobs:
  contract:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write # the sticky comment
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0 # the review reads the golden contract at the PR base commit
      - uses: actions/setup-node@v4
        with: { node-version: 24 }
      - run: npm ci # whatever your server needs to start
${build ? '      - run: npm run build # the server runs from what the build makes\n' : ''}      - uses: mcp-contract-gate/mcp-contract-gate@v1
        with:
          config: ${yamlValue(config)} # or: command / args, or url / headers
`;
}
/** A commented mcp-contract.yaml for one server: each key says what it does, the optional ones are shown commented out. */
function configYaml(server) {
    const gate = server.program ?? 'mcp-contract';
    return [
        '# The MCP servers this repository gates (written by `mcp-contract init`; every key is in',
        '# https://github.com/mcp-contract-gate/mcp-contract-gate#configuration).',
        `# \`${gate} check\` compares each server with its golden contract, as the pull request`,
        `# workflow does; after an intended change, \`${gate} update\` rewrites the contract.`,
        'servers:',
        `  - name: ${yamlValue(server.name)} # names the reports and the default contract file`,
        ...(server.command?.length ? stdioKeys(server.command, server) : httpKeys(server)),
        optional('build', server.build, 'npm run build', 'run by check, update and review before they start the server (--no-build skips it); in CI, the workflow builds'),
        `    contract: ${yamlValue(server.contract)} # the golden contract: committed, and reviewed like code`,
        optional('timeouts', server.timeouts, '{ requestMs: 15000, totalMs: 120000 }', 'one request, and the whole run'),
        optional('semver', undefined, 'warn', 'the serverInfo.version bump the changes require (enforce: fail when it is too small)'),
        optional('descriptions', undefined, 'auto', 'how a reworded description is judged: auto, cosmetic or effect-relevant'),
        optional('ignore', undefined, '', 'changes left out of the gate, each with its reason (listed in every report)'),
        '    #   - pointer: /tools/*/definition/description',
        '    #     reason: the descriptions embed the working directory, which differs per machine',
        '',
    ].join('\n');
}
function stdioKeys([command, ...args], server) {
    return [
        `    command: ${yamlValue(command)} # a stdio server, started in this folder`,
        `    args: ${yamlValue(args)}`,
        optional('env', server.env, '{ LOG_LEVEL: warn }', 'literal values for the server (it gets only PATH, HOME and the like from the environment)'),
        optional('envPassthrough', server.envPassthrough, '[API_TOKEN]', "variables passed on from the gate's environment, redacted from every output"),
    ];
}
function httpKeys(server) {
    return [
        `    url: ${yamlValue(server.url)} # a Streamable HTTP server`,
        optional('transport', server.sse ? 'sse' : undefined, 'sse', 'the legacy HTTP+SSE transport'),
        optional('headers', undefined, '{ Authorization: "Bearer ${env:MCP_TOKEN}" }', 'values from the environment, redacted from every output'),
    ];
}
/** `key: value # why` when the command line gave a value, else the key commented out with an example. */
function optional(key, value, example, why) {
    const shown = value === undefined ? `# ${key}:${example ? ` ${example}` : ''}` : `${key}: ${yamlValue(value)}`;
    return `    ${shown} # ${why}`;
}
/** A value on one line of YAML, quoted only where YAML needs it. */
function yamlValue(value) {
    return distExports.stringify(value, { collectionStyle: 'flow', flowCollectionPadding: false, lineWidth: 0 }).trimEnd();
}

/** The config file `init` writes, in the folder it runs in. */
const INIT_CONFIG_FILE = DEFAULT_CONFIG_FILES[0];
/** With no server on the command line: the package's `bin`, else its `main`, else its `start` script. */
function proposeServer(pkg) {
    const bin = binEntry(pkg);
    if (bin)
        return { command: ['node', bin.path], because: `package.json bin${bin.name ? ` "${bin.name}"` : ''}`, file: { field: 'bin', path: bin.path } };
    if (typeof pkg.main === 'string' && pkg.main)
        return { command: ['node', pkg.main], because: 'package.json main', file: { field: 'main', path: pkg.main } };
    // --silent: npm's "> name start" banner would be the first line on the server's stdout.
    const start = pkg.scripts?.start;
    if (typeof start === 'string')
        return { command: ['npm', 'run', '--silent', 'start'], because: `the start script of package.json (${JSON.stringify(start)})` };
    return undefined;
}
/** `bin` as a path, or the entry named like the package (else the first) of a `bin` object. */
function binEntry(pkg) {
    if (typeof pkg.bin === 'string' && pkg.bin)
        return { path: pkg.bin };
    if (typeof pkg.bin !== 'object' || pkg.bin === null)
        return undefined;
    const entries = Object.entries(pkg.bin).filter((entry) => typeof entry[1] === 'string' && entry[1] !== '');
    const own = entries.find(([name]) => name === serverName(pkg));
    const [name, path] = own ?? entries[0] ?? [];
    return path ? { name, path } : undefined;
}
/** The package's name as a server name (`@acme/weather-mcp` is `weather-mcp`), else `server`. */
function serverName(pkg) {
    const name = typeof pkg.name === 'string' ? pkg.name.replace(/^@[^/]*\//, '') : '';
    return (name
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[^A-Za-z0-9]+/, '')
        .slice(0, 100) || 'server');
}
/**
 * The proposal's file checked in `cwd`: no control character (it would break the config and the
 * workflow), and on disk (a `main` nobody built or kept is no server). Exit 2 naming package.json and the field.
 */
function checkProposal(cwd, proposal, pkg) {
    if (!proposal.file)
        return;
    const { field, path } = proposal.file;
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    if (/[\u0000-\u001f\u007f]/.test(path))
        throw new InputError(`package.json ${field}: the path holds a control character (a newline?); fix it, or give the server as \`init -- COMMAND ARGS...\``);
    if (existsSync(join(cwd, path)))
        return;
    const build = hasBuildScript(pkg) ? 'build it first (npm run build), or ' : '';
    throw new InputError(`package.json ${field}: ${JSON.stringify(path)} does not exist; ${build}give the server as \`init -- COMMAND ARGS...\``);
}
function hasBuildScript(pkg) {
    return typeof pkg.scripts?.build === 'string';
}
/**
 * Whether the pull request workflow must build before it starts the server: the package has a
 * `build` script, or the file the server starts is git-ignored (CI's checkout will not have it).
 * A git-ignored file with no build script is exit 2: the first CI run could not start the server.
 */
function needsBuild(cwd, pkg, command) {
    const ignored = (command ?? []).slice(1).find((arg) => !arg.startsWith('-') && existsSync(join(cwd, arg)) && gitIgnored(cwd, arg));
    if (pkg && hasBuildScript(pkg))
        return true;
    if (ignored)
        throw new InputError(`${ignored} is git-ignored, and package.json has no build script: a CI checkout will not have it; add a "build" script that makes it`);
    return false;
}
/** `git check-ignore`: exit 0 when git ignores the path, 1 when not (or outside git). */
function gitIgnored(cwd, path) {
    return spawnSync('git', ['check-ignore', '-q', '--', path], { cwd, stdio: 'ignore' }).status === 0;
}
/** The build `init` detects (needsBuild): what the workflow runs after `npm ci`, and the config's `build:`. */
const BUILD_COMMAND = 'npm run build';
/**
 * Sets the gate up for one server: a commented config, the golden contract snapshotted from the
 * live server, and the pull request workflow. Nothing is written unless the snapshot succeeds,
 * and no file is replaced without `force`.
 */
async function initProject({ cwd, server, build, force, env, redactor }) {
    const root = repositoryRoot(cwd);
    const contractPath = defaultContractPath(server.name);
    // The command line is checked as every command checks it; the server used is the one the written file holds.
    commandLineConfig({ ...server, contract: contractPath, cwd });
    const configFile = join(cwd, INIT_CONFIG_FILE);
    const configText = configYaml({ ...server, contract: contractPath, program: gateProgram(cwd), ...(build ? { build: BUILD_COMMAND } : {}) });
    const configured = checkPlaces(parseConfig(configText, configFile), root).servers[0];
    const workflowFile = join(root, WORKFLOW_FILE);
    // Every file stays in the repository: a `.github` or `contracts` link must not carry a write elsewhere.
    for (const [file, what] of [
        [configFile, 'config'],
        [configured.contract, 'contract'],
        [workflowFile, 'workflow'],
    ])
        insideRoot(root, file, `init: the ${what}`);
    if (!force)
        refuseExisting(cwd, [...DEFAULT_CONFIG_FILES.map((name) => join(cwd, name)), configured.contract, workflowFile]);
    redactor.add(secretValues([configured], env));
    // A server.json beside the config is the server's registry entry (parseConfig found it): a malformed one is exit 2 before the server starts.
    const entry = configured.registry ? await readRegistryEntry(root, configured.registry, relative(cwd, configured.registry)) : undefined;
    prefetchTokenCounter(); // the golden is written with its tools' counts: the ranks load while the server starts
    // Checked as `snapshot` checks a baseline: a server that misbehaves gets no file at all.
    const { contract, evidence } = await snapshotWithTranscript(configured, env, {});
    const { refusals, defects } = await baselineFindings(contract, evidence, 'effect-relevant'); // the action's default fail-on, which the workflow init writes keeps
    if (refusals.length)
        return { contract, files: [], defects: refusals, git: [] };
    // Out of step now, the first check fails: said now, the files still written.
    if (entry)
        defects.push(...evaluateRegistry(entry, contract.serverInfo).filter((item) => item.status === 'fail'));
    const written = (what, file, write) => ({ what, path: relative(cwd, file) || file, write });
    const files = [
        written('config', configFile, await replaceFileAtomic(configFile, [configText])),
        written('contract', configured.contract, await writeGolden(configured.contract, await countedGolden(contract, redactor))),
        written('workflow', workflowFile, await replaceFileAtomic(workflowFile, [workflowYaml(relative(root, configFile).split('\\').join('/'), build)])),
    ];
    const git = [`git add ${files.map((file) => shellQuote(file.path)).join(' ')}`, `git commit -m ${shellQuote(`Gate the MCP contract of ${server.name}`)}`];
    const registry = entry && `registry entry ${entry.label} (${entry.name} ${entry.version}): next to the config, so check compares its version with the live server's (no registry: key needed)`;
    return { contract, files, defects, git, ...(registry ? { registry } : {}) };
}
/** Exit 2 naming every file that exists: `init` never replaces one unasked. */
function refuseExisting(cwd, files) {
    const existing = files.filter((file) => existsSync(file)).map((file) => relative(cwd, file) || file);
    if (existing.length === 0)
        return;
    throw new InputError(`${existing.join(', ')} ${existing.length === 1 ? 'exists' : 'exist'}: init replaces no file unless --force is given`);
}

/** `init`: the config, the golden contract and the workflow for one server, then the lines that commit them. */
async function initCommand(command, options, io) {
    const pkg = readPackageJson(io.cwd);
    if (command.length === 0 && options.url === undefined) {
        const proposal = pkg && proposeServer(pkg);
        if (!proposal)
            throw new InputError('no server: give it as `init -- COMMAND ARGS...` or `init --url URL` (package.json here has no bin, main or start script to propose)');
        checkProposal(io.cwd, proposal, pkg);
        io.stdout(`no server given: using ${proposal.because}: ${proposal.command.join(' ')}\n`);
        command = proposal.command;
    }
    const name = options.name ?? serverName(pkg ?? {});
    const server = { name, command, url: options.url, sse: options.sse, ...commandLineEnvironment(options), timeouts: timeoutsOf(options) };
    const build = options.url === undefined && needsBuild(io.cwd, pkg, command);
    const result = await initProject({ cwd: io.cwd, server, build, force: options.force ?? false, env: io.env, redactor: io.redactor });
    for (const file of result.files)
        io.stdout(`${file.write} ${file.path}${file.what === 'contract' ? `: ${describeContract(result.contract)}` : ''}\n`);
    if (result.registry)
        io.stdout(`${oneLine(result.registry, 400)}\n`);
    for (const defect of result.defects)
        io.stderr(`error: ${oneLine(name, 80)}: evidence ${defect.check} failed: ${oneLine(defect.message, 1000)}\n`);
    io.stdout(['', 'Commit them; from then on, every pull request is checked against the contract:', ...result.git.map((line) => `  ${line}`), ''].join('\n'));
    return result.defects.length ? ExitCode.gateFailed : ExitCode.pass;
}
/** --timeout and --total-timeout, checked as every command checks them; written into the config, which CI reads too. */
function timeoutsOf(options) {
    const requestMs = milliseconds(options.timeout, '--timeout');
    const totalMs = milliseconds(options.totalTimeout, '--total-timeout');
    if (requestMs === undefined && totalMs === undefined)
        return undefined;
    return { ...(requestMs !== undefined ? { requestMs } : {}), ...(totalMs !== undefined ? { totalMs } : {}) };
}
/** package.json in `cwd`, if there is one that parses. */
function readPackageJson(cwd) {
    try {
        const data = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
        return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : undefined;
    }
    catch {
        return undefined;
    }
}

export { initCommand };
