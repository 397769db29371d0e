import { resolve } from 'node:path';
import { exitCodeOf } from '../cli/check-command.js';
import { checkServer, type ServerOutcome } from '../commands/check.js';
import { snapshotServer } from '../commands/snapshot.js';
import { commandLineConfig, findDefaultConfig, loadConfig } from '../config/load.js';
import type { GateConfig } from '../config/types.js';
import { contractText, writeContract } from '../contract/io.js';
import { ExitCode, InputError } from '../errors.js';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../files.js';
import { isFailOn } from '../policy/gate.js';
import { buildReport, reportJson } from '../report/report.js';
import { renderTerminal } from '../report/terminal.js';

/** The slice of @actions/core the action uses: passed in, so this module never imports @actions/*. */
export interface ActionsCore {
  getInput(name: string): string;
  setOutput(name: string, value: unknown): void;
  setSecret(secret: string): void;
  info(message: string): void;
  warning(message: string): void;
  setFailed(message: string): void;
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}

/** Runs the gate from action inputs; returns the exit code. */
export async function runAction(core: ActionsCore, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const cwd = resolve(env.GITHUB_WORKSPACE ?? process.cwd(), core.getInput('working-directory') || '.');
  const mode = core.getInput('mode') || 'check';
  const failOn = core.getInput('fail-on') || 'effect-relevant';
  if (!isFailOn(failOn)) throw new InputError(`input fail-on must be breaking, effect-relevant, cosmetic or never (got "${failOn}")`);
  if (mode !== 'check' && mode !== 'update') throw new InputError(`input mode must be check or update (got "${mode}")`);
  const config = await actionConfig(core, cwd);
  if (mode === 'update') return update(core, config);

  const outcomes: ServerOutcome[] = [];
  for (const server of config.servers) outcomes.push(await checkServer(server, {}, env));
  const report = buildReport(outcomes, failOn, cwd);
  const reportPath = resolve(cwd, core.getInput('report-path') || 'mcp-contract-report.json');
  await writeFileAtomic(reportPath, reportJson(report));
  const text = renderTerminal(report, 'mcp-contract check', false);
  core.info(text);
  await core.summary.addRaw(fenced(text), true).write();
  core.setOutput('verdict', report.verdict);
  core.setOutput('highest', report.highest);
  for (const [level, count] of Object.entries(report.counts)) core.setOutput(level, count);
  core.setOutput('cause', JSON.stringify(report));
  core.setOutput('report-path', reportPath);
  core.setOutput('contract-changed', 'false');
  const exitCode = exitCodeOf(report);
  if (exitCode !== ExitCode.pass) core.setFailed(`mcp-contract: ${report.verdict} (highest change: ${report.highest}, fail-on: ${failOn})`);
  return exitCode;
}

async function actionConfig(core: ActionsCore, cwd: string): Promise<GateConfig> {
  const command = core.getInput('command');
  const url = core.getInput('url');
  if (command || url) {
    const args = core.getInput('args').split('\n').map((line) => line.trim()).filter(Boolean);
    return commandLineConfig({ name: core.getInput('server-name') || undefined, command: command ? [command, ...args] : undefined, url: url || undefined, contract: core.getInput('contract') || undefined, cwd });
  }
  const named = core.getInput('config');
  const file = named ? resolve(cwd, named) : findDefaultConfig(cwd);
  if (!file) throw new InputError('no server: set the config input, or command (and args), or url');
  return loadConfig(file);
}

/** `mode: update`: rewrite the golden contracts; never commits or pushes. */
async function update(core: ActionsCore, config: GateConfig): Promise<number> {
  let changed = false;
  for (const server of config.servers) {
    const contract = await snapshotServer(server);
    const previous = await readFile(server.contract, 'utf8').catch(() => undefined);
    if (previous !== contractText(contract)) changed = true;
    await writeContract(server.contract, contract);
    core.info(`updated ${server.contract}`);
  }
  core.setOutput('contract-changed', String(changed));
  return ExitCode.pass;
}

/** A code fence longer than any backtick run inside, so server text cannot close it. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text}${fence}\n`;
}
