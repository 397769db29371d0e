import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeContract } from '../commands/observe-server.js';
import { initProject, proposeServer, serverName, type PackageJson } from '../commands/init.js';
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
}

/** `init`: the config, the golden contract and the workflow for one server, then the lines that commit them. */
export async function initCommand(command: string[], options: InitOptions, io: CommandIo): Promise<number> {
  const pkg = readPackageJson(io.cwd);
  if (command.length === 0 && options.url === undefined) {
    const proposal = pkg && proposeServer(pkg);
    if (!proposal) throw new InputError('no server: give it as `init -- COMMAND ARGS...` or `init --url URL` (package.json here has no bin, main or start script to propose)');
    io.stdout(`no server given: using ${proposal.because}: ${proposal.command.join(' ')}\n`);
    command = proposal.command;
  }
  const name = options.name ?? serverName(pkg ?? {});
  const server = { name, command, url: options.url, sse: options.sse, ...commandLineEnvironment(options) };
  const result = await initProject({ cwd: io.cwd, server, force: options.force ?? false, env: io.env, redactor: io.redactor });
  for (const file of result.files) io.stdout(`${file.write} ${file.path}${file.what === 'contract' ? `: ${describeContract(result.contract)}` : ''}\n`);
  for (const defect of result.defects) io.stderr(`error: ${oneLine(name, 80)}: evidence ${defect.check} failed: ${oneLine(defect.message, 1000)}\n`);
  io.stdout(['', 'Commit them; from then on, every pull request is checked against the contract:', ...result.git.map((line) => `  ${line}`), ''].join('\n'));
  return result.defects.length ? ExitCode.gateFailed : ExitCode.pass;
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
