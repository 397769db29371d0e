import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { insideRoot, readFileInside, repositoryRoot } from '../files.js';
import { compileValidator } from '../jsonschema/validate.js';
import configSchema from './config.schema.json' with { type: 'json' };
import { parseDataFile } from './data-file.js';
import { renameRetiredIds } from './rule-ids.js';
import { RELEASED_REVISIONS } from '../contract/protocol.js';
import type { Level } from '../diff/levels.js';
import type { RuleId } from '../diff/rules.js';
import {
  DEFAULT_NEGATIVE_PROBES,
  DEFAULTS,
  defaultContractPath,
  type ContextBudget,
  type DescriptionsMode,
  type EraPreference,
  type RunConfig,
  type LevelSetting,
  type ServerConfig,
  type StdoutMode,
  type TransportConfig,
} from './types.js';

const checkConfig = compileValidator(configSchema);

/** Config files looked for in the working directory when none is named. */
export const DEFAULT_CONFIG_FILES = ['mcp-contract.yaml', 'mcp-contract.yml', 'mcp-contract.json'];

interface RawServer {
  name: string;
  command?: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string>;
  envPassthrough?: string[];
  url?: string;
  headers?: Record<string, string>;
  transport?: 'stdio' | 'streamable-http' | 'sse';
  stdout?: StdoutMode;
  era?: EraPreference;
  protocolVersion?: string;
  clientCapabilities?: Record<string, unknown>;
  contract?: string;
  build?: string;
  timeouts?: { requestMs?: number; totalMs?: number; oracleMs?: number; classifyMs?: number };
  pageCap?: number;
  listChangedRestarts?: number;
  supportedProtocolVersions?: string[];
  requiredServerCapabilities?: string[];
  optionalServerCapabilities?: string[];
  protocolMatrix?: boolean | string[];
  examples?: Array<{
    name?: string;
    tool: string;
    arguments: Record<string, unknown>;
    expect?: Record<string, unknown>;
    allowSideEffects?: boolean;
    call?: boolean;
    record?: boolean;
    isError?: boolean;
  }>;
  record?: { resources?: string[]; prompts?: Array<{ name: string; arguments?: Record<string, string> }> };
  subscribeProbe?: { uri: string; timeoutMs?: number };
  probes?: { negative?: boolean; allowSideEffects?: boolean; maxCallsPerTool?: number; timeoutMs?: number };
  limits?: { messageBytes?: number; itemsPerList?: number; walkBytes?: number };
  semver?: 'off' | 'warn' | 'enforce';
  descriptions?: DescriptionsMode;
  levels?: Partial<Record<RuleId, Level>>;
  ignore?: RawIgnore[];
  contextBudget?: ContextBudget;
  registry?: string;
}

interface RawIgnore {
  rule?: string;
  entity?: string;
  pointer?: string;
  reason: string;
}

/** What applies to every server unless the server says otherwise. */
interface RawTopLevel {
  build?: string;
  semver?: 'off' | 'warn' | 'enforce';
  descriptions?: DescriptionsMode;
  levels?: Partial<Record<RuleId, Level>>;
  ignore?: RawIgnore[];
  contextBudget?: ContextBudget;
  collisions?: 'report' | 'ignore';
}

export function findDefaultConfig(cwd: string): string | undefined {
  return DEFAULT_CONFIG_FILES.map((name) => resolve(cwd, name)).find((path) => existsSync(path));
}

/**
 * Reads a config file, which must resolve inside `root` (the repository or workspace the gate
 * runs in); its contract paths must stay inside its own repository (git toplevel, or its folder outside git).
 */
export async function loadConfig(file: string, root: string): Promise<RunConfig> {
  return checkPlaces(parseConfig(await readFileInside(root, file, 'config'), file), repositoryRoot(dirname(resolve(file))));
}

/** The config's paths on disk: contracts inside `root` (the gate writes them), each server's cwd an existing folder. */
export function checkPlaces(config: RunConfig, root: string): RunConfig {
  config.servers.forEach((server, index) => {
    const at = `${config.file ? `config ${config.file}` : 'command line'} at /servers/${index}`;
    insideRoot(root, server.contract, `${at}/contract`);
    if (server.registry) insideRoot(root, server.registry, `${at}/registry`);
    const cwd = server.transport.kind === 'stdio' ? server.transport.cwd : undefined;
    if (cwd !== undefined && !statSync(cwd, { throwIfNoEntry: false })?.isDirectory()) throw new InputError(`${at}/cwd: the server's working directory ${cwd} does not exist`);
  });
  return { ...config, root };
}

/** Parses a JSON or YAML config; a problem names the file, a place and a rule, never what the file says. */
export function parseConfig(text: string, file: string): RunConfig {
  const parsed = parseDataFile(text, `config ${file}`, configSchema);
  const data = parsed.data;
  const ids = renameRetiredIds(data, `config ${file}`);
  const ignoreProblem = ignoreProblems(data, `config ${file}`)[0] ?? ids.problems[0];
  if (ignoreProblem) throw new InputError(ignoreProblem);
  const problem = checkConfig(data)[0];
  if (problem) throw parsed.violation(problem);
  const raw = (data as { servers: RawServer[] }).servers;
  const names = new Map<string, number>();
  raw.forEach((server, index) => {
    const problem = transportProblem(server);
    if (problem) throw new InputError(`config ${file} at /servers/${index}: ${problem}`);
    const first = names.get(server.name);
    if (first !== undefined) throw new InputError(`config ${file} at /servers/${index}/name: the name of /servers/${first} again; each server needs its own`);
    names.set(server.name, index);
  });
  const base = dirname(resolve(file));
  const top = data as RawTopLevel;
  const built = (server: ServerConfig, own: RawServer) => withBuild(server, own.build ?? top.build, own.cwd === undefined ? base : resolve(base, own.cwd));
  const servers = raw.map((server, index) => withPolicy(built(toServerConfig(server, base), server), server, top, `config ${file}`, index));
  return { file, servers: withRegistryBeside(servers, base), ...(ids.warnings.length ? { warnings: ids.warnings } : {}) };
}

/** The build command, run where the server runs: its own cwd, else the config's folder. */
function withBuild(server: ServerConfig, command: string | undefined, cwd: string): ServerConfig {
  return command === undefined ? server : { ...server, build: { command, cwd } };
}

/** The file name of an MCP Registry entry; one next to the config describes its server when the config lists one. */
const REGISTRY_FILE = 'server.json';

/**
 * A one-server config with an MCP Registry entry beside it and no `registry:`: that file is the
 * server's entry. `server.json` is a common name: only a file that says it is a registry entry
 * (its `$schema` is the registry's server schema) is taken; `registry:` names any other.
 */
function withRegistryBeside(servers: ServerConfig[], base: string): ServerConfig[] {
  const beside = resolve(base, REGISTRY_FILE);
  if (servers.length !== 1 || servers[0]!.registry || !existsSync(beside) || !namesRegistrySchema(beside)) return servers;
  return [{ ...servers[0]!, registry: beside }];
}

/** The registry's server.json schema (`…/schemas/2025-…/server.schema.json`), named in the file's first kilobytes. */
function namesRegistrySchema(file: string): boolean {
  const head = Buffer.alloc(4096);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    return /"\$schema"\s*:\s*"[^"]*modelcontextprotocol[^"]*\/server\.schema\.json"/.test(head.toString('utf8', 0, read));
  } finally {
    closeSync(fd);
  }
}

/** The server's semver mode, descriptions mode, levels and ignore entries, over the top-level ones; each entry knows where it was written. */
function withPolicy(server: ServerConfig, raw: RawServer, top: RawTopLevel, where: string, index: number): ServerConfig {
  const semver = raw.semver ?? top.semver;
  const descriptions = raw.descriptions ?? top.descriptions;
  const entries = (list: RawIgnore[] | undefined, at: string) => (list ?? []).map((entry, i) => ({ ...entry, origin: `${where} at ${at}/ignore/${i}` }));
  const ignore = [...entries(raw.ignore, `/servers/${index}`), ...entries(top.ignore, '')];
  const levels = levelSettings(raw.levels, `/servers/${index}`, levelSettings(top.levels, '', []));
  const contextBudget = raw.contextBudget ?? top.contextBudget;
  return {
    ...server,
    ...(contextBudget ? { contextBudget } : {}),
    ...(top.collisions === 'ignore' ? { collisions: 'ignore' as const } : {}),
    ...(semver ? { semver } : {}),
    ...(descriptions && descriptions !== 'auto' ? { descriptions } : {}),
    ...(levels.length ? { levels } : {}),
    ...(ignore.length ? { ignore } : {}),
  };
}

/** `levels:` as settings, over `under` (the top-level ones); the schema has checked every id against the rule table. The origin is a place in the file, not its path: reports stay the same on every machine. */
function levelSettings(raw: RawServer['levels'], at: string, under: LevelSetting[]): LevelSetting[] {
  const own = Object.entries(raw ?? {}).map(([rule, level]) => ({ rule: rule as RuleId, level: level!, origin: `${at}/levels/${rule}` }));
  return [...own, ...under.filter((setting) => !own.some((mine) => mine.rule === setting.rule))];
}

/**
 * Ignore entries first, in plain words (by place, never quoting the entry): one without a reason
 * or that matches everything is refused (a rule id must exist: renameRetiredIds).
 */
function ignoreProblems(data: unknown, where: string): string[] {
  if (typeof data !== 'object' || data === null) return [];
  const lists: Array<[string, unknown]> = [['', (data as RawTopLevel).ignore]];
  const servers = (data as { servers?: unknown }).servers;
  if (Array.isArray(servers)) servers.forEach((server, index) => typeof server === 'object' && server !== null && lists.push([`/servers/${index}`, (server as RawServer).ignore]));
  const problems: string[] = [];
  for (const [at, list] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((entry: unknown, i) => {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return;
      const { rule, pointer, entity, reason } = entry as Partial<RawIgnore>; // an unknown rule id: renameRetiredIds
      const fields = Object.entries({ rule, pointer, entity }).flatMap(([field, value]) => (value === undefined ? [] : [field]));
      const what = fields.length ? `every change its ${fields.join(' and ')} ${fields.length > 1 ? 'match' : 'matches'}` : 'everything';
      const place = `${where} at ${at}/ignore/${i}`;
      if (typeof reason !== 'string' || reason.trim().length < 3) problems.push(`${place}: an ignore entry needs a reason (it would ignore ${what}); say why the change may pass the gate`);
      else if (rule === undefined && pointer === undefined) problems.push(`${place}: an ignore entry needs a "rule" or a "pointer" (or both)`);
    });
  }
  return problems;
}

function toServerConfig(raw: RawServer, base: string): ServerConfig {
  return {
    name: raw.name,
    transport: toTransport(raw, base),
    era: raw.era ?? DEFAULTS.era,
    protocolVersion: raw.protocolVersion ?? DEFAULTS.protocolVersion,
    clientCapabilities: raw.clientCapabilities ?? {},
    contract: resolve(base, raw.contract ?? defaultContractPath(raw.name)),
    requestTimeoutMs: raw.timeouts?.requestMs ?? DEFAULTS.requestTimeoutMs,
    totalTimeoutMs: raw.timeouts?.totalMs ?? DEFAULTS.totalTimeoutMs,
    oracleTimeoutMs: raw.timeouts?.oracleMs ?? DEFAULTS.oracleTimeoutMs,
    classifyTimeoutMs: raw.timeouts?.classifyMs ?? DEFAULTS.classifyTimeoutMs,
    pageCap: raw.pageCap ?? DEFAULTS.pageCap,
    listChangedRestarts: raw.listChangedRestarts ?? DEFAULTS.listChangedRestarts,
    negotiation: {
      supportedProtocolVersions: raw.supportedProtocolVersions,
      requiredServerCapabilities: raw.requiredServerCapabilities ?? [],
      optionalServerCapabilities: raw.optionalServerCapabilities ?? [],
    },
    protocolMatrix: raw.protocolMatrix === true ? [...RELEASED_REVISIONS] : raw.protocolMatrix || [],
    examples: (raw.examples ?? []).map((example, index) => ({
      name: example.name ?? `${example.tool}#${index + 1}`,
      tool: example.tool,
      arguments: example.arguments,
      expect: example.expect,
      allowSideEffects: example.allowSideEffects ?? false,
      call: example.call ?? true,
      record: example.record ?? false,
      isError: example.isError ?? false,
    })),
    ...(raw.record ? { record: { resources: raw.record.resources ?? [], prompts: (raw.record.prompts ?? []).map((p) => ({ name: p.name, arguments: p.arguments ?? {} })) } } : {}),
    subscribeProbe: raw.subscribeProbe ? { uri: raw.subscribeProbe.uri, timeoutMs: raw.subscribeProbe.timeoutMs ?? 5_000 } : undefined,
    ...(raw.probes ? { probes: { ...DEFAULT_NEGATIVE_PROBES, ...raw.probes } } : {}),
    ...(raw.limits ? { limits: raw.limits } : {}),
    ...(raw.registry ? { registry: resolve(base, raw.registry) } : {}),
  };
}

function toTransport(raw: RawServer, base: string): TransportConfig {
  if (raw.command !== undefined) {
    return {
      kind: 'stdio',
      command: raw.command,
      args: raw.args ?? [],
      cwd: resolve(base, raw.cwd ?? '.'),
      env: raw.env ?? {},
      envPassthrough: raw.envPassthrough ?? [],
      ...(raw.stdout ? { stdout: raw.stdout } : {}),
    };
  }
  const kind = raw.transport === 'sse' ? 'sse' : 'streamable-http';
  return { kind, url: raw.url!, headers: raw.headers ?? {} };
}

/** A one-server config from the command line: `-- COMMAND ARGS...` or `--url URL`. */
export function commandLineConfig(options: {
  name?: string;
  command?: string[];
  url?: string;
  sse?: boolean;
  contract?: string;
  /** stdio: `--env NAME=VALUE` and `--env-passthrough NAME`. */
  env?: Record<string, string>;
  envPassthrough?: string[];
  cwd: string;
}): RunConfig {
  const name = options.name ?? 'server';
  const raw: RawServer = { name };
  if (options.command && options.command.length > 0) {
    raw.command = options.command[0];
    raw.args = options.command.slice(1);
    if (options.env && Object.keys(options.env).length) raw.env = options.env;
    if (options.envPassthrough?.length) raw.envPassthrough = options.envPassthrough;
  } else if (options.url) {
    if ((options.env && Object.keys(options.env).length) || options.envPassthrough?.length)
      throw new InputError('--env and --env-passthrough are for a stdio server (`-- COMMAND ARGS...`), not --url');
    raw.url = options.url;
    if (options.sse) raw.transport = 'sse';
  } else {
    throw new InputError('no server: give --config FILE, or a server as `-- COMMAND ARGS...` or `--url URL`');
  }
  if (options.contract) raw.contract = options.contract;
  const problem = checkConfig({ servers: [raw] })[0];
  if (problem) throw new InputError(`command line: ${problem.pointer.replace('/servers/0/', '')}: ${problem.message}`);
  return { servers: [toServerConfig(raw, options.cwd)] };
}

/** A server is reached one way: by a command or by a URL (checked here, where the words can be clear). */
function transportProblem(server: RawServer): string | undefined {
  if ((server.command === undefined) === (server.url === undefined)) return 'a server needs either "command" (stdio) or "url" (HTTP), not both';
  if (server.command !== undefined && server.transport !== undefined && server.transport !== 'stdio') return `transport "${server.transport}" needs a "url", not a "command"`;
  if (server.url !== undefined && server.transport === 'stdio') return 'transport "stdio" needs a "command", not a "url"';
  if (server.url !== undefined && server.stdout !== undefined) return '"stdout" is for a stdio server ("command"), not a "url"';
  return undefined;
}
