import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { commandLineConfig, findDefaultConfig, loadConfig } from '../config/load.js';
import type { RunConfig, ServerConfig } from '../config/types.js';
import { milliseconds, overrideTimeouts } from '../config/timeouts.js';
import { ownValue } from '../json/own.js';
import { acceptTerms } from '../commands/update.js';
import { InputError } from '../errors.js';
import { repositoryRoot, typedPath } from '../files.js';
import { DEFAULT_APPROVE_LABEL, DEFAULT_POLICY_FILE } from '../policy/approvals.js';
import { isFailOn } from '../policy/gate.js';
import { SEMVER_MODES, type SemverMode } from '../policy/semver.js';
import { FORMAT_NAMES, isFormatName } from '../report/formats/index.js';
import { secretValues } from '../config/secrets.js';
import type { ActionDeps, ActionsCore, CommentMode, Settings } from './types.js';

/** Action inputs -> settings and servers; every bad input is an InputError naming the input. */
export function readSettings({ core, env }: ActionDeps): Settings {
  const input = (name: string, fallback: string) => core.getInput(name) || fallback;
  const mode = input('mode', 'check');
  const failOn = input('fail-on', 'effect-relevant');
  if (!isFailOn(failOn)) throw new InputError(`input fail-on must be breaking, effect-relevant, cosmetic or never (got "${failOn}")`);
  if (mode !== 'check' && mode !== 'update' && mode !== 'report' && mode !== 'monitor') throw new InputError(`input mode must be check, update, report or monitor (got "${mode}")`);
  const concurrency = Number(input('concurrency', '2'));
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new InputError(`input concurrency must be a whole number of at least 1 (got "${core.getInput('concurrency')}")`);
  const workspace = ownValue(env, 'GITHUB_WORKSPACE');
  const cwd = resolve(workspace ?? process.cwd(), input('working-directory', '.'));
  // A config's paths stay inside the workspace; an input's may lead anywhere but out through a link in it.
  const root = workspace ?? repositoryRoot(cwd);
  const place = (name: string, path: string) => typedPath(root, resolve(cwd, path), `input ${name}`);
  const transcriptDir = core.getInput('transcript-dir') ? place('transcript-dir', core.getInput('transcript-dir')) : undefined;
  const annotations = input('annotations', 'true');
  if (annotations !== 'true' && annotations !== 'false') throw new InputError(`input annotations must be true or false (got "${annotations}")`);
  const semver = core.getInput('semver') || undefined;
  if (semver !== undefined && !(SEMVER_MODES as readonly string[]).includes(semver)) throw new InputError(`input semver must be off, warn or enforce (got "${semver}")`);
  const approveOnMajorBump = input('approve-on-major-bump', 'false');
  if (approveOnMajorBump !== 'true' && approveOnMajorBump !== 'false') throw new InputError(`input approve-on-major-bump must be true or false (got "${approveOnMajorBump}")`);
  const approve = acceptTerms({ reason: core.getInput('approve-reason') || undefined, expires: core.getInput('approve-expires') || undefined }, APPROVE_INPUTS);
  if (approve && mode !== 'update') throw new InputError(`input approve-reason goes with mode: update (got mode ${mode}): it accepts the breaking changes the update makes`);
  return {
    cwd,
    root,
    mode,
    failOn,
    ...(semver ? { semver: semver as SemverMode } : {}),
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
function formatsInput(text: string, place: (file: string) => string): Settings['formats'] {
  const entries = text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const at = entry.indexOf('=');
    const name = at === -1 ? entry : entry.slice(0, at);
    const file = at === -1 ? '' : entry.slice(at + 1).trim();
    if (!isFormatName(name)) throw new InputError(`input format: ${JSON.stringify(name.slice(0, 60))} is not a format (${FORMAT_NAMES.join(', ')})`);
    if (!file) throw new InputError(`input format: ${name} needs a file, as ${name}=FILE`);
    return { name, file: place(file) };
  });
}

/** The comment input: always, on-change (default) or never; true and false, its old values, mean always and never. */
export function commentMode(core: ActionsCore): CommentMode {
  const value = core.getInput('comment') || 'on-change';
  if (value === 'always' || value === 'true') return 'always';
  if (value === 'never' || value === 'false') return 'never';
  if (value === 'on-change') return value;
  throw new InputError(`input comment must be always, on-change or never (got "${value}")`);
}

export function prNumberInput(core: ActionsCore): number | undefined {
  const text = core.getInput('pr-number');
  if (!text) return undefined;
  const number = Number(text);
  if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(number) || number < 1) throw new InputError(`input pr-number must be a pull request number (got "${text}")`);
  return number;
}

/** The servers from the inputs, or from the config file (inside the workspace `root`). */
export async function actionConfig({ core }: ActionDeps, cwd: string, root: string): Promise<RunConfig> {
  const command = core.getInput('command');
  const url = core.getInput('url');
  if (command || url) {
    const args = core
      .getInput('args')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const headers = Object.fromEntries(
      core
        .getInput('headers')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map(headerLine),
    );
    const config = commandLineConfig({
      name: core.getInput('server-name') || undefined,
      command: command ? [command, ...args] : undefined,
      url: url || undefined,
      contract: core.getInput('contract') || undefined,
      cwd,
    });
    for (const server of config.servers) if (server.transport.kind !== 'stdio') server.transport.headers = headers;
    return config;
  }
  const named = core.getInput('config');
  const file = named ? resolve(cwd, named) : findDefaultConfig(cwd);
  if (!file) throw new InputError('no server: set the config input, or command (and args), or url');
  const config = await loadConfig(file, root);
  for (const warning of config.warnings ?? []) core.warning(warning);
  return config;
}

/**
 * Timeout inputs override every server's: the job's budget is the workflow's business. `timeout`
 * and `total-timeout` are named like the CLI's options; the older `-ms` names still work.
 */
export function withTimeouts(core: ActionsCore, config: RunConfig): RunConfig {
  const read = (name: string, older?: string): number | undefined => {
    if (older && core.getInput(name) && core.getInput(older)) throw new InputError(`inputs ${name} and ${older} are one setting: give one of them`);
    const used = older && !core.getInput(name) ? older : name;
    return milliseconds(core.getInput(used), `input ${used}`);
  };
  return overrideTimeouts(config, { requestMs: read('timeout', 'request-timeout-ms'), totalMs: read('total-timeout', 'total-timeout-ms'), oracleMs: read('oracle-timeout-ms') });
}

function headerLine(line: string): [string, string] {
  const colon = line.indexOf(':');
  if (colon < 1) throw new InputError(`input headers: "${line.slice(0, 40)}" is not "Name: value"`);
  return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
}

/** The run's secrets: masked in the runner's log (setSecret), and redacted from everything the gate writes. */
export function registerSecrets({ core, env, redactor }: ActionDeps, servers: ServerConfig[], token: string): void {
  const secrets = secretValues(servers, env, token);
  for (const secret of new Set(secrets)) if (secret.length > 0 && !redactor.has(secret)) core.setSecret(secret);
  redactor.add(secrets);
}
