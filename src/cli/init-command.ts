import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeContract } from '../commands/observe-server.js';
import { checkProposal, initProject, needsBuild, proposeServer, serverName, type PackageJson } from '../commands/init.js';
import { milliseconds } from '../config/timeouts.js';
import { ExitCode, InputError, oneLine } from '../errors.js';
import type { CommandIo } from './io.js';
import { commandLineEnvironment } from './servers.js';

export interface InitOptions {
  url?: string;
  sse?: boolean;
  name?: string;
  env?: string[];
  envPassthrough?: string[];
  force?: boolean;
  timeout?: string;
  totalTimeout?: string;
}

/** `init`: the config, the golden contract and the workflow for one server, then the lines that commit them. */
export async function initCommand(command: string[], options: InitOptions, io: CommandIo): Promise<number> {
  const pkg = readPackageJson(io.cwd);
  if (command.length === 0 && options.url === undefined) {
    const proposal = pkg && proposeServer(pkg);
    if (!proposal) throw new InputError('no server: give it as `init -- COMMAND ARGS...` or `init --url URL` (package.json here has no bin, main or start script to propose)');
    checkProposal(io.cwd, proposal, pkg);
    io.stdout(`no server given: using ${proposal.because}: ${proposal.command.join(' ')}\n`);
    command = proposal.command;
  }
  const name = options.name ?? serverName(pkg ?? {});
  const server = { name, command, url: options.url, sse: options.sse, ...commandLineEnvironment(options), timeouts: timeoutsOf(options) };
  const build = options.url === undefined && needsBuild(io.cwd, pkg, command);
  const result = await initProject({ cwd: io.cwd, server, build, force: options.force ?? false, env: io.env, redactor: io.redactor });
  for (const file of result.files) io.stdout(`${file.write} ${file.path}${file.what === 'contract' ? `: ${describeContract(result.contract)}` : ''}\n`);
  if (result.registry) io.stdout(`${oneLine(result.registry, 400)}\n`);
  for (const defect of result.defects) io.stderr(`error: ${oneLine(name, 80)}: evidence ${defect.check} failed: ${oneLine(defect.message, 1000)}\n`);
  io.stdout(['', 'Commit them; from then on, every pull request is checked against the contract:', ...result.git.map((line) => `  ${line}`), ''].join('\n'));
  return result.defects.length ? ExitCode.gateFailed : ExitCode.pass;
}

/** --timeout and --total-timeout, checked as every command checks them; written into the config, which CI reads too. */
function timeoutsOf(options: InitOptions): { requestMs?: number; totalMs?: number } | undefined {
  const requestMs = milliseconds(options.timeout, '--timeout');
  const totalMs = milliseconds(options.totalTimeout, '--total-timeout');
  if (requestMs === undefined && totalMs === undefined) return undefined;
  return { ...(requestMs !== undefined ? { requestMs } : {}), ...(totalMs !== undefined ? { totalMs } : {}) };
}

/** package.json in `cwd`, if there is one that parses. */
function readPackageJson(cwd: string): PackageJson | undefined {
  try {
    const data: unknown = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as PackageJson) : undefined;
  } catch {
    return undefined;
  }
}
