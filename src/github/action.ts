import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { checkServer, type ServerOutcome } from '../commands/check.js';
import { snapshotServer } from '../commands/snapshot.js';
import { commandLineConfig, findDefaultConfig, loadConfig } from '../config/load.js';
import { loadAcceptances } from '../config/policy.js';
import type { GateConfig, ServerConfig } from '../config/types.js';
import { contractText, writeContract } from '../contract/io.js';
import { ExitCode, InputError } from '../errors.js';
import { writeFileAtomic } from '../files.js';
import { isFailOn, type FailOn } from '../policy/gate.js';
import { annotationsFor } from '../report/annotations.js';
import { definitionDiffs } from '../report/definition-diffs.js';
import { commentMarker, COMMENT_LIMIT, renderMarkdown, SUMMARY_LIMIT } from '../report/markdown.js';
import { buildReport, exitCodeOf, reportJson, type Report } from '../report/report.js';
import { renderTerminal } from '../report/terminal.js';
import { writeTranscript } from '../report/transcript.js';
import { contractAtCommit } from '../review/base-contract.js';
import { reviewContract } from '../review/review.js';
import { resolveHeaders } from '../transport/connect.js';
import { pullRequestOf, type PullRequestEvent } from './event.js';
import { mergeReports, readReports } from './merge-reports.js';
import { upsertComment, type IssueComments } from './sticky-comment.js';

/** The slice of @actions/core the action uses: passed in, so nothing below main.ts imports @actions/*. */
export interface ActionsCore {
  getInput(name: string): string;
  setOutput(name: string, value: unknown): void;
  setSecret(secret: string): void;
  info(message: string): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  notice(message: string, properties?: AnnotationProperties): void;
  setFailed(message: string): void;
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}
interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
}

export interface ActionDeps {
  core: ActionsCore;
  /** Comments API for a token, or undefined when commenting is off. */
  comments: (token: string) => IssueComments;
  env: NodeJS.ProcessEnv;
  today: string;
}

interface Settings {
  cwd: string;
  mode: 'check' | 'update' | 'report';
  failOn: FailOn;
  comment: boolean;
  token: string;
  reportPath: string;
  concurrency: number;
  /** Where each server's session transcript is written (for upload-artifact), if anywhere. */
  transcriptDir?: string;
  transcriptBodies: boolean;
}

/** Runs the gate from action inputs; returns the exit code. */
export async function runAction(deps: ActionDeps): Promise<number> {
  const settings = readSettings(deps);
  if (settings.mode === 'report') return publish(deps, settings, mergeReports(await readReports(deps.core.getInput('reports'), settings.cwd), settings.failOn), {}, undefined);
  const config = withTimeouts(deps.core, await actionConfig(deps, settings.cwd));
  maskSecrets(deps, config);
  if (settings.mode === 'update') return update(deps, config);
  const pullRequest = pullRequestOf(deps.env);
  const outcomes = await boundedMap(config.servers, settings.concurrency, (server) => checkAndReview(deps, server, pullRequest, settings));
  if (settings.transcriptDir) {
    for (const outcome of outcomes) if (outcome.transcript) await writeTranscript(settings.transcriptDir, outcome.name, outcome.transcript);
    deps.core.setOutput('transcript-dir', settings.transcriptDir);
  }
  const report = buildReport(outcomes, settings.failOn, settings.cwd);
  const accept = Object.fromEntries(config.servers.map((server) => [server.name, acceptCommand(config, server, settings.cwd)]));
  const goldens = Object.fromEntries(
    await Promise.all(outcomes.map(async (o) => [o.name, { path: relative(settings.cwd, o.contractFile), text: await readFile(o.contractFile, 'utf8').catch(() => '') }] as const)),
  );
  annotate(deps, report, goldens);
  const diffs = Object.fromEntries(outcomes.map((o) => [o.name, definitionDiffs(o.golden, o.current)]));
  return publish(deps, settings, report, { accept, diffs }, pullRequest);
}

function readSettings({ core, env }: ActionDeps): Settings {
  const input = (name: string, fallback: string) => core.getInput(name) || fallback;
  const mode = input('mode', 'check');
  const failOn = input('fail-on', 'effect-relevant');
  if (!isFailOn(failOn)) throw new InputError(`input fail-on must be breaking, effect-relevant, cosmetic or never (got "${failOn}")`);
  if (mode !== 'check' && mode !== 'update' && mode !== 'report') throw new InputError(`input mode must be check, update or report (got "${mode}")`);
  const concurrency = Number(input('concurrency', '2'));
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new InputError(`input concurrency must be a whole number of at least 1 (got "${core.getInput('concurrency')}")`);
  const cwd = resolve(env.GITHUB_WORKSPACE ?? process.cwd(), input('working-directory', '.'));
  const transcriptDir = core.getInput('transcript-dir') ? resolve(cwd, core.getInput('transcript-dir')) : undefined;
  return {
    cwd,
    mode,
    failOn,
    concurrency,
    comment: input('comment', 'true') !== 'false',
    token: core.getInput('github-token'),
    reportPath: resolve(cwd, input('report-path', 'mcp-contract-report.json')),
    transcriptDir,
    transcriptBodies: core.getInput('transcript-bodies') === 'true',
  };
}

async function actionConfig({ core }: ActionDeps, cwd: string): Promise<GateConfig> {
  const command = core.getInput('command');
  const url = core.getInput('url');
  if (command || url) {
    const args = core.getInput('args').split('\n').map((line) => line.trim()).filter(Boolean);
    const headers = Object.fromEntries(core.getInput('headers').split('\n').map((line) => line.trim()).filter(Boolean).map(headerLine));
    const config = commandLineConfig({ name: core.getInput('server-name') || undefined, command: command ? [command, ...args] : undefined, url: url || undefined, contract: core.getInput('contract') || undefined, cwd });
    for (const server of config.servers) if (server.transport.kind !== 'stdio') server.transport.headers = headers;
    return config;
  }
  const named = core.getInput('config');
  const file = named ? resolve(cwd, named) : findDefaultConfig(cwd);
  if (!file) throw new InputError('no server: set the config input, or command (and args), or url');
  return loadConfig(file);
}

/** Timeout inputs override every server's: the job's budget is the workflow's business. */
function withTimeouts(core: ActionsCore, config: GateConfig): GateConfig {
  const read = (name: string): number | undefined => {
    const text = core.getInput(name);
    if (!text) return undefined;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new InputError(`input ${name} must be a whole number of milliseconds (got "${text}")`);
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

function headerLine(line: string): [string, string] {
  const colon = line.indexOf(':');
  if (colon < 1) throw new InputError(`input headers: "${line.slice(0, 40)}" is not "Name: value"`);
  return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
}

/** Header values from the environment and passed-through variables are secrets: masked in every log line. */
function maskSecrets({ core, env }: ActionDeps, config: GateConfig): void {
  for (const server of config.servers) {
    const transport = server.transport;
    const secrets = transport.kind === 'stdio' ? transport.envPassthrough.map((name) => env[name] ?? '') : resolveHeaders(server.name, transport.headers, env).secrets;
    for (const secret of secrets) if (secret.length > 0) core.setSecret(secret);
  }
}

async function checkAndReview(deps: ActionDeps, server: ServerConfig, pullRequest: PullRequestEvent | undefined, settings: Settings): Promise<ServerOutcome> {
  const { cwd } = settings;
  const outcome = await checkServer(server, { recordBodies: settings.transcriptBodies }, deps.env);
  const base = deps.core.getInput('base') || pullRequest?.baseSha;
  if (!base || outcome.error) return outcome;
  const head = outcome.golden!;
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
function acceptCommand(config: GateConfig, server: ServerConfig, cwd: string): string {
  if (config.file) return `npx -p mcp-contract-gate mcp-contract update --config ${shellQuote(relative(cwd, config.file))} --server ${shellQuote(server.name)}`;
  const transport = server.transport;
  const target = transport.kind === 'stdio' ? `-- ${[transport.command, ...transport.args].map(shellQuote).join(' ')}` : `--url ${shellQuote(transport.url)}${transport.kind === 'sse' ? ' --sse' : ''}`;
  return `npx -p mcp-contract-gate mcp-contract snapshot --name ${shellQuote(server.name)} --out ${shellQuote(relative(cwd, server.contract))} ${target}`;
}

function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function annotate({ core }: ActionDeps, report: Report, goldens: Record<string, { path: string; text: string }>): void {
  for (const annotation of annotationsFor(report, goldens)) {
    const properties = { title: annotation.title, file: annotation.file, startLine: annotation.line };
    if (annotation.kind === 'error') core.error(annotation.message, properties);
    else if (annotation.kind === 'warning') core.warning(annotation.message, properties);
    else core.notice(annotation.message, properties);
  }
}

/** Summary, report file, outputs, the sticky comment, and the exit code. */
async function publish(deps: ActionDeps, settings: Settings, report: Report, extras: { accept?: Record<string, string>; diffs?: Record<string, ReturnType<typeof definitionDiffs>> }, pullRequest: PullRequestEvent | undefined): Promise<number> {
  const { core, env } = deps;
  const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
  const markdown = (limit: number, marker?: string) =>
    renderMarkdown(report, { marker, acceptCommands: extras.accept ?? {}, diffs: extras.diffs ?? {}, fullReportUrl: marker ? runUrl : undefined, limit });
  core.info(renderTerminal(report, 'mcp-contract check', false));
  await writeFileAtomic(settings.reportPath, reportJson(report));
  await core.summary.addRaw(markdown(SUMMARY_LIMIT), true).write();
  setOutputs(core, report, settings.reportPath);
  const issue = pullRequest?.number ?? (Number(core.getInput('pr-number')) || undefined);
  if (settings.comment && issue !== undefined && !settings.token) core.warning('no github-token: the pull request comment is skipped');
  if (settings.comment && issue !== undefined && settings.token) {
    const key = core.getInput('comment-key') || `${env.GITHUB_WORKFLOW ?? 'mcp-contract'}:${report.servers.map((s) => s.name).sort().join(',')}`;
    const marker = commentMarker(key);
    const outcome = await upsertComment(deps.comments(settings.token), issue, marker, markdown(COMMENT_LIMIT, marker));
    if (outcome.posted) core.info(`PR comment ${outcome.posted}`);
    else core.warning(`could not comment on pull request #${issue}: ${outcome.reason}. The verdict is in the job summary, the annotations and the outputs; for fork pull requests see the two-workflow pattern in the README.`);
  }
  const exitCode = exitCodeOf(report);
  if (exitCode !== ExitCode.pass) core.setFailed(`mcp-contract: ${report.verdict} (highest change: ${report.highest}, fail-on: ${report.failOn})`);
  return exitCode;
}

function setOutputs(core: ActionsCore, report: Report, reportPath: string): void {
  core.setOutput('verdict', report.verdict);
  core.setOutput('highest', report.highest);
  for (const [level, count] of Object.entries(report.counts)) core.setOutput(level, count);
  core.setOutput('cause', reportJson(report).trim());
  core.setOutput('report-path', reportPath);
  core.setOutput('contract-changed', 'false');
}

/** `mode: update`: rewrite the golden contracts from the live servers; never commits or pushes. */
async function update({ core, env }: ActionDeps, config: GateConfig): Promise<number> {
  let changed = false;
  for (const server of config.servers) {
    const contract = await snapshotServer(server, env);
    const previous = await readFile(server.contract, 'utf8').catch(() => undefined);
    if (previous !== contractText(contract)) changed = true;
    await writeContract(server.contract, contract);
    core.info(`${previous === contractText(contract) ? 'unchanged' : 'updated'} ${server.contract}`);
  }
  core.setOutput('contract-changed', String(changed));
  return ExitCode.pass;
}

/** Runs `task` over `items` with at most `limit` at once, keeping the input order in the result. */
async function boundedMap<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
