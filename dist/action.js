import { stat, readdir, readFile } from 'node:fs/promises';
import { relative, resolve, join } from 'node:path';
import { f as classify, i as assembleReport, b as renderTerminal, a as reportJson, k as commentMarker, j as exitCodeOf, m as annotationsFor, r as renderMarkdown, C as COMMENT_LIMIT, S as SUMMARY_LIMIT, h as buildReport, d as definitionDiffs, c as checkServer } from './annotations.js';
import { e as compileValidator, g as distExports, p as parseContract, b as commandLineConfig, f as findDefaultConfig, l as loadConfig, c as checkPlaces, w as writeTranscript, h as snapshotServer, i as contractText, j as redactContract, a as writeContract } from './load.js';
import { existsSync, readFileSync } from 'node:fs';
import { f as readUserFile, I as InputError, o as oneLine, b as ownValue, c as repositoryRoot, s as secretValues, d as insideRoot, w as writeFileAtomic, E as ExitCode, a as staleTemporaryWarnings } from './process-registry.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { i as isFailOn } from './gate.js';
import 'node:os';
import 'node:worker_threads';
import 'node:url';
import './_commonjsHelpers.js';
import 'node:crypto';
import 'node:process';
import 'node:stream';
import 'child_process';
import 'path';
import 'fs';
import 'node:buffer';
import './ajv.js';
import 'process';
import 'buffer';

const $schema$1 = "https://json-schema.org/draft/2020-12/schema";
const $id$1 = "https://mcp-contract-gate.dev/schemas/policy-v1.schema.json";
const title$1 = "mcp-contract-gate policy: accepted breaking changes";
const description$1 = "Intended breaking changes, accepted by fingerprint with a reason. An acceptance never rewrites a golden contract.";
const type$1 = "object";
const additionalProperties$1 = false;
const properties$1 = {
	$schema: {
		type: "string"
	},
	accept: {
		type: "array",
		items: {
			type: "object",
			required: [
				"fingerprint",
				"reason"
			],
			additionalProperties: false,
			properties: {
				fingerprint: {
					type: "string",
					pattern: "^[0-9a-f]{16}$"
				},
				reason: {
					type: "string",
					minLength: 3
				},
				expires: {
					type: "string",
					pattern: "^\\d{4}-\\d{2}-\\d{2}$"
				}
			}
		}
	}
};
var policySchema = {
	$schema: $schema$1,
	$id: $id$1,
	title: title$1,
	description: description$1,
	type: type$1,
	additionalProperties: additionalProperties$1,
	properties: properties$1
};

const checkPolicy = compileValidator(policySchema);
/** Reads the committed acceptances; a missing file means none. A bad file is exit 2 with file and pointer. */
async function loadAcceptances(file) {
    if (!existsSync(file))
        return [];
    const text = await readUserFile(file, 'policy');
    const document = distExports.parseDocument(text, { prettyErrors: false, uniqueKeys: true });
    const syntax = document.errors[0];
    if (syntax)
        throw new InputError(`policy ${file}: not valid YAML or JSON (${syntax.message.split('\n')[0]})`);
    let data;
    try {
        data = (document.toJS() ?? {});
    }
    catch (error) {
        // yaml refuses an alias bomb here: the file's fault, not the program's.
        throw new InputError(`policy ${file}: cannot be read as data (${error.message.split('\n')[0]})`);
    }
    const problem = checkPolicy(data)[0];
    if (problem)
        throw new InputError(`policy ${file} at ${problem.pointer}: ${problem.message}`);
    return data.accept ?? [];
}

const run = promisify(execFile);
async function contractAtCommit(file, commit, cwd) {
    const path = `./${relative(cwd, file).split('\\').join('/')}`;
    try {
        await run('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd });
    }
    catch {
        return { missing: `the base commit ${commit.slice(0, 12)} is not in the clone (check out with fetch-depth: 0)` };
    }
    try {
        const { stdout } = await run('git', ['show', `${commit}:${path}`], { cwd, maxBuffer: 1 << 28 });
        return { text: stdout };
    }
    catch (error) {
        const stderr = error.stderr ?? '';
        if (/does not exist|exists on disk, but not in/.test(stderr))
            return { missing: `${path.slice(2)} does not exist at the base commit: a new contract, nothing to review` };
        return { missing: `git show ${commit.slice(0, 12)}:${path.slice(2)} failed: ${oneLine(stderr, 200)}` };
    }
}

/** Breaking intended changes need an approval: the label, an unexpired acceptance entry, or (if enabled) a major version bump. */
function approveBreaking(changes, settings, versions) {
    const approved = [];
    const unapproved = [];
    const labelled = settings.prLabels.includes(settings.label);
    const bumped = settings.majorBumpApproves && isMajorBump(versions.base, versions.head);
    for (const change of changes) {
        if (change.level !== 'breaking')
            continue;
        const acceptance = settings.acceptances.find((entry) => entry.fingerprint === change.fingerprint && !(entry.expires && entry.expires < settings.today));
        if (acceptance)
            approved.push({ fingerprint: change.fingerprint, by: `acceptance: ${acceptance.reason}` });
        else if (labelled)
            approved.push({ fingerprint: change.fingerprint, by: `label ${settings.label}` });
        else if (bumped)
            approved.push({ fingerprint: change.fingerprint, by: `major version bump ${versions.base} → ${versions.head}` });
        else
            unapproved.push(change);
    }
    return { approved, unapproved };
}
/** True when the head version's major number is above the base's (semver-like "1.4.0" → "2.0.0"). */
function isMajorBump(base, head) {
    const major = (version) => {
        const match = /^v?(\d+)\./.exec(version ?? '');
        return match ? Number(match[1]) : undefined;
    };
    const [b, h] = [major(base), major(head)];
    return b !== undefined && h !== undefined && h > b;
}

async function reviewContract(baseCommit, base, head, settings, oracleTimeoutMs) {
    if ('missing' in base)
        return { base: baseCommit, changes: [], approved: [], unapproved: [], note: base.missing };
    const before = parseContract(base.text, `${baseCommit.slice(0, 12)}:${head.server} golden contract`);
    const { changes } = await classify(before, head, oracleTimeoutMs);
    const versions = { base: stringOrUndefined(before.serverInfo?.version), head: stringOrUndefined(head.serverInfo?.version) };
    const { approved, unapproved } = approveBreaking(changes, settings, versions);
    return { base: baseCommit, changes, approved, unapproved: unapproved.map((change) => change.fingerprint) };
}
function stringOrUndefined(value) {
    return typeof value === 'string' ? value : undefined;
}

/** Reads GITHUB_EVENT_PATH (a pull_request or pull_request_target payload); undefined for other events. */
function pullRequestOf(env) {
    const path = env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    let payload;
    try {
        payload = JSON.parse(readFileSync(path, 'utf8'));
    }
    catch {
        return undefined;
    }
    const pr = payload.pull_request;
    if (!pr || typeof pr.number !== 'number')
        return undefined;
    return {
        number: pr.number,
        baseSha: String(pr.base?.sha ?? ''),
        headSha: String(pr.head?.sha ?? ''),
        labels: Array.isArray(pr.labels) ? pr.labels.map((label) => String(label?.name ?? '')) : [],
        fromFork: Boolean(pr.head?.repo?.fork) || (pr.head?.repo?.full_name !== undefined && pr.head?.repo?.full_name !== pr.base?.repo?.full_name),
    };
}

/** Action inputs -> settings and servers; every bad input is an InputError naming the input. */
function readSettings({ core, env }) {
    const input = (name, fallback) => core.getInput(name) || fallback;
    const mode = input('mode', 'check');
    const failOn = input('fail-on', 'effect-relevant');
    if (!isFailOn(failOn))
        throw new InputError(`input fail-on must be breaking, effect-relevant, cosmetic or never (got "${failOn}")`);
    if (mode !== 'check' && mode !== 'update' && mode !== 'report')
        throw new InputError(`input mode must be check, update or report (got "${mode}")`);
    const concurrency = Number(input('concurrency', '2'));
    if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new InputError(`input concurrency must be a whole number of at least 1 (got "${core.getInput('concurrency')}")`);
    const workspace = ownValue(env, 'GITHUB_WORKSPACE');
    const cwd = resolve(workspace ?? process.cwd(), input('working-directory', '.'));
    // The gate writes inside the workspace only, whatever an input or a config says.
    const root = workspace ?? repositoryRoot(cwd);
    const place = (name, path) => insideRoot(root, resolve(cwd, path), `input ${name}`);
    const transcriptDir = core.getInput('transcript-dir') ? place('transcript-dir', core.getInput('transcript-dir')) : undefined;
    return {
        cwd,
        root,
        mode,
        failOn,
        concurrency,
        comment: input('comment', 'true') !== 'false',
        token: core.getInput('github-token'),
        reportPath: place('report-path', input('report-path', 'mcp-contract-report.json')),
        transcriptDir,
        transcriptBodies: core.getInput('transcript-bodies') === 'true',
    };
}
async function actionConfig({ core }, cwd) {
    const command = core.getInput('command');
    const url = core.getInput('url');
    if (command || url) {
        const args = core.getInput('args').split('\n').map((line) => line.trim()).filter(Boolean);
        const headers = Object.fromEntries(core.getInput('headers').split('\n').map((line) => line.trim()).filter(Boolean).map(headerLine));
        const config = commandLineConfig({ name: core.getInput('server-name') || undefined, command: command ? [command, ...args] : undefined, url: url || undefined, contract: core.getInput('contract') || undefined, cwd });
        for (const server of config.servers)
            if (server.transport.kind !== 'stdio')
                server.transport.headers = headers;
        return config;
    }
    const named = core.getInput('config');
    const file = named ? resolve(cwd, named) : findDefaultConfig(cwd);
    if (!file)
        throw new InputError('no server: set the config input, or command (and args), or url');
    return loadConfig(file);
}
/** Timeout inputs override every server's: the job's budget is the workflow's business. */
function withTimeouts(core, config) {
    const read = (name) => {
        const text = core.getInput(name);
        if (!text)
            return undefined;
        const value = Number(text);
        if (!Number.isInteger(value) || value < 1)
            throw new InputError(`input ${name} must be a whole number of milliseconds (got "${text}")`);
        return value;
    };
    const [requestMs, totalMs, oracleMs] = [read('request-timeout-ms'), read('total-timeout-ms'), read('oracle-timeout-ms')];
    for (const server of config.servers) {
        server.requestTimeoutMs = requestMs ?? server.requestTimeoutMs;
        server.totalTimeoutMs = totalMs ?? server.totalTimeoutMs;
        server.oracleTimeoutMs = oracleMs ?? server.oracleTimeoutMs;
    }
    return config;
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
	"verdict",
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
		]
	},
	failOn: {
		"enum": [
			"breaking",
			"effect-relevant",
			"cosmetic",
			"never"
		]
	},
	highest: {
		$ref: "#/$defs/levelOrNone"
	},
	counts: {
		$ref: "#/$defs/counts"
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
						"error"
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
					$ref: "#/$defs/levelOrNone"
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
							$ref: "#/$defs/levelOrNone"
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
							}
						},
						unapproved: {
							type: "array",
							items: {
								type: "string"
							}
						},
						note: {
							type: "string"
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
				description: "Proof of a breaking schema change: a value ajv accepts under exactly one of the two schemas.",
				required: [
					"value",
					"validBefore",
					"validAfter"
				],
				additionalProperties: false,
				properties: {
					value: {
					},
					validBefore: {
						type: "boolean"
					},
					validAfter: {
						type: "boolean"
					}
				}
			}
		}
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
    const names = input.split('\n').map((line) => line.trim()).filter(Boolean);
    if (names.length === 0)
        throw new InputError('mode report needs the reports input: JSON report files or directories, one per line');
    const files = [];
    for (const name of names) {
        const path = resolve(cwd, name);
        const info = await stat(path).catch(() => undefined);
        if (!info)
            throw new InputError(`report ${path}: no such file or directory`);
        const found = info.isDirectory() ? (await readdir(path, { recursive: true })).filter((f) => f.endsWith('.json')).sort().map((f) => join(path, f)) : [path];
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
    const problem = checkReport(data)[0];
    if (problem)
        throw new InputError(`report ${file} at ${problem.pointer}: ${problem.message}`);
    return data;
}
/** One report from many (matrix jobs, or a report made by another run): one comment, one verdict. */
function mergeReports(reports, failOn) {
    return assembleReport(reports.flatMap((report) => report.servers), failOn);
}

/**
 * One sticky comment per workflow and server set: found again by its hidden marker (through
 * every page of comments) and updated in place. A read-only token (a fork's) gets 403: that is
 * an outcome, not a crash; the summary, annotations, outputs and exit code still carry the verdict.
 */
async function upsertComment(api, issue, marker, body) {
    try {
        const existing = (await api.list(issue)).find((comment) => comment.body?.startsWith(marker));
        if (existing) {
            await api.update(existing.id, body);
            return { posted: 'updated' };
        }
        await api.create(issue, body);
        return { posted: 'created' };
    }
    catch (error) {
        const status = error.status;
        const why = status === 403 || status === 404 ? `the token may not write to this pull request (HTTP ${status}; a fork's pull_request token is read-only)` : `GitHub answered ${status ?? 'with an error'}: ${error.message}`;
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
/** Summary, report file, outputs, the sticky comment, and the exit code. */
async function publish(deps, settings, given, extras, pullRequest) {
    const { core, env } = deps;
    const report = deps.redactor.value(given); // before rendering: Markdown escaping would change a secret's form
    const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
    const markdown = (limit, marker) => renderMarkdown(report, { marker, acceptCommands: extras.accept ?? {}, diffs: extras.diffs ?? {}, fullReportUrl: marker ? runUrl : undefined, limit });
    core.info(renderTerminal(report, 'mcp-contract check', false));
    await writeFileAtomic(settings.reportPath, reportJson(report));
    await core.summary.addRaw(markdown(SUMMARY_LIMIT), true).write();
    setOutputs(core, report, settings.reportPath);
    const issue = pullRequest?.number ?? (Number(core.getInput('pr-number')) || undefined);
    if (settings.comment && issue !== undefined && !settings.token)
        core.warning('no github-token: the pull request comment is skipped');
    if (settings.comment && issue !== undefined && settings.token) {
        const key = core.getInput('comment-key') || `${env.GITHUB_WORKFLOW ?? 'mcp-contract'}:${report.servers.map((s) => s.name).sort().join(',')}`;
        const marker = commentMarker(key);
        const outcome = await upsertComment(deps.comments(settings.token), issue, marker, deps.redactor.text(markdown(COMMENT_LIMIT, marker)));
        if (outcome.posted)
            core.info(`PR comment ${outcome.posted}`);
        else
            core.warning(`could not comment on pull request #${issue}: ${outcome.reason}. The verdict is in the job summary, the annotations and the outputs; for fork pull requests see the two-workflow pattern in the README.`);
    }
    const exitCode = exitCodeOf(report);
    if (exitCode !== ExitCode.pass)
        core.setFailed(`mcp-contract: ${report.verdict} (highest change: ${report.highest}, fail-on: ${report.failOn})`);
    return exitCode;
}
function setOutputs(core, report, reportPath) {
    core.setOutput('verdict', report.verdict);
    core.setOutput('highest', report.highest);
    for (const [level, count] of Object.entries(report.counts))
        core.setOutput(level, count);
    core.setOutput('cause', reportJson(report).trim());
    core.setOutput('report-path', reportPath);
    core.setOutput('contract-changed', 'false');
}

/** Runs the gate from action inputs; returns the exit code. */
async function runAction(deps) {
    const settings = readSettings(deps);
    registerSecrets(deps, [], settings.token); // the token before anything can fail
    if (settings.mode === 'report')
        return publish(deps, settings, mergeReports(await readReports(deps.core.getInput('reports'), settings.cwd), settings.failOn), {}, undefined);
    const config = checkPlaces(withTimeouts(deps.core, await actionConfig(deps, settings.cwd)), settings.root);
    registerSecrets(deps, config.servers, settings.token);
    for (const warning of staleTemporaryWarnings(config.servers.map((server) => server.contract), settings.cwd))
        deps.core.warning(warning);
    if (settings.mode === 'update')
        return update(deps, config);
    const pullRequest = pullRequestOf(deps.env);
    const outcomes = await boundedMap(config.servers, settings.concurrency, (server) => checkAndReview(deps, server, pullRequest, settings));
    if (settings.transcriptDir) {
        for (const outcome of outcomes)
            if (outcome.transcript)
                await writeTranscript(settings.transcriptDir, outcome.name, outcome.transcript, deps.redactor);
        deps.core.setOutput('transcript-dir', settings.transcriptDir);
    }
    const report = buildReport(outcomes, settings.failOn, settings.cwd);
    const accept = Object.fromEntries(config.servers.map((server) => [server.name, acceptCommand(config, server, settings.cwd)]));
    const goldens = Object.fromEntries(await Promise.all(outcomes.map(async (o) => [o.name, { path: relative(settings.cwd, o.contractFile), text: await readFile(o.contractFile, 'utf8').catch(() => '') }])));
    annotate(deps, report, goldens);
    const diffs = deps.redactor.value(Object.fromEntries(outcomes.map((o) => [o.name, definitionDiffs(o.golden, o.current)])));
    return publish(deps, settings, report, { accept, diffs }, pullRequest);
}
async function checkAndReview(deps, server, pullRequest, settings) {
    const { cwd } = settings;
    const outcome = await checkServer(server, { recordBodies: settings.transcriptBodies, redactor: deps.redactor }, deps.env);
    const base = deps.core.getInput('base') || pullRequest?.baseSha;
    if (!base || outcome.error)
        return outcome;
    const head = outcome.golden;
    const approvals = {
        label: deps.core.getInput('approve-label') || 'mcp-contract:approved-breaking',
        prLabels: pullRequest?.labels ?? [],
        acceptances: await loadAcceptances(resolve(cwd, deps.core.getInput('policy-file') || 'mcp-contract.policy.yaml')),
        majorBumpApproves: deps.core.getInput('approve-on-major-bump') === 'true',
        today: deps.today,
    };
    const review = await reviewContract(base, await contractAtCommit(outcome.contractFile, base, cwd), head, approvals, server.oracleTimeoutMs);
    return { ...outcome, review };
}
/** The one command that accepts a drift: it rewrites the golden contract, to be committed in the same PR. */
function acceptCommand(config, server, cwd) {
    if (config.file)
        return `npx -p mcp-contract-gate mcp-contract update --config ${shellQuote(relative(cwd, config.file))} --server ${shellQuote(server.name)}`;
    const transport = server.transport;
    const target = transport.kind === 'stdio' ? `-- ${[transport.command, ...transport.args].map(shellQuote).join(' ')}` : `--url ${shellQuote(transport.url)}${transport.kind === 'sse' ? ' --sse' : ''}`;
    return `npx -p mcp-contract-gate mcp-contract snapshot --name ${shellQuote(server.name)} --out ${shellQuote(relative(cwd, server.contract))} ${target}`;
}
function shellQuote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** `mode: update`: rewrite the golden contracts from the live servers; never commits or pushes. */
async function update({ core, env, redactor }, config) {
    let changed = false;
    for (const server of config.servers) {
        const contract = await snapshotServer(server, env);
        const previous = await readFile(server.contract, 'utf8').catch(() => undefined);
        const same = previous === contractText(redactContract(contract, redactor));
        if (!same)
            changed = true;
        await writeContract(server.contract, contract, redactor);
        core.info(`${same ? 'unchanged' : 'updated'} ${server.contract}`);
    }
    core.setOutput('contract-changed', String(changed));
    return ExitCode.pass;
}
/** Runs `task` over `items` with at most `limit` at once, keeping the input order in the result. */
async function boundedMap(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}

export { runAction };
