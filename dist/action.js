import { readFileSync, existsSync } from 'node:fs';
import { S as SEMVER_MODES, e as DEFAULT_POLICY_FILE, D as DEFAULT_APPROVE_LABEL, f as genericApproveCommand, h as acceptPlaceInRepository, c as commandsOf, w as withRemovedCommands } from './accept-command.js';
import { checkServers } from './check-servers.js';
import { i as isFormatName, F as FORMAT_NAMES, b as assembleReport, c as renderFailureMarkdown, a as FORMATS, h as headlineOf, e as exitCodeOf, d as annotationsFor, j as causeDocument, k as commentMarker, S as SUMMARY_LIMIT, C as COMMENT_LIMIT, f as formatContextOf, l as definitionDiffs, m as mdText, n as codeBlock } from './format-context.js';
import { f as failureLines } from './snapshot-servers.js';
import { a as acceptTerms, u as updateServers } from './update.js';
import { c as commandLineConfig, f as findDefaultConfig, l as loadConfig, a as checkPlaces } from './load.js';
import { I as InputError, o as oneLine, E as ExitCode, G as GateError, i as internalErrorLine } from './errors.js';
import { a as repositoryRoot, t as typedPath, c as readUserFile, w as writeFileAtomic, d as repositoryPath } from './files.js';
import { o as ownValue, s as shellQuote } from './safe-text.js';
import { tmpdir } from 'node:os';
import { resolve, join, posix, win32, sep, relative, isAbsolute } from 'node:path';
import { o as overrideTimeouts, m as milliseconds } from './timeouts.js';
import { i as isFailOn, d as decideGate } from './gate.js';
import { s as secretValues } from './secrets.js';
import { stat, readdir } from 'node:fs/promises';
import { d as compileValidator } from './io.js';
import { e as eraOf, H as HANDSHAKE_REVISIONS, S as STATELESS_REVISIONS } from './validity.js';

/** The event names whose payload carries a `pull_request` (number, base, head, labels). */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);
/**
 * Reads GITHUB_EVENT_PATH. `pull_request` and `pull_request_target` give the pull request
 * (number, base, head, labels); `workflow_run` gives only a number, from
 * `workflow_run.pull_requests[0]` (empty for a fork's pull request: GitHub lists only pull
 * requests whose head is in the repository, so the pr-number input is needed there).
 */
function workflowEvent(env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    const path = env.GITHUB_EVENT_PATH;
    if (!path)
        return { name };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the event payload is GitHub's untyped JSON
    let payload;
    try {
        payload = JSON.parse(readFileSync(path, 'utf8'));
    }
    catch {
        return { name };
    }
    const pr = payload?.pull_request;
    // Older runners and tests may leave GITHUB_EVENT_NAME unset: a payload with a pull_request is one.
    if ((PULL_REQUEST_EVENTS.has(name) || !name) && pr && typeof pr.number === 'number') {
        const pullRequest = {
            number: pr.number,
            baseSha: String(pr.base?.sha ?? ''),
            headSha: String(pr.head?.sha ?? ''),
            labels: Array.isArray(pr.labels) ? pr.labels.map((label) => String(label?.name ?? '')) : [],
            fromFork: Boolean(pr.head?.repo?.fork) || (pr.head?.repo?.full_name !== undefined && pr.head?.repo?.full_name !== pr.base?.repo?.full_name),
        };
        return { name, pullRequest, number: pr.number };
    }
    if (name === 'workflow_run') {
        const first = payload?.workflow_run?.pull_requests?.[0]?.number;
        if (typeof first === 'number' && Number.isInteger(first) && first > 0)
            return { name, number: first };
    }
    return { name };
}

/** Action inputs -> settings and servers; every bad input is an InputError naming the input. */
function readSettings({ core, env }) {
    const input = (name, fallback) => core.getInput(name) || fallback;
    const mode = input('mode', 'check');
    const failOn = input('fail-on', 'effect-relevant');
    if (!isFailOn(failOn))
        throw new InputError(`input fail-on must be breaking, effect-relevant, cosmetic or never (got "${failOn}")`);
    if (mode !== 'check' && mode !== 'update' && mode !== 'report' && mode !== 'monitor')
        throw new InputError(`input mode must be check, update, report or monitor (got "${mode}")`);
    const concurrency = Number(input('concurrency', '2'));
    if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new InputError(`input concurrency must be a whole number of at least 1 (got "${core.getInput('concurrency')}")`);
    const workspace = ownValue(env, 'GITHUB_WORKSPACE');
    const cwd = resolve(workspace ?? process.cwd(), input('working-directory', '.'));
    // A config's paths stay inside the workspace; an input's may lead anywhere but out through a link in it.
    const root = workspace ?? repositoryRoot(cwd);
    const place = (name, path) => typedPath(root, resolve(cwd, path), `input ${name}`);
    const transcriptDir = core.getInput('transcript-dir') ? place('transcript-dir', core.getInput('transcript-dir')) : undefined;
    const annotations = input('annotations', 'true');
    if (annotations !== 'true' && annotations !== 'false')
        throw new InputError(`input annotations must be true or false (got "${annotations}")`);
    const semver = core.getInput('semver') || undefined;
    if (semver !== undefined && !SEMVER_MODES.includes(semver))
        throw new InputError(`input semver must be off, warn or enforce (got "${semver}")`);
    const approveOnMajorBump = input('approve-on-major-bump', 'false');
    if (approveOnMajorBump !== 'true' && approveOnMajorBump !== 'false')
        throw new InputError(`input approve-on-major-bump must be true or false (got "${approveOnMajorBump}")`);
    const approve = acceptTerms({ reason: core.getInput('approve-reason') || undefined, expires: core.getInput('approve-expires') || undefined }, APPROVE_INPUTS);
    if (approve && mode !== 'update')
        throw new InputError(`input approve-reason goes with mode: update (got mode ${mode}): it accepts the breaking changes the update makes`);
    return {
        cwd,
        root,
        mode,
        failOn,
        ...(semver ? { semver: semver } : {}),
        concurrency,
        comment: commentMode(core),
        annotations: annotations === 'true',
        prNumber: prNumberInput(core),
        approveLabel: input('approve-label', DEFAULT_APPROVE_LABEL),
        policyFile: resolve(cwd, input('policy-file', DEFAULT_POLICY_FILE)),
        approveOnMajorBump: approveOnMajorBump === 'true',
        ...(approve ? { approve } : {}),
        token: core.getInput('github-token'),
        // By default the report is the runner's, not a file in the repository that a later `git add` would take.
        reportPath: core.getInput('report-path') ? place('report-path', core.getInput('report-path')) : join(ownValue(env, 'RUNNER_TEMP') || tmpdir(), 'mcp-contract-report.json'),
        formats: formatsInput(core.getInput('format'), (file) => place('format', file)),
        transcriptDir,
        transcriptBodies: core.getInput('transcript-bodies') === 'true',
    };
}
/** The inputs that accept, named as `update --approve` names its options in an error. */
const APPROVE_INPUTS = { reason: 'input approve-reason', expires: 'input approve-expires' };
/** The format input: NAME=FILE entries, one a line or comma-separated; every file passes `place`. */
function formatsInput(text, place) {
    const entries = text
        .split(/[\n,]/)
        .map((entry) => entry.trim())
        .filter(Boolean);
    return entries.map((entry) => {
        const at = entry.indexOf('=');
        const name = at === -1 ? entry : entry.slice(0, at);
        const file = at === -1 ? '' : entry.slice(at + 1).trim();
        if (!isFormatName(name))
            throw new InputError(`input format: ${JSON.stringify(name.slice(0, 60))} is not a format (${FORMAT_NAMES.join(', ')})`);
        if (!file)
            throw new InputError(`input format: ${name} needs a file, as ${name}=FILE`);
        return { name, file: place(file) };
    });
}
/** The comment input: always, on-change (default) or never; true and false, its old values, mean always and never. */
function commentMode(core) {
    const value = core.getInput('comment') || 'on-change';
    if (value === 'always' || value === 'true')
        return 'always';
    if (value === 'never' || value === 'false')
        return 'never';
    if (value === 'on-change')
        return value;
    throw new InputError(`input comment must be always, on-change or never (got "${value}")`);
}
function prNumberInput(core) {
    const text = core.getInput('pr-number');
    if (!text)
        return undefined;
    const number = Number(text);
    if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(number) || number < 1)
        throw new InputError(`input pr-number must be a pull request number (got "${text}")`);
    return number;
}
/** The servers from the inputs, or from the config file (inside the workspace `root`). */
async function actionConfig({ core }, cwd, root) {
    const command = core.getInput('command');
    const url = core.getInput('url');
    if (command || url) {
        const args = core
            .getInput('args')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean);
        const headers = Object.fromEntries(core
            .getInput('headers')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .map(headerLine));
        const config = commandLineConfig({
            name: core.getInput('server-name') || undefined,
            command: command ? [command, ...args] : undefined,
            url: url || undefined,
            contract: core.getInput('contract') || undefined,
            cwd,
        });
        for (const server of config.servers)
            if (server.transport.kind !== 'stdio')
                server.transport.headers = headers;
        return config;
    }
    const named = core.getInput('config');
    const file = named ? resolve(cwd, named) : findDefaultConfig(cwd);
    if (!file)
        throw new InputError('no server: set the config input, or command (and args), or url');
    const config = await loadConfig(file, root);
    for (const warning of config.warnings ?? [])
        core.warning(warning);
    return config;
}
/**
 * Timeout inputs override every server's: the job's budget is the workflow's business. `timeout`
 * and `total-timeout` are named like the CLI's options; the older `-ms` names still work.
 */
function withTimeouts(core, config) {
    const read = (name, older) => {
        if (older && core.getInput(name) && core.getInput(older))
            throw new InputError(`inputs ${name} and ${older} are one setting: give one of them`);
        const used = older && !core.getInput(name) ? older : name;
        return milliseconds(core.getInput(used), `input ${used}`);
    };
    return overrideTimeouts(config, { requestMs: read('timeout', 'request-timeout-ms'), totalMs: read('total-timeout', 'total-timeout-ms'), oracleMs: read('oracle-timeout-ms') });
}
function headerLine(line) {
    const colon = line.indexOf(':');
    if (colon < 1)
        throw new InputError(`input headers: "${line.slice(0, 40)}" is not "Name: value"`);
    return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
}
/** The run's secrets: masked in the runner's log (setSecret), and redacted from everything the gate writes. */
function registerSecrets({ core, env, redactor }, servers, token) {
    const secrets = secretValues(servers, env, token);
    for (const secret of new Set(secrets))
        if (secret.length > 0 && !redactor.has(secret))
            core.setSecret(secret);
    redactor.add(secrets);
}

const $schema = "https://json-schema.org/draft/2020-12/schema";
const $id = "https://mcp-contract-gate.dev/schemas/report-v1.schema.json";
const title = "mcp-contract-gate report (format version 1)";
const description = "The machine-readable cause of a check or diff: the verdict, counts per level, and per server its negotiated revision, capabilities and classified changes.";
const type = "object";
const required = [
	"format",
	"formatVersion",
	"failOn",
	"highest",
	"counts",
	"servers"
];
const additionalProperties = false;
const properties = {
	format: {
		"const": "mcp-contract-report"
	},
	formatVersion: {
		"const": 1
	},
	verdict: {
		"enum": [
			"pass",
			"fail",
			"error"
		],
		description: "pass, fail (at least one cause) or error (a server not compared). Absent from the JSON report of a run that gates nothing (diff without --fail-on)."
	},
	failOn: {
		"enum": [
			"cosmetic",
			"effect-relevant",
			"breaking",
			"never"
		],
		description: "The lowest level that fails the gate; never: the run reports without failing on a change."
	},
	highest: {
		$ref: "#/$defs/levelOrNone",
		description: "The highest level of the drift (live server against golden contract) and the intended change (golden contract at the pull request's base against its head) together: the same value in the JSON report, the hidden cause, the action's `highest` output, SARIF and every printed headline."
	},
	driftHighest: {
		$ref: "#/$defs/levelOrNone",
		description: "The highest level of the drift: the live server against the golden contract (or the second contract file of a diff against the first)."
	},
	intendedHighest: {
		$ref: "#/$defs/levelOrNone",
		description: "The highest level of the intended change: the golden contract at the pull request's base against its head; none without a review."
	},
	counts: {
		$ref: "#/$defs/counts",
		description: "The drift's changes by level (the intended change's are each server's review.counts)."
	},
	servers: {
		type: "array",
		items: {
			type: "object",
			required: [
				"name",
				"contract",
				"status",
				"highest",
				"counts",
				"changes",
				"notes"
			],
			additionalProperties: false,
			properties: {
				name: {
					type: "string"
				},
				contract: {
					type: "string"
				},
				status: {
					"enum": [
						"compared",
						"error",
						"removed"
					]
				},
				error: {
					type: "object",
					required: [
						"exitCode",
						"message"
					],
					additionalProperties: false,
					properties: {
						exitCode: {
							type: "integer"
						},
						message: {
							type: "string"
						}
					}
				},
				protocol: {
					type: "object",
					required: [
						"era",
						"revision"
					],
					properties: {
						era: {
							type: "string"
						},
						revision: {
							type: "string"
						}
					}
				},
				capabilities: {
					type: "object"
				},
				highest: {
					$ref: "#/$defs/levelOrNone",
					description: "This server's highest level of the drift and the intended change together (as the top-level highest)."
				},
				counts: {
					$ref: "#/$defs/counts",
					description: "This server's drift by level."
				},
				changes: {
					type: "array",
					items: {
						$ref: "#/$defs/change"
					}
				},
				notes: {
					type: "array",
					items: {
						type: "string"
					}
				},
				review: {
					description: "The intended change of the pull request: the golden contract at the PR base against the one at its head.",
					type: "object",
					required: [
						"base",
						"highest",
						"counts",
						"changes",
						"approved",
						"unapproved"
					],
					additionalProperties: false,
					properties: {
						base: {
							type: "string"
						},
						highest: {
							$ref: "#/$defs/levelOrNone",
							description: "The highest level of this server's intended change."
						},
						counts: {
							$ref: "#/$defs/counts"
						},
						changes: {
							type: "array",
							items: {
								$ref: "#/$defs/change"
							}
						},
						approved: {
							type: "array",
							items: {
								type: "object",
								required: [
									"fingerprint",
									"by"
								],
								additionalProperties: false,
								properties: {
									fingerprint: {
										type: "string"
									},
									by: {
										type: "string"
									}
								}
							},
							description: "The breaking intended changes an approval covers, each with what approved it (the label, an acceptance's reason, a major version bump)."
						},
						unapproved: {
							type: "array",
							items: {
								type: "string"
							}
						},
						note: {
							type: "string"
						},
						expired: {
							type: "array",
							description: "Unapproved fingerprints whose acceptance in the policy file lapsed: each is a cause of kind expired.",
							items: {
								type: "object",
								required: [
									"fingerprint",
									"expires"
								],
								additionalProperties: false,
								properties: {
									fingerprint: {
										type: "string"
									},
									expires: {
										type: "string",
										pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
									}
								}
							}
						}
					}
				},
				evidence: {
					description: "Checked facts about the live server (negotiation policy, lifecycle, schemas, canonical examples, subscription probe, protocol matrix). A failing item fails the gate like a change of its level.",
					type: "array",
					items: {
						type: "object",
						required: [
							"check",
							"status",
							"subject",
							"message"
						],
						additionalProperties: false,
						properties: {
							check: {
								type: "string",
								pattern: "^[a-z0-9_]+$"
							},
							status: {
								"enum": [
									"pass",
									"fail",
									"info"
								]
							},
							level: {
								$ref: "#/$defs/level"
							},
							subject: {
								type: "string"
							},
							message: {
								type: "string"
							},
							details: {
							}
						}
					}
				},
				semver: {
					description: "Semver advice (with --semver or the semver config key): the smallest version bump the changes require (breaking: major, effect-relevant: minor, cosmetic: patch; in 0.x the minor number acts as major), compared with serverInfo.version at base (the golden contract) and head (the live server, or the second contract of a diff). Under enforce, too-small fails the gate.",
					type: "object",
					required: [
						"mode",
						"status",
						"required",
						"base",
						"head",
						"message"
					],
					additionalProperties: false,
					properties: {
						mode: {
							"enum": [
								"warn",
								"enforce"
							]
						},
						status: {
							description: "ok: bumped enough; too-small: not (or the version went down); unknown: a version is missing or not semver (never fails).",
							"enum": [
								"ok",
								"too-small",
								"unknown"
							]
						},
						required: {
							description: "The bump the changes require, by the plain rule.",
							"enum": [
								"none",
								"patch",
								"minor",
								"major"
							]
						},
						requiredVersion: {
							description: "The smallest version that satisfies it, from the base (0.x and pre-releases considered).",
							type: "string"
						},
						base: {
							description: "serverInfo.version at base, as given; null when absent or not a string.",
							anyOf: [
								{
									type: "string"
								},
								{
									type: "null"
								}
							]
						},
						head: {
							description: "serverInfo.version at head, as given; null when absent or not a string.",
							anyOf: [
								{
									type: "string"
								},
								{
									type: "null"
								}
							]
						},
						cause: {
							description: "The change that sets the requirement.",
							type: "object",
							required: [
								"rule",
								"entity",
								"fingerprint"
							],
							additionalProperties: false,
							properties: {
								rule: {
									type: "string"
								},
								entity: {
									type: "string"
								},
								fingerprint: {
									type: "string",
									pattern: "^[0-9a-f]{16}$"
								}
							}
						},
						message: {
							description: "One line, e.g. requires 2.0.0 (base 1.4.2, head 1.5.0): too small, major for tool-removed on tool:x",
							type: "string"
						}
					}
				},
				contextCost: {
					description: "What the tool definitions (name, title, description, inputSchema, outputSchema, annotations) cost a model, in tokens of the named tokenizer (gpt-tokenizer o200k_base; other models count differently): before (the golden contract) and after (the live server), in total and per tool (0 on the side that lacks it). The tools object is keyed by tool name, any string.",
					type: "object",
					required: [
						"tokenizer",
						"before",
						"after",
						"tools"
					],
					additionalProperties: false,
					properties: {
						tokenizer: {
							type: "string"
						},
						before: {
							type: "integer",
							minimum: 0
						},
						after: {
							type: "integer",
							minimum: 0
						},
						tools: {
							type: "object",
							additionalProperties: {
								type: "object",
								required: [
									"before",
									"after"
								],
								additionalProperties: false,
								properties: {
									before: {
										type: "integer",
										minimum: 0
									},
									after: {
										type: "integer",
										minimum: 0
									}
								}
							}
						}
					}
				},
				ignored: {
					description: "Changes that an ignore entry of the config left out of the gate (not counted, never failing), each with the entry's reason.",
					type: "array",
					items: {
						type: "object",
						required: [
							"change",
							"reason",
							"matched"
						],
						additionalProperties: false,
						properties: {
							change: {
								$ref: "#/$defs/change"
							},
							reason: {
								type: "string"
							},
							matched: {
								type: "object",
								additionalProperties: false,
								properties: {
									rule: {
										type: "string"
									},
									entity: {
										type: "string"
									},
									pointer: {
										type: "string"
									}
								}
							}
						}
					}
				}
			}
		}
	},
	causes: {
		description: "Every cause of the verdict, worst first: the items of the hidden cause (docs/cause.schema.json), never trimmed. Absent from reports written before it was added, and with the verdict from a run that gates nothing.",
		type: "array",
		items: {
			$ref: "#/$defs/cause"
		}
	}
};
const $defs = {
	level: {
		"enum": [
			"cosmetic",
			"effect-relevant",
			"breaking"
		]
	},
	levelOrNone: {
		"enum": [
			"none",
			"cosmetic",
			"effect-relevant",
			"breaking"
		]
	},
	counts: {
		type: "object",
		required: [
			"cosmetic",
			"effect-relevant",
			"breaking"
		],
		additionalProperties: false,
		properties: {
			cosmetic: {
				type: "integer",
				minimum: 0
			},
			"effect-relevant": {
				type: "integer",
				minimum: 0
			},
			breaking: {
				type: "integer",
				minimum: 0
			}
		}
	},
	change: {
		type: "object",
		required: [
			"rule",
			"level",
			"entity",
			"pointer",
			"message",
			"fingerprint"
		],
		additionalProperties: false,
		properties: {
			rule: {
				type: "string",
				pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"
			},
			level: {
				$ref: "#/$defs/level"
			},
			entity: {
				type: "string"
			},
			pointer: {
				type: "string",
				pattern: "^(/.*)?$"
			},
			before: {
			},
			after: {
			},
			message: {
				type: "string"
			},
			fingerprint: {
				type: "string",
				pattern: "^[0-9a-f]{16}$"
			},
			item: {
				type: "string",
				description: "The changed item where the pointer alone does not name it: a property, an enum value, a type, a bound."
			},
			witness: {
				type: "object",
				description: "Proof of a breaking schema change: a value ajv accepts under exactly one of the two schemas. A value whose JSON is longer than 2,000 characters is given by its shape instead.",
				required: [
					"validBefore",
					"validAfter"
				],
				oneOf: [
					{
						properties: {
							value: {
							}
						},
						required: [
							"value"
						]
					},
					{
						properties: {
							shape: {
								type: "string"
							}
						},
						required: [
							"shape"
						]
					}
				],
				additionalProperties: false,
				properties: {
					value: {
					},
					shape: {
						type: "string",
						description: "The witness described where it is too large to inline, e.g. {\"message\":<a string of 15,001 characters: \"aaaa…\">}."
					},
					validBefore: {
						type: "boolean"
					},
					validAfter: {
						type: "boolean"
					}
				}
			},
			levelSetBy: {
				type: "object",
				description: "Present when the config gave the change another level than its rule's: where (origin), and the rule's own level.",
				required: [
					"origin",
					"ruleLevel"
				],
				additionalProperties: false,
				properties: {
					origin: {
						type: "string"
					},
					ruleLevel: {
						$ref: "#/$defs/level"
					}
				}
			}
		}
	},
	cause: {
		oneOf: [
			{
				description: "A server that could not be compared.",
				type: "object",
				required: [
					"kind",
					"server",
					"exitCode",
					"message"
				],
				additionalProperties: false,
				properties: {
					kind: {
						"const": "error"
					},
					server: {
						type: "string"
					},
					exitCode: {
						type: "integer"
					},
					message: {
						type: "string"
					}
				}
			},
			{
				description: "change: a drift at or above fail-on; unapproved: a breaking intended change no approval covers; expired: one whose acceptance in the policy file lapsed (`expired` is the day it expired on: renew it); evidence: a failing check (rule evidence-*); semver: serverInfo.version bumped too little under semver: enforce. rule, entity and pointer are empty for an unapproved or expired fingerprint whose change the report does not hold.",
				type: "object",
				required: [
					"kind",
					"server",
					"fingerprint",
					"rule",
					"level",
					"entity",
					"pointer"
				],
				additionalProperties: false,
				properties: {
					kind: {
						"enum": [
							"change",
							"unapproved",
							"expired",
							"evidence",
							"semver"
						]
					},
					server: {
						type: "string"
					},
					fingerprint: {
						type: "string"
					},
					rule: {
						type: "string",
						description: "A rule id of docs/rules.md, an evidence check's id (docs/evidence.md), or semver-bump-too-small."
					},
					level: {
						$ref: "#/$defs/level"
					},
					entity: {
						type: "string",
						description: "tool:NAME, resource:URI, prompt:NAME, … or the evidence check's subject."
					},
					pointer: {
						type: "string",
						description: "A JSON pointer into the contract; empty for evidence."
					},
					expired: {
						type: "string",
						pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
						description: "kind expired only: the acceptance's expires day (YYYY-MM-DD), the last day it held."
					}
				}
			}
		]
	}
};
var reportSchema = {
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

const checkReport = compileValidator(reportSchema);
/** Reads JSON reports named one per line (files, or directories of *.json: downloaded artifacts). */
async function readReports(input, cwd) {
    const names = input
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    if (names.length === 0)
        throw new InputError('mode report needs the reports input: JSON report files or directories, one per line');
    const files = [];
    for (const name of names) {
        const path = resolve(cwd, name);
        const info = await stat(path).catch(() => undefined);
        if (!info)
            throw new InputError(`report ${path}: no such file or directory`);
        const found = info.isDirectory()
            ? (await readdir(path, { recursive: true }))
                .filter((f) => f.endsWith('.json'))
                .sort()
                .map((f) => join(path, f))
            : [path];
        for (const file of found)
            files.push(file);
    }
    return Promise.all(files.map(async (file) => parseReport(await readUserFile(file, 'report'), file)));
}
function parseReport(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new InputError(`report ${file} at /: not JSON (${error.message})`);
    }
    const problem = checkReport(data)[0] ?? untrustedTextProblem(data);
    if (problem)
        throw new InputError(`report ${file} at ${problem.pointer}: ${problem.message}`);
    return data;
}
/**
 * What a report file says that the gate prints as its own words, held to what the gate itself
 * writes there: the contract a path inside the workspace, the protocol a known era and one of
 * its revisions. A report is an artifact another job (perhaps a fork's) uploaded.
 */
function untrustedTextProblem(report) {
    for (const [index, server] of report.servers.entries()) {
        const at = `/servers/${index}`;
        if (!insideWorkspace(server.contract))
            return { pointer: `${at}/contract`, message: `"${oneLine(server.contract, 80)}" is not a relative path inside the workspace` };
        const protocol = server.protocol;
        if (!protocol)
            continue;
        if (protocol.era !== 'handshake' && protocol.era !== 'stateless')
            return { pointer: `${at}/protocol/era`, message: `"${oneLine(protocol.era, 40)}" is not an era (handshake, stateless)` };
        if (eraOf(protocol.revision) !== protocol.era) {
            const known = protocol.era === 'handshake' ? HANDSHAKE_REVISIONS : STATELESS_REVISIONS;
            return { pointer: `${at}/protocol/revision`, message: `"${oneLine(protocol.revision, 40)}" is not a revision of the ${protocol.era} era (${known.join(', ')})` };
        }
    }
    return undefined;
}
/** A path as the gate writes it into a report: relative, normalised, not climbing out. */
function insideWorkspace(path) {
    const normal = posix.normalize(path);
    return normal === path && normal !== '.' && normal !== '..' && !normal.startsWith('../') && !posix.isAbsolute(path) && !win32.isAbsolute(path);
}
/** One report from many (matrix jobs, or a report made by another run): one comment, one verdict. */
function mergeReports(reports, failOn) {
    return assembleReport(reports.flatMap((report) => report.servers), failOn);
}

/**
 * One sticky comment per workflow and server set, found again by its hidden marker (through
 * every page of comments) AND its author, and updated in place. The author check: with a
 * personal token, GET /user names the token's user and only that user's comment is taken;
 * with an installation token (GITHUB_TOKEN, whose comments are by `github-actions[bot]`, or a
 * GitHub App's), GET /user is refused and only a comment by a bot account is taken. A
 * comment a person wrote (or pasted) with the marker is never edited: the gate writes its
 * own. `markers` are tried in order (the first is the one the body carries); `create: false`
 * updates an existing comment only (comment: on-change, nothing to say).
 *
 * A read-only token (a fork's) gets 403: that is an outcome, not a crash; the summary,
 * annotations, outputs and exit code still carry the verdict.
 */
async function upsertComment(api, issue, markers, body, options = { create: true }) {
    try {
        const comments = await api.list(issue);
        let me;
        const owned = async (comment) => {
            me ??= api.me().catch(() => undefined);
            const login = await me;
            if (login !== undefined)
                return comment.user?.login === login;
            return comment.user?.type === 'Bot';
        };
        let existing;
        for (const marker of markers) {
            for (const comment of comments) {
                if (comment.body?.startsWith(marker) && (await owned(comment))) {
                    existing = comment;
                    break;
                }
            }
            if (existing)
                break;
        }
        if (existing) {
            const updated = await api.update(existing.id, body);
            return { posted: 'updated', id: updated.id, url: updated.url ?? existing.html_url };
        }
        if (!options.create)
            return { posted: 'skipped', reason: 'in sync and never commented (comment: on-change)' };
        const created = await api.create(issue, body);
        return { posted: 'created', id: created.id, url: created.url };
    }
    catch (error) {
        const status = error.status;
        const why = status === 403 || status === 404
            ? `the token may not write to this pull request (HTTP ${status}; a fork's pull_request token is read-only)`
            : `GitHub answered ${status ?? 'with an error'}: ${error.message}`;
        return { posted: false, reason: why };
    }
}

function annotate({ core }, report, goldens) {
    for (const annotation of annotationsFor(report, goldens)) {
        const properties = { title: annotation.title, file: annotation.file, startLine: annotation.line };
        if (annotation.kind === 'error')
            core.error(annotation.message, properties);
        else if (annotation.kind === 'warning')
            core.warning(annotation.message, properties);
        else
            core.notice(annotation.message, properties);
    }
}
/** A message as the repository names things: the runner's workspace prefix taken off its paths. */
function withRepositoryPaths(root, message) {
    if (root.length <= 1)
        return message;
    return message.split(`${root}${sep}`).join('');
}
/** The workflow run (for the comment's foot and the trimmed-report pointer). */
function runUrlOf(env) {
    return env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
}
/**
 * docs/rules.md of the gate that runs, at its ref: GITHUB_ACTION_REPOSITORY and
 * GITHUB_ACTION_REF for a `uses: owner/repo@ref` step; for `uses: ./` (the action in the
 * workspace), the workflow's repository at GITHUB_SHA. Undefined when neither is known: the
 * rule ids are then plain code.
 */
function rulesUrlOf(env, actionRoot) {
    const server = env.GITHUB_SERVER_URL || 'https://github.com';
    const path = (repo, ref, dir) => `${server}/${repo}/blob/${encodeURIComponent(ref)}/${dir ? `${dir.split('/').map(encodeURIComponent).join('/')}/` : ''}docs/rules.md`;
    if (env.GITHUB_ACTION_REPOSITORY && env.GITHUB_ACTION_REF)
        return path(env.GITHUB_ACTION_REPOSITORY, env.GITHUB_ACTION_REF, '');
    const workspace = env.GITHUB_WORKSPACE;
    if (actionRoot && workspace && env.GITHUB_REPOSITORY && env.GITHUB_SHA) {
        const rel = relative(workspace, actionRoot);
        if (!rel.startsWith('..') && !isAbsolute(rel))
            return path(env.GITHUB_REPOSITORY, env.GITHUB_SHA, rel.split(sep).join('/'));
    }
    return undefined;
}
/** The sticky comment's markers: this run's key first, then the workflow's "servers unknown" key (a config error's comment, adopted). */
function commentMarkers(core, env, servers) {
    const given = core.getInput('comment-key');
    if (given)
        return [commentMarker(given)];
    const workflow = env.GITHUB_WORKFLOW ?? 'mcp-contract';
    const unknown = commentMarker(`${workflow}:`);
    if (servers)
        return [commentMarker(`${workflow}:${[...servers].sort().join(',')}`), unknown];
    // The servers are not known (the config could not be read): this workflow's latest comment, whatever its servers.
    return [unknown, unknown.replace(/ -->$/, '')];
}
/** The sticky comment, and its outputs; every way it is not posted is said in one line. */
async function postComment({ deps, settings, issue, event, servers, body, worthSaying }) {
    const { core, env } = deps;
    if (settings.comment === 'never')
        return;
    if (issue === undefined) {
        const line = `no pull request to comment on (event ${event.name || 'unknown'}): set the pr-number input, or run on pull_request; the verdict is in the job summary and the outputs`;
        // report mode is there to comment, and a workflow_run is about a pull request: say so loudly there only.
        if (settings.mode === 'report' || event.name === 'workflow_run')
            core.warning(line);
        else
            core.info(line);
        return;
    }
    if (!settings.token) {
        core.warning('no github-token: the pull request comment is skipped');
        return;
    }
    const markers = commentMarkers(core, env, servers);
    const outcome = await upsertComment(deps.comments(settings.token), issue, markers, deps.redactor.text(body(markers[0])), { create: settings.comment === 'always' || worthSaying });
    if (outcome.posted === 'skipped')
        core.info(`PR comment skipped: ${outcome.reason}`);
    else if (outcome.posted) {
        core.info(`PR comment ${outcome.posted}: ${outcome.url ?? outcome.id}`);
        core.setOutput('comment-id', String(outcome.id));
        if (outcome.url)
            core.setOutput('comment-url', outcome.url);
    }
    else
        core.warning(`could not comment on pull request #${issue}: ${outcome.reason}. The verdict is in the job summary, the annotations and the outputs; for fork pull requests see the two-workflow pattern in the README.`);
}
/** Whether a comment: on-change run has anything to say: a failure, a drift, an intended change, failing evidence. */
function worthSaying(report) {
    return report.verdict !== 'pass' || report.servers.some((s) => s.changes.length > 0 || (s.review?.changes.length ?? 0) > 0 || (s.evidence ?? []).some((e) => e.status === 'fail'));
}
function approvalHintOf(settings) {
    return { label: settings.approveLabel, policyFile: repositoryPath(settings.root, settings.policyFile), majorBump: settings.approveOnMajorBump };
}
/** Summary, report file, outputs, the sticky comment, and the exit code. */
async function publish(deps, settings, given, extras, issue, event) {
    const { core, env } = deps;
    const report = deps.redactor.value(given); // before rendering: Markdown escaping would change a secret's form
    const runUrl = runUrlOf(env);
    const rulesUrl = rulesUrlOf(env, deps.actionRoot);
    const approval = approvalHintOf(settings);
    // The comment and the summary are the markdown format, at their size limits, with this run's links and approval ways.
    const markdown = (limit, marker) => FORMATS.markdown.render(report, { acceptCommands: extras.accept ?? {}, markdown: { marker, diffs: extras.diffs ?? {}, fullReportUrl: runUrl, rulesUrl, approval, limit } });
    core.info(FORMATS.terminal.render(report, { title: 'mcp-contract check' }));
    await writeFileAtomic(settings.reportPath, FORMATS.json.render(report));
    for (const { name, file } of settings.formats)
        await writeFileAtomic(file, deps.redactor.text(FORMATS[name].render(report, extras.formatContext)));
    await core.summary.addRaw(markdown(SUMMARY_LIMIT), true).write();
    const headline = headlineOf(report);
    setOutputs(core, report, headline, settings.reportPath);
    await postComment({ deps, settings, issue, event, servers: report.servers.map((s) => s.name), body: (marker) => markdown(COMMENT_LIMIT, marker), worthSaying: worthSaying(report) });
    const exitCode = exitCodeOf(report);
    if (exitCode !== ExitCode.pass)
        core.setFailed(failureLine(report, headline, approval, extras.expired ?? {}, extras.accept ?? {}, genericApproveCommand(settings.cwd)));
    return exitCode;
}
/**
 * The one `::error::` line: the verdict and the gate's worst cause (src/policy/gate.ts ranks
 * them), then how many more. An unapproved breaking intended change says how to approve it.
 */
function failureLine(report, headline, approval, expired, accept = {}, generic = genericApproveCommand(process.cwd())) {
    const { causes } = decideGate(report.servers, report.failOn);
    const errors = causes.filter((cause) => cause.kind === 'error');
    if (report.verdict === 'error' && errors.length > 0) {
        const more = errors.length > 1 ? ` (and ${errors.length - 1} more server${errors.length === 2 ? '' : 's'} not compared; see the job summary)` : '';
        return `mcp-contract: error: ${oneLine(errors[0].message, 1000)}${more}`;
    }
    const head = `mcp-contract: ${report.verdict} (highest change: ${headline.level}, fail-on: ${report.failOn})`;
    if (causes.length === 0)
        return head;
    const more = causes.length > 1 ? ` (and ${causes.length - 1} more; see the job summary)` : '';
    return `${head}: ${causeLine(causes[0], approval, expired, { accept, generic })}${more}`;
}
function causeLine(cause, approval, expired, { accept, generic }) {
    const server = oneLine(cause.server, 80);
    switch (cause.kind) {
        case 'error':
            return `${server}: ${oneLine(cause.message, 1000)}`;
        case 'change':
            return `${server}: ${cause.level} ${cause.change.rule} (${oneLine(cause.change.entity, 120)}): ${oneLine(cause.change.message, 300)}`;
        case 'evidence':
            return `${server}: ${cause.level} evidence ${cause.evidence.check} (${oneLine(cause.evidence.subject, 120)}): ${oneLine(cause.evidence.message, 300)}`;
        case 'semver':
            return `${server}: semver: ${oneLine(cause.advice.message, 300)}`;
        case 'unapproved': {
            // Without its change, the fingerprint is only a report file's text.
            const what = cause.change ? `${cause.change.rule} (${oneLine(cause.change.entity, 120)}), fingerprint ${cause.fingerprint}` : `fingerprint ${oneLine(cause.fingerprint, 40)}`;
            const lapsed = Object.hasOwn(expired, cause.fingerprint) ? `; its acceptance in ${approval.policyFile} expired on ${expired[cause.fingerprint]}` : '';
            const ways = [
                `add the label ${approval.label} to the pull request`,
                // The server's own accept command where the run built one (the comment shows the same); a merged report has none.
                `accept it with a reason in ${approval.policyFile} (${ownValue(accept, cause.server)?.approve ?? generic} writes it)`,
                ...(approval.majorBump ? ['bump the major version of the server'] : []),
            ];
            return `${server}: ${cause.level} intended change not approved: ${what}${lapsed}; ${ways.slice(0, -1).join(', ')} or ${ways.at(-1)}`;
        }
    }
}
/** The `cause` output's JSON at most: each failing change, trimmed from the lowest level up past it (the report file has everything). */
const CAUSE_OUTPUT_LIMIT = 64 * 1024;
function setOutputs(core, report, headline, reportPath) {
    core.setOutput('verdict', report.verdict);
    core.setOutput('highest', headline.level);
    core.setOutput('drift-highest', headline.drift);
    core.setOutput('intended-highest', headline.intended);
    for (const [level, count] of Object.entries(report.counts))
        core.setOutput(level, count);
    core.setOutput('approved', [...new Set(headline.approved)].join(','));
    core.setOutput('unapproved', [...new Set(headline.unapproved)].join(','));
    core.setOutput('cause', JSON.stringify(causeDocument(report, CAUSE_OUTPUT_LIMIT)));
    core.setOutput('report-path', reportPath);
    core.setOutput('contract-changed', 'false');
}
/**
 * A gate that could not run still says why where people look: the job summary, the sticky
 * comment (when a token and a pull request exist; update mode never comments) and the verdict
 * output. Never throws: the original error is the one to report.
 */
async function publishFailure(deps, context, message, lenient) {
    const { core, env } = deps;
    const settings = context.settings ?? lenient();
    const runUrl = runUrlOf(env);
    const rulesUrl = rulesUrlOf(env, deps.actionRoot);
    core.setOutput('verdict', 'error');
    try {
        await core.summary.addRaw(renderFailureMarkdown(message, { fullReportUrl: runUrl, rulesUrl }), true).write();
    }
    catch (error) {
        core.info(`could not write the job summary: ${oneLine(error.message)}`);
    }
    if (settings.mode === 'update')
        return;
    const event = context.event ?? { name: env.GITHUB_EVENT_NAME ?? '' };
    try {
        await postComment({
            deps,
            settings,
            issue: settings.prNumber ?? event.number,
            event,
            servers: context.servers,
            body: (marker) => renderFailureMarkdown(message, { marker, fullReportUrl: runUrl, rulesUrl }),
            worthSaying: true,
        });
    }
    catch (error) {
        core.info(`could not comment: ${oneLine(error.message)}`);
    }
}

/**
 * Runs the gate from action inputs; returns the exit code. Whatever fails (an input, the
 * config, the policy file, the gate itself) still writes the job summary and the sticky
 * comment before the error goes up to main.ts, which makes it the `::error::` line.
 */
async function runAction(deps) {
    const context = { event: workflowEvent(deps.env) };
    try {
        return await gate(deps, context);
    }
    catch (error) {
        const root = context.settings?.root ?? deps.env.GITHUB_WORKSPACE ?? '';
        const message = withRepositoryPaths(root, error instanceof GateError ? error.message : internalErrorLine(error));
        await publishFailure(deps, context, message, () => lenientSettings(deps));
        if (error instanceof GateError)
            throw new GateError(message, error.exitCode, error);
        throw error;
    }
}
/** The comment's settings when the inputs themselves are wrong: each read on its own, a bad one falls back. */
function lenientSettings({ core }) {
    const attempt = (read, fallback) => {
        try {
            return read();
        }
        catch {
            return fallback;
        }
    };
    const mode = core.getInput('mode');
    return {
        comment: attempt(() => commentMode(core), 'on-change'),
        token: core.getInput('github-token'),
        mode: mode === 'update' || mode === 'report' ? mode : 'check',
        prNumber: attempt(() => prNumberInput(core), undefined),
    };
}
async function gate(deps, context) {
    const event = context.event;
    registerSecrets(deps, [], deps.core.getInput('github-token')); // the token before anything can fail
    const settings = readSettings(deps);
    context.settings = settings;
    const issue = settings.prNumber ?? event.number;
    if (settings.mode === 'report') {
        const report = mergeReports(await readReports(deps.core.getInput('reports'), settings.cwd), settings.failOn);
        context.servers = report.servers.map((server) => server.name);
        return publish(deps, settings, report, {}, issue, event);
    }
    const config = checkPlaces(withTimeouts(deps.core, await actionConfig(deps, settings.cwd, settings.root)), settings.root);
    context.servers = config.servers.map((server) => server.name);
    registerSecrets(deps, config.servers, settings.token);
    // The base input, or the pull request's: what update accepts against, and what the review reads.
    const base = deps.core.getInput('base') || event.pullRequest?.baseSha;
    if (settings.mode === 'update')
        return update(deps, config, settings, base);
    const place = acceptPlaceInRepository(config, { cwd: settings.cwd, cd: repositoryPath(settings.root, settings.cwd), policyFile: settings.policyFile });
    const accept = commandsOf(config.servers, place);
    // The policy file matters where there is a review to approve.
    const review = base
        ? {
            base,
            prLabels: event.pullRequest?.labels ?? [],
            approveLabel: settings.approveLabel,
            majorBumpApproves: settings.approveOnMajorBump,
            policyFile: settings.policyFile,
            ...(config.file ? { configFile: config.file } : {}),
        }
        : undefined;
    // Paths relative to the repository root: what annotations, the comment and a reader of the report need, whatever working-directory is.
    const { outcomes, report, expired } = await checkServers({
        servers: config.servers,
        env: deps.env,
        cwd: settings.cwd,
        root: settings.root,
        concurrency: settings.concurrency,
        ...(settings.transcriptDir ? { transcriptDir: settings.transcriptDir } : {}),
        recordBodies: settings.transcriptBodies,
        failOn: settings.failOn,
        semver: settings.semver,
        accept,
        ...(review ? { review } : {}),
        redactor: deps.redactor,
        warn: (text) => deps.core.warning(text),
        pathsIn: (message) => withRepositoryPaths(settings.root, message),
    });
    if (settings.transcriptDir)
        deps.core.setOutput('transcript-dir', settings.transcriptDir);
    const missing = review && missingPolicyWarning(report, settings);
    if (missing)
        deps.core.warning(missing);
    const formatContext = formatContextOf(outcomes, settings.root);
    if (settings.annotations)
        annotate(deps, report, annotatedFiles(outcomes, config.file, settings.root, formatContext));
    const diffs = deps.redactor.value(Object.fromEntries(outcomes.map((o) => [o.name, definitionDiffs(o.golden, o.current)])));
    // A server the pull request removed is accepted by name (update --server NAME), as the review found it.
    const removed = report.servers.filter((server) => server.status === 'removed').map((server) => server.name);
    const extras = { accept: withRemovedCommands(accept, removed, place), diffs, expired, ...(settings.formats.length ? { formatContext } : {}) };
    const exitCode = await publish(deps, settings, report, extras, issue, event);
    // mode: monitor (schedule, workflow_dispatch): the drift issue of this server set, opened, updated or closed (./monitor.ts).
    if (settings.mode === 'monitor')
        await (await import('./monitor.js')).publishDriftIssue(deps, settings, report, extras);
    return exitCode;
}
/**
 * Per server, the file its annotations go on: its golden contract (with its text, for the lines);
 * a removed server's, the config the pull request removed it from (its golden file is gone from the head).
 */
function annotatedFiles(outcomes, configFile, root, context) {
    const fileOf = (o) => o.removed && configFile ? { path: repositoryPath(root, configFile), text: '' } : { path: repositoryPath(root, o.contractFile), text: context.servers[o.name].contractText?.() ?? '' };
    return Object.fromEntries(outcomes.map((o) => [o.name, fileOf(o)]));
}
/**
 * The pull request's golden contract changed in a way that needs an approval, and the policy file
 * the head names is not in it: most often `update --approve` wrote it and it was never committed.
 */
function missingPolicyWarning(report, settings) {
    const open = report.servers.filter((server) => (server.review?.unapproved.length ?? 0) > 0);
    if (open.length === 0 || existsSync(settings.policyFile))
        return undefined;
    const path = repositoryPath(settings.root, settings.policyFile);
    return `the golden contract changed and ${open.length === 1 ? 'its breaking change needs' : 'the breaking changes need'} an approval, but the policy file ${path} is not in this commit; if \`update --approve\` wrote it, commit it (git add ${shellQuote(path)})`;
}
/**
 * `mode: update`: rewrite the golden contracts from the live servers, checked as `update` checks
 * them (a server that fails a probe gets none; exit 1 on failing evidence at fail-on); with
 * approve-reason, accept the breaking changes since the base in the policy file, as `update
 * --approve`. Never commits or pushes. Says what changed in the job summary.
 */
async function update({ core, env, redactor }, config, settings, base) {
    const path = (file) => repositoryPath(settings.root, file);
    const { results, removed, exitCode } = await updateServers({
        servers: config.servers,
        env,
        cwd: settings.cwd,
        failOn: settings.failOn,
        redactor,
        warn: (text) => core.warning(withRepositoryPaths(settings.root, text)),
        base: base ? { commit: base } : {},
        ...(config.file ? { configFile: config.file } : {}),
        policyFile: settings.policyFile,
        root: settings.root,
        ...(settings.approve ? { accept: settings.approve } : {}),
        done: (result) => {
            core.info(`${result.written ?? 'not written'} ${path(result.file)}`);
            for (const line of intendedLines(result, settings.approve))
                core.info(withRepositoryPaths(settings.root, line));
            for (const line of failureLines(result))
                core.error(line);
        },
        removedDone: (result) => {
            core.info(`removed ${oneLine(result.name, 80)} from the config: not run; its golden contract ${result.path} at the base counts as every entity removed`);
            for (const line of intendedLines(result, settings.approve))
                core.info(withRepositoryPaths(settings.root, line));
        },
    });
    const rows = results.map(({ name, file, written, refusals, intended }) => ({
        name,
        file: path(file),
        written,
        refused: refusals.map((item) => item.check),
        unapproved: intended?.accepted ? 0 : (intended?.unapproved.length ?? 0),
        accepted: intended?.accepted ? intended.unapproved.length : 0,
    }));
    for (const { name, path: file, intended } of removed) {
        rows.push({ name, file, removed: true, refused: [], unapproved: intended.accepted ? 0 : intended.unapproved.length, accepted: intended.accepted ? intended.unapproved.length : 0 });
    }
    const policy = [...results, ...removed].some((result) => result.intended?.accepted) ? [path(settings.policyFile)] : [];
    const updated = [...rows.filter((row) => row.written && row.written !== 'unchanged').map((row) => row.file), ...policy];
    core.setOutput('contract-changed', String(updated.length > policy.length));
    core.setOutput('updated-files', updated.join('\n'));
    await core.summary.addRaw(updateMarkdown(rows, policy, runUrlOf(env)), true).write();
    return exitCode;
}
/** The log's lines about a server's intended change: what was accepted, or what the review will need approved. */
function intendedLines({ name, intended }, approve) {
    if (!intended)
        return [];
    const listed = intended.unapproved.map((change) => `  ${change.fingerprint} ${change.rule} (${oneLine(change.entity, 120)})`);
    const since = intended.base ? ` since ${intended.base.commit.slice(0, 12)}` : '';
    if (intended.problem !== undefined)
        return approve ? [`${oneLine(name, 80)}: nothing accepted: ${intended.problem}`] : [];
    if (intended.accepted)
        return [`${oneLine(name, 80)}: accepted ${intended.unapproved.length} breaking change(s)${since} in the policy file (${intended.accepted})`, ...listed];
    if (intended.unapproved.length === 0)
        return [];
    return [`${oneLine(name, 80)}: ${intended.unapproved.length} breaking change(s)${since} the pull request's review will need approved (approve-reason, the policy file or the label)`, ...listed];
}
/** The job summary of `mode: update`: each golden contract, changed, unchanged or not written, and what to do next. */
function updateMarkdown(rows, policy, runUrl) {
    const changed = rows.filter((row) => row.written && row.written !== 'unchanged');
    const refused = rows.filter((row) => !row.written && !row.removed);
    const counted = changed.length === 0 ? 'golden contracts unchanged' : `${changed.length} golden contract${changed.length === 1 ? '' : 's'} updated`;
    const lines = [`## 📝 MCP contract: ${counted}${refused.length ? `, ${refused.length} not written` : ''}`, ''];
    lines.push('| server | golden contract | |', '| --- | --- | --- |');
    const written = (row) => {
        if (row.removed)
            return 'removed from the config: not run';
        if (!row.written)
            return `not written: evidence ${row.refused.map((check) => mdText(check, 60)).join(', ')} failed`;
        return row.written === 'unchanged' ? 'unchanged' : 'updated';
    };
    const breaking = (row) => row.accepted ? `; ${row.accepted} breaking accepted in the policy file` : row.unapproved ? `; ${row.unapproved} breaking, to approve (approve-reason, the policy file or the label)` : '';
    const state = (row) => written(row) + breaking(row);
    for (const row of rows)
        lines.push(`| ${mdText(row.name, 80)} | ${mdText(row.file, 300)} | ${state(row)} |`);
    lines.push('');
    const files = [...changed.map((row) => row.file), ...policy];
    if (files.length > 0) {
        lines.push('Nothing was committed. Review the contract diff and commit it in the pull request:', '', codeBlock(`git add ${files.map((file) => shellQuote(file)).join(' ')}\ngit commit -m "Update the MCP golden contracts"`, 'sh'), '');
    }
    if (runUrl)
        lines.push(`[Workflow run](${runUrl})`, '');
    return `${lines.join('\n').trimEnd()}\n`;
}

var action = /*#__PURE__*/Object.freeze({
    __proto__: null,
    runAction: runAction
});

export { approvalHintOf as a, rulesUrlOf as b, action as c, runUrlOf as r };
