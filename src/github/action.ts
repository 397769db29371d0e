import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { checkServer, type ServerOutcome } from '../commands/check.js';
import { snapshotServer } from '../commands/snapshot.js';
import { loadAcceptances } from '../config/policy.js';
import { checkPlaces } from '../config/load.js';
import type { GateConfig, ServerConfig } from '../config/types.js';
import { contractText, redactContract, writeContract } from '../contract/io.js';
import { ExitCode } from '../errors.js';
import { staleTemporaryWarnings } from '../files.js';
import { definitionDiffs } from '../report/definition-diffs.js';
import { buildReport } from '../report/report.js';
import { writeTranscript } from '../report/transcript.js';
import { contractAtCommit } from '../review/base-contract.js';
import { reviewContract } from '../review/review.js';
import { pullRequestOf, type PullRequestEvent } from './event.js';
import { actionConfig, readSettings, registerSecrets, withTimeouts } from './inputs.js';
import { mergeReports, readReports } from './merge-reports.js';
import { annotate, publish } from './publish.js';
import type { ActionDeps, Settings } from './types.js';

export type { ActionDeps, ActionsCore } from './types.js';

/** Runs the gate from action inputs; returns the exit code. */
export async function runAction(deps: ActionDeps): Promise<number> {
  const settings = readSettings(deps);
  registerSecrets(deps, [], settings.token); // the token before anything can fail
  if (settings.mode === 'report') return publish(deps, settings, mergeReports(await readReports(deps.core.getInput('reports'), settings.cwd), settings.failOn), {}, undefined);
  const config = checkPlaces(withTimeouts(deps.core, await actionConfig(deps, settings.cwd)), settings.root);
  registerSecrets(deps, config.servers, settings.token);
  for (const warning of staleTemporaryWarnings(config.servers.map((server) => server.contract), settings.cwd)) deps.core.warning(warning);
  if (settings.mode === 'update') return update(deps, config);
  const pullRequest = pullRequestOf(deps.env);
  const outcomes = await boundedMap(config.servers, settings.concurrency, (server) => checkAndReview(deps, server, pullRequest, settings));
  if (settings.transcriptDir) {
    for (const outcome of outcomes) if (outcome.transcript) await writeTranscript(settings.transcriptDir, outcome.name, outcome.transcript, deps.redactor);
    deps.core.setOutput('transcript-dir', settings.transcriptDir);
  }
  const report = buildReport(outcomes, settings.failOn, settings.cwd);
  const accept = Object.fromEntries(config.servers.map((server) => [server.name, acceptCommand(config, server, settings.cwd)]));
  const goldens = Object.fromEntries(
    await Promise.all(outcomes.map(async (o) => [o.name, { path: relative(settings.cwd, o.contractFile), text: await readFile(o.contractFile, 'utf8').catch(() => '') }] as const)),
  );
  annotate(deps, report, goldens);
  const diffs = deps.redactor.value(Object.fromEntries(outcomes.map((o) => [o.name, definitionDiffs(o.golden, o.current)])));
  return publish(deps, settings, report, { accept, diffs }, pullRequest);
}

async function checkAndReview(deps: ActionDeps, server: ServerConfig, pullRequest: PullRequestEvent | undefined, settings: Settings): Promise<ServerOutcome> {
  const { cwd } = settings;
  const outcome = await checkServer(server, { recordBodies: settings.transcriptBodies, redactor: deps.redactor }, deps.env);
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

/** `mode: update`: rewrite the golden contracts from the live servers; never commits or pushes. */
async function update({ core, env, redactor }: ActionDeps, config: GateConfig): Promise<number> {
  let changed = false;
  for (const server of config.servers) {
    const contract = await snapshotServer(server, env);
    const previous = await readFile(server.contract, 'utf8').catch(() => undefined);
    const same = previous === contractText(redactContract(contract, redactor));
    if (!same) changed = true;
    await writeContract(server.contract, contract, redactor);
    core.info(`${same ? 'unchanged' : 'updated'} ${server.contract}`);
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
