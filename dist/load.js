import { statSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { I as InputError } from './canonical.js';
import { a as repositoryRoot, g as readFileInside, i as insideRoot } from './files.js';
import { c as compileValidator } from './io.js';
import { p as parseDataFile } from './data-file.js';
import { R as RELEASED_REVISIONS } from './protocol.js';
import { R as RULES } from './edit-distance.js';
import { D as DEFAULT_NEGATIVE_PROBES, a as DEFAULTS, d as defaultContractPath } from './types.js';
import 'node:crypto';
import 'node:fs/promises';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import 'process';
import 'buffer';

const $schema = "https://json-schema.org/draft/2020-12/schema";
const $id = "https://mcp-contract-gate.dev/schemas/config-v1.schema.json";
const title = "mcp-contract-gate configuration";
const description = "The MCP servers whose contracts the gate snapshots and checks. Relative paths are relative to this file.";
const type = "object";
const required = [
	"servers"
];
const additionalProperties = false;
const properties = {
	$schema: {
		type: "string"
	},
	servers: {
		type: "array",
		minItems: 1,
		items: {
			$ref: "#/$defs/server"
		}
	},
	descriptions: {
		description: "How a reworded description or instructions text is judged. auto: a correction (spelling, case, punctuation, a word that carries no meaning) is cosmetic, a rewrite that changes a number, unit, limit, negation, quantifier, verb of effect, path, URL or tool name is effect-relevant (description-rewritten). cosmetic: every rewording is cosmetic (poisoning is still flagged). effect-relevant: every rewording is reviewed. A server's own setting wins over the top-level one.",
		"enum": [
			"auto",
			"cosmetic",
			"effect-relevant"
		],
		"default": "auto"
	},
	semver: {
		description: "Semver advice: compare the bump of serverInfo.version with the smallest bump the changes require (breaking: major, effect-relevant: minor, cosmetic: patch; in 0.x minor acts as major). warn reports it, enforce also fails the check when the bump is too small. A server's own setting wins over the top-level one.",
		"enum": [
			"off",
			"warn",
			"enforce"
		],
		"default": "off"
	},
	ignore: {
		description: "Changes to leave out of the gate, each with a reason: a field the server makes volatile (a description embedding the working directory). An ignored change is listed in the report as ignored, never dropped silently. Top-level entries apply to every server.",
		type: "array",
		items: {
			$ref: "#/$defs/ignoreEntry"
		}
	}
};
const $defs = {
	server: {
		type: "object",
		required: [
			"name"
		],
		additionalProperties: false,
		properties: {
			name: {
				description: "Names the server in reports and the default contract file.",
				type: "string",
				pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"
			},
			command: {
				description: "stdio: the executable to start.",
				type: "string",
				minLength: 1
			},
			args: {
				description: "stdio: its arguments.",
				type: "array",
				items: {
					type: "string"
				}
			},
			cwd: {
				description: "stdio: working directory of the server.",
				type: "string"
			},
			env: {
				description: "stdio: literal environment values for the server.",
				type: "object",
				additionalProperties: {
					type: "string"
				}
			},
			envPassthrough: {
				description: "stdio: names of variables passed through from the gate's environment. Nothing else is passed but PATH, HOME and the like.",
				type: "array",
				items: {
					type: "string",
					pattern: "^[A-Za-z_][A-Za-z0-9_]*$"
				}
			},
			url: {
				description: "HTTP: the MCP endpoint.",
				type: "string",
				pattern: "^https?://"
			},
			headers: {
				description: "HTTP: request headers. ${env:NAME} is replaced from the environment and masked.",
				type: "object",
				additionalProperties: {
					type: "string"
				}
			},
			transport: {
				description: "Defaults to stdio for a command and streamable-http for a URL; sse is the legacy HTTP+SSE transport.",
				"enum": [
					"stdio",
					"streamable-http",
					"sse"
				]
			},
			stdout: {
				description: "stdio: lines that are not JSON on the server's stdout before its first message (a banner). tolerant skips them with a warning that counts them, as the official SDK does; strict fails the run (exit 3). After the first message, such a line always fails.",
				"enum": [
					"tolerant",
					"strict"
				],
				"default": "tolerant"
			},
			era: {
				description: "auto probes server/discover (2026-07-28) and falls back to initialize.",
				"enum": [
					"auto",
					"handshake",
					"stateless"
				],
				"default": "auto"
			},
			protocolVersion: {
				description: "The revision proposed in initialize (handshake era).",
				"enum": [
					"2024-11-05",
					"2025-03-26",
					"2025-06-18",
					"2025-11-25"
				],
				"default": "2025-11-25"
			},
			clientCapabilities: {
				description: "Client capabilities the gate declares (pinned: servers vary their lists by them).",
				type: "object",
				"default": {
				}
			},
			contract: {
				description: "The golden contract file.",
				type: "string",
				"default": "contracts/<name>.mcp-contract.json"
			},
			timeouts: {
				type: "object",
				additionalProperties: false,
				properties: {
					requestMs: {
						description: "Each request's answer; also starting a connection (a legacy SSE endpoint's endpoint event) and, up to 2 s, ending an HTTP session (DELETE).",
						type: "integer",
						minimum: 1,
						"default": 15000
					},
					totalMs: {
						description: "The whole run of one server: connecting, negotiation, every list, the probes and every connection of the protocol matrix.",
						type: "integer",
						minimum: 1,
						"default": 120000
					},
					oracleMs: {
						description: "Deadline for the json-schema-diff oracle, asked only about undecided schema changes; its answer only adds a note, so no level depends on it.",
						type: "integer",
						minimum: 1,
						"default": 10000
					},
					classifyMs: {
						description: "Deadline for classifying one server's changes. Entities still to compare after it get their schemas reported as undecided (effect-relevant) without the schema comparison, and the report lists them.",
						type: "integer",
						minimum: 1,
						"default": 60000
					}
				}
			},
			pageCap: {
				description: "The most pages one list may have.",
				type: "integer",
				minimum: 1,
				"default": 10000
			},
			listChangedRestarts: {
				description: "How often a list_changed notification may restart a walk.",
				type: "integer",
				minimum: 0,
				"default": 3
			},
			supportedProtocolVersions: {
				description: "Negotiation policy: the revisions a host accepts (strings, never compared as dates). A server that negotiates another fails with unsupported_protocol_version.",
				type: "array",
				items: {
					type: "string",
					minLength: 1
				},
				minItems: 1
			},
			requiredServerCapabilities: {
				description: "Negotiation policy: capabilities as dot paths (tools, resources.subscribe, tools.listChanged). One that is absent or false fails with missing_required_capabilities.",
				type: "array",
				items: {
					type: "string",
					pattern: "^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$"
				}
			},
			optionalServerCapabilities: {
				description: "Negotiation policy: capabilities reported as enabled or not.",
				type: "array",
				items: {
					type: "string",
					pattern: "^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$"
				}
			},
			protocolMatrix: {
				description: "Propose each revision in turn and record how the server answers, as part of the contract: true for every released revision, or a list.",
				oneOf: [
					{
						type: "boolean"
					},
					{
						type: "array",
						items: {
							type: "string",
							minLength: 1
						},
						minItems: 1
					}
				]
			},
			examples: {
				description: "Canonical examples: tool calls whose arguments must still match the inputSchema and whose structuredContent must match the outputSchema. Only read-only tools are called unless allowSideEffects is true.",
				type: "array",
				items: {
					type: "object",
					required: [
						"tool",
						"arguments"
					],
					additionalProperties: false,
					properties: {
						name: {
							type: "string"
						},
						tool: {
							type: "string"
						},
						"arguments": {
							type: "object"
						},
						expect: {
							description: "Fields of structuredContent that must equal these values (by top-level key).",
							type: "object"
						},
						allowSideEffects: {
							type: "boolean",
							"default": false
						},
						call: {
							description: "false: only validate the arguments, never call.",
							type: "boolean",
							"default": true
						}
					}
				}
			},
			probes: {
				description: "Negative probes: with negative: true, each tool annotated readOnlyHint (every tool with allowSideEffects) is called with arguments its inputSchema rejects (a missing required property, a wrong type, an extra property on a closed object, a value outside a bound or enum). A conforming server refuses each (isError: true, or JSON-RPC -32602); one it accepts fails the evidence check negative_probe_accepted (effect-relevant).",
				type: "object",
				additionalProperties: false,
				properties: {
					negative: {
						type: "boolean",
						"default": false
					},
					allowSideEffects: {
						description: "Also call tools not annotated readOnlyHint: true.",
						type: "boolean",
						"default": false
					},
					maxCallsPerTool: {
						type: "integer",
						minimum: 1,
						maximum: 16,
						"default": 4
					},
					timeoutMs: {
						description: "No negative probe is started past this many milliseconds from the first.",
						type: "integer",
						minimum: 1,
						"default": 10000
					}
				}
			},
			subscribeProbe: {
				description: "When the server declares resources.subscribe: read this resource, subscribe, wait for notifications/resources/updated, read again.",
				type: "object",
				required: [
					"uri"
				],
				additionalProperties: false,
				properties: {
					uri: {
						type: "string"
					},
					timeoutMs: {
						type: "integer",
						minimum: 1,
						"default": 5000
					}
				}
			},
			limits: {
				description: "Budgets that bound what a server can make the gate hold. Past one, discovery stops with exit 3 and a line naming the limit, the list method and the page.",
				type: "object",
				additionalProperties: false,
				properties: {
					messageBytes: {
						description: "The largest single message in bytes: a stdout line, an HTTP JSON body, or one event of an event stream. 16 MiB by default: far above any real list page, far below what exhausts memory.",
						type: "integer",
						minimum: 1024,
						"default": 16777216
					},
					itemsPerList: {
						description: "The most items one list (tools, resources, resource templates, prompts) may have, all pages together. 100,000 by default: the largest list the gate is benchmarked with (npm run bench), far past any real server.",
						type: "integer",
						minimum: 1,
						"default": 100000
					},
					walkBytes: {
						description: "The most bytes received while walking one list, all its pages together. 64 MiB by default (100,000 small tools are about 15 MB).",
						type: "integer",
						minimum: 1024,
						"default": 67108864
					}
				}
			},
			descriptions: {
				description: "How a reworded description or instructions text is judged. auto: a correction (spelling, case, punctuation, a word that carries no meaning) is cosmetic, a rewrite that changes a number, unit, limit, negation, quantifier, verb of effect, path, URL or tool name is effect-relevant (description-rewritten). cosmetic: every rewording is cosmetic (poisoning is still flagged). effect-relevant: every rewording is reviewed. A server's own setting wins over the top-level one.",
				"enum": [
					"auto",
					"cosmetic",
					"effect-relevant"
				],
				"default": "auto"
			},
			semver: {
				description: "Semver advice: compare the bump of serverInfo.version with the smallest bump the changes require (breaking: major, effect-relevant: minor, cosmetic: patch; in 0.x minor acts as major). warn reports it, enforce also fails the check when the bump is too small. A server's own setting wins over the top-level one.",
				"enum": [
					"off",
					"warn",
					"enforce"
				],
				"default": "off"
			},
			ignore: {
				description: "Changes to leave out of the gate, each with a reason: a field the server makes volatile (a description embedding the working directory). An ignored change is listed in the report as ignored, never dropped silently. Top-level entries apply to every server.",
				type: "array",
				items: {
					$ref: "#/$defs/ignoreEntry"
				}
			}
		},
		description: "One server: either \"command\" (stdio) or \"url\" (HTTP), not both."
	},
	ignoreEntry: {
		type: "object",
		required: [
			"reason"
		],
		additionalProperties: false,
		description: "Matches a change by rule id and/or JSON pointer pattern (and optionally entity); every given field must match.",
		properties: {
			rule: {
				description: "A rule id of docs/rules.md.",
				type: "string",
				pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"
			},
			entity: {
				description: "Only changes of this entity, e.g. tool:read_file; * matches any run of characters.",
				type: "string",
				minLength: 1
			},
			pointer: {
				description: "A JSON pointer pattern into the contract: * matches one segment, a final ** any number of segments, e.g. /tools/*/definition/description.",
				type: "string",
				pattern: "^/"
			},
			reason: {
				description: "Why the change may be ignored; required.",
				type: "string",
				minLength: 3
			}
		}
	}
};
var configSchema = {
	$schema: $schema,
	$id: $id,
	title: title,
	description: description,
	type: type,
	required: required,
	additionalProperties: additionalProperties,
	properties: properties,
	$defs: $defs
};

const checkConfig = compileValidator(configSchema);
/** Config files looked for in the working directory when none is named. */
const DEFAULT_CONFIG_FILES = ['mcp-contract.yaml', 'mcp-contract.yml', 'mcp-contract.json'];
function findDefaultConfig(cwd) {
    return DEFAULT_CONFIG_FILES.map((name) => resolve(cwd, name)).find((path) => existsSync(path));
}
/**
 * Reads a config file, which must resolve inside `root` (the repository or workspace the gate
 * runs in); its contract paths must stay inside its own repository (git toplevel, or its folder outside git).
 */
async function loadConfig(file, root) {
    return checkPlaces(parseConfig(await readFileInside(root, file, 'config'), file), repositoryRoot(dirname(resolve(file))));
}
/** The config's paths on disk: contracts inside `root` (the gate writes them), each server's cwd an existing folder. */
function checkPlaces(config, root) {
    config.servers.forEach((server, index) => {
        const at = `${config.file ? `config ${config.file}` : 'command line'} at /servers/${index}`;
        insideRoot(root, server.contract, `${at}/contract`);
        const cwd = server.transport.kind === 'stdio' ? server.transport.cwd : undefined;
        if (cwd !== undefined && !statSync(cwd, { throwIfNoEntry: false })?.isDirectory())
            throw new InputError(`${at}/cwd: the server's working directory ${cwd} does not exist`);
    });
    return { ...config, root };
}
/** Parses a JSON or YAML config; a problem names the file, a place and a rule, never what the file says. */
function parseConfig(text, file) {
    const parsed = parseDataFile(text, `config ${file}`, configSchema);
    const data = parsed.data;
    const ignoreProblem = ignoreProblems(data, `config ${file}`)[0];
    if (ignoreProblem)
        throw new InputError(ignoreProblem);
    const problem = checkConfig(data)[0];
    if (problem)
        throw parsed.violation(problem);
    const raw = data.servers;
    const names = new Map();
    raw.forEach((server, index) => {
        const problem = transportProblem(server);
        if (problem)
            throw new InputError(`config ${file} at /servers/${index}: ${problem}`);
        const first = names.get(server.name);
        if (first !== undefined)
            throw new InputError(`config ${file} at /servers/${index}/name: the name of /servers/${first} again; each server needs its own`);
        names.set(server.name, index);
    });
    const base = dirname(resolve(file));
    const top = data;
    return { file, servers: raw.map((server, index) => withPolicy(toServerConfig(server, base), server, top, `config ${file}`, index)) };
}
/** The server's semver mode, descriptions mode and ignore entries, over the top-level ones; each entry knows where it was written. */
function withPolicy(server, raw, top, where, index) {
    const semver = raw.semver ?? top.semver;
    const descriptions = raw.descriptions ?? top.descriptions;
    const entries = (list, at) => (list ?? []).map((entry, i) => ({ ...entry, origin: `${where} at ${at}/ignore/${i}` }));
    const ignore = [...entries(raw.ignore, `/servers/${index}`), ...entries(top.ignore, '')];
    return { ...server, ...(semver ? { semver } : {}), ...(descriptions && descriptions !== 'auto' ? { descriptions } : {}), ...(ignore.length ? { ignore } : {}) };
}
/**
 * Ignore entries first, in plain words (by place, never quoting the entry): one without a reason
 * or that matches everything is refused, and a rule id must exist (a misspelt id ignores nothing).
 */
function ignoreProblems(data, where) {
    if (typeof data !== 'object' || data === null)
        return [];
    const lists = [['', data.ignore]];
    const servers = data.servers;
    if (Array.isArray(servers))
        servers.forEach((server, index) => typeof server === 'object' && server !== null && lists.push([`/servers/${index}`, server.ignore]));
    const problems = [];
    for (const [at, list] of lists) {
        if (!Array.isArray(list))
            continue;
        list.forEach((entry, i) => {
            if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
                return;
            const { rule, pointer, entity, reason } = entry;
            const fields = Object.entries({ rule, pointer, entity }).flatMap(([field, value]) => (value === undefined ? [] : [field]));
            const what = fields.length ? `every change its ${fields.join(' and ')} ${fields.length > 1 ? 'match' : 'matches'}` : 'everything';
            const place = `${where} at ${at}/ignore/${i}`;
            if (typeof reason !== 'string' || reason.trim().length < 3)
                problems.push(`${place}: an ignore entry needs a reason (it would ignore ${what}); say why the change may pass the gate`);
            else if (rule === undefined && pointer === undefined)
                problems.push(`${place}: an ignore entry needs a "rule" or a "pointer" (or both)`);
            else if (typeof rule === 'string' && !RULES.some((known) => known.id === rule))
                problems.push(`${place}/rule: unknown rule id (see docs/rules.md)`);
        });
    }
    return problems;
}
function toServerConfig(raw, base) {
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
        })),
        subscribeProbe: raw.subscribeProbe ? { uri: raw.subscribeProbe.uri, timeoutMs: raw.subscribeProbe.timeoutMs ?? 5_000 } : undefined,
        ...(raw.probes ? { probes: { ...DEFAULT_NEGATIVE_PROBES, ...raw.probes } } : {}),
        ...(raw.limits ? { limits: raw.limits } : {}),
    };
}
function toTransport(raw, base) {
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
    return { kind, url: raw.url, headers: raw.headers ?? {} };
}
/** A one-server config from the command line: `-- COMMAND ARGS...` or `--url URL`. */
function commandLineConfig(options) {
    const name = options.name ?? 'server';
    const raw = { name };
    if (options.command && options.command.length > 0) {
        raw.command = options.command[0];
        raw.args = options.command.slice(1);
        if (options.env && Object.keys(options.env).length)
            raw.env = options.env;
        if (options.envPassthrough?.length)
            raw.envPassthrough = options.envPassthrough;
    }
    else if (options.url) {
        if ((options.env && Object.keys(options.env).length) || options.envPassthrough?.length)
            throw new InputError('--env and --env-passthrough are for a stdio server (`-- COMMAND ARGS...`), not --url');
        raw.url = options.url;
        if (options.sse)
            raw.transport = 'sse';
    }
    else {
        throw new InputError('no server: give --config FILE, or a server as `-- COMMAND ARGS...` or `--url URL`');
    }
    if (options.contract)
        raw.contract = options.contract;
    const problem = checkConfig({ servers: [raw] })[0];
    if (problem)
        throw new InputError(`command line: ${problem.pointer.replace('/servers/0/', '')}: ${problem.message}`);
    return { servers: [toServerConfig(raw, options.cwd)] };
}
/** A server is reached one way: by a command or by a URL (checked here, where the words can be clear). */
function transportProblem(server) {
    if ((server.command === undefined) === (server.url === undefined))
        return 'a server needs either "command" (stdio) or "url" (HTTP), not both';
    if (server.command !== undefined && server.transport !== undefined && server.transport !== 'stdio')
        return `transport "${server.transport}" needs a "url", not a "command"`;
    if (server.url !== undefined && server.transport === 'stdio')
        return 'transport "stdio" needs a "command", not a "url"';
    if (server.url !== undefined && server.stdout !== undefined)
        return '"stdout" is for a stdio server ("command"), not a "url"';
    return undefined;
}

export { DEFAULT_CONFIG_FILES, checkPlaces, commandLineConfig, findDefaultConfig, loadConfig, parseConfig };
