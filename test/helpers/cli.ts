import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { runCli } from '../../src/cli/program.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in this process (servers still run as real child processes). */
export async function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env, isTty: false });
  return { code, stdout, stderr };
}

/** A Node script as its own process with only PATH and HOME of this environment (plus `env`), to its exit. */
export async function runNode(args: string[], cwd: string, env: Record<string, string | undefined> = {}, node = process.execPath): Promise<CliResult> {
  const child = spawn(node, args, { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number, stdout, stderr };
}
