import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkPlaces, commandLineConfig, DEFAULT_CONFIG_FILES, parseConfig } from '../config/load.js';
import { readRegistryEntry } from '../config/registry.js';
import { defaultContractPath } from '../config/types.js';
import { prefetchTokenCounter } from '../contract/context-cost.js';
import type { Contract } from '../contract/types.js';
import { InputError } from '../errors.js';
import { evaluateRegistry } from '../evidence/registry.js';
import type { Evidence } from '../evidence/types.js';
import { insideRoot, repositoryRoot, replaceFileAtomic, type FileWrite } from '../files.js';
import type { Redactor } from '../redact.js';
import { secretValues } from '../config/secrets.js';
import { shellQuote } from '../safe-text.js';
import { gateProgram } from './accept-command.js';
import { snapshotWithTranscript } from './observe-server.js';
import { baselineFindings, countedGolden, writeGolden } from './snapshot-servers.js';
import { configYaml, workflowYaml, WORKFLOW_FILE, type InitServer } from './templates.js';

/** The config file `init` writes, in the folder it runs in. */
const INIT_CONFIG_FILE = DEFAULT_CONFIG_FILES[0]!;

/** A server `init` found in package.json, and why it chose it. */
export interface Proposal {
  command: string[];
  because: string;
  /** The file it starts and the package.json field that names it (bin, main): checked before it is used. */
  file?: { field: string; path: string };
}

/** The fields of a package.json that `init` reads; any of them may be missing or of another type. */
export interface PackageJson {
  name?: unknown;
  bin?: unknown;
  main?: unknown;
  scripts?: unknown;
}

/** With no server on the command line: the package's `bin`, else its `main`, else its `start` script. */
export function proposeServer(pkg: PackageJson): Proposal | undefined {
  const bin = binEntry(pkg);
  if (bin) return { command: ['node', bin.path], because: `package.json bin${bin.name ? ` "${bin.name}"` : ''}`, file: { field: 'bin', path: bin.path } };
  if (typeof pkg.main === 'string' && pkg.main) return { command: ['node', pkg.main], because: 'package.json main', file: { field: 'main', path: pkg.main } };
  // --silent: npm's "> name start" banner would be the first line on the server's stdout.
  const start = (pkg.scripts as { start?: unknown } | null | undefined)?.start;
  if (typeof start === 'string') return { command: ['npm', 'run', '--silent', 'start'], because: `the start script of package.json (${JSON.stringify(start)})` };
  return undefined;
}

/** `bin` as a path, or the entry named like the package (else the first) of a `bin` object. */
function binEntry(pkg: PackageJson): { name?: string; path: string } | undefined {
  if (typeof pkg.bin === 'string' && pkg.bin) return { path: pkg.bin };
  if (typeof pkg.bin !== 'object' || pkg.bin === null) return undefined;
  const entries = Object.entries(pkg.bin).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  const own = entries.find(([name]) => name === serverName(pkg));
  const [name, path] = own ?? entries[0] ?? [];
  return path ? { name, path } : undefined;
}

/** The package's name as a server name (`@acme/weather-mcp` is `weather-mcp`), else `server`. */
export function serverName(pkg: PackageJson): string {
  const name = typeof pkg.name === 'string' ? pkg.name.replace(/^@[^/]*\//, '') : '';
  return (
    name
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[^A-Za-z0-9]+/, '')
      .slice(0, 100) || 'server'
  );
}

/**
 * The proposal's file checked in `cwd`: no control character (it would break the config and the
 * workflow), and on disk (a `main` nobody built or kept is no server). Exit 2 naming package.json and the field.
 */
export function checkProposal(cwd: string, proposal: Proposal, pkg: PackageJson): void {
  if (!proposal.file) return;
  const { field, path } = proposal.file;
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001f\u007f]/.test(path)) throw new InputError(`package.json ${field}: the path holds a control character (a newline?); fix it, or give the server as \`init -- COMMAND ARGS...\``);
  if (existsSync(join(cwd, path))) return;
  const build = hasBuildScript(pkg) ? 'build it first (npm run build), or ' : '';
  throw new InputError(`package.json ${field}: ${JSON.stringify(path)} does not exist; ${build}give the server as \`init -- COMMAND ARGS...\``);
}

function hasBuildScript(pkg: PackageJson): boolean {
  return typeof (pkg.scripts as { build?: unknown } | null | undefined)?.build === 'string';
}

/**
 * Whether the pull request workflow must build before it starts the server: the package has a
 * `build` script, or the file the server starts is git-ignored (CI's checkout will not have it).
 * A git-ignored file with no build script is exit 2: the first CI run could not start the server.
 */
export function needsBuild(cwd: string, pkg: PackageJson | undefined, command: string[] | undefined): boolean {
  const ignored = (command ?? []).slice(1).find((arg) => !arg.startsWith('-') && existsSync(join(cwd, arg)) && gitIgnored(cwd, arg));
  if (pkg && hasBuildScript(pkg)) return true;
  if (ignored) throw new InputError(`${ignored} is git-ignored, and package.json has no build script: a CI checkout will not have it; add a "build" script that makes it`);
  return false;
}

/** `git check-ignore`: exit 0 when git ignores the path, 1 when not (or outside git). */
function gitIgnored(cwd: string, path: string): boolean {
  return spawnSync('git', ['check-ignore', '-q', '--', path], { cwd, stdio: 'ignore' }).status === 0;
}

/** The build `init` detects (needsBuild): what the workflow runs after `npm ci`, and the config's `build:`. */
const BUILD_COMMAND = 'npm run build';

export interface InitOptions {
  /** The folder the config goes into; the workflow goes into its repository. */
  cwd: string;
  server: Omit<InitServer, 'contract'>;
  /** Whether the workflow runs `npm run build` after `npm ci` (needsBuild). */
  build: boolean;
  /** Replace files that exist; without it, an existing one is exit 2 naming it. */
  force: boolean;
  env: NodeJS.ProcessEnv;
  redactor: Redactor;
}

export interface InitResult {
  contract: Contract;
  /** What was written, in `git add` order, with the path from `cwd`. */
  files: Array<{ what: 'config' | 'contract' | 'workflow'; path: string; write: FileWrite }>;
  /** Failing checks of the baseline, as `snapshot` finds them: a defect of the contract is written and fails; a misbehaving server gets no file. */
  defects: Evidence[];
  /** The lines that commit the files. */
  git: string[];
  /** A server.json next to the config: what init says of it (the config relies on it being there). */
  registry?: string;
}

/**
 * Sets the gate up for one server: a commented config, the golden contract snapshotted from the
 * live server, and the pull request workflow. Nothing is written unless the snapshot succeeds,
 * and no file is replaced without `force`.
 */
export async function initProject({ cwd, server, build, force, env, redactor }: InitOptions): Promise<InitResult> {
  const root = repositoryRoot(cwd);
  const contractPath = defaultContractPath(server.name);
  // The command line is checked as every command checks it; the server used is the one the written file holds.
  commandLineConfig({ ...server, contract: contractPath, cwd });
  const configFile = join(cwd, INIT_CONFIG_FILE);
  const configText = configYaml({ ...server, contract: contractPath, program: gateProgram(cwd), ...(build ? { build: BUILD_COMMAND } : {}) });
  const configured = checkPlaces(parseConfig(configText, configFile), root).servers[0]!;
  const workflowFile = join(root, WORKFLOW_FILE);
  // Every file stays in the repository: a `.github` or `contracts` link must not carry a write elsewhere.
  for (const [file, what] of [
    [configFile, 'config'],
    [configured.contract, 'contract'],
    [workflowFile, 'workflow'],
  ] as const)
    insideRoot(root, file, `init: the ${what}`);
  if (!force) refuseExisting(cwd, [...DEFAULT_CONFIG_FILES.map((name) => join(cwd, name)), configured.contract, workflowFile]);
  redactor.add(secretValues([configured], env));
  // A server.json beside the config is the server's registry entry (parseConfig found it): a malformed one is exit 2 before the server starts.
  const entry = configured.registry ? await readRegistryEntry(root, configured.registry, relative(cwd, configured.registry)) : undefined;
  prefetchTokenCounter(); // the golden is written with its tools' counts: the ranks load while the server starts
  // Checked as `snapshot` checks a baseline: a server that misbehaves gets no file at all.
  const { contract, evidence } = await snapshotWithTranscript(configured, env, {});
  const { refusals, defects } = await baselineFindings(contract, evidence, 'effect-relevant'); // the action's default fail-on, which the workflow init writes keeps
  if (refusals.length) return { contract, files: [], defects: refusals, git: [] };
  // Out of step now, the first check fails: said now, the files still written.
  if (entry) defects.push(...evaluateRegistry(entry, contract.serverInfo).filter((item) => item.status === 'fail'));
  const written = (what: InitResult['files'][number]['what'], file: string, write: FileWrite) => ({ what, path: relative(cwd, file) || file, write });
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
function refuseExisting(cwd: string, files: string[]): void {
  const existing = files.filter((file) => existsSync(file)).map((file) => relative(cwd, file) || file);
  if (existing.length === 0) return;
  throw new InputError(`${existing.join(', ')} ${existing.length === 1 ? 'exists' : 'exist'}: init replaces no file unless --force is given`);
}
