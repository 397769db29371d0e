import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir } from './fixture.js';

export interface ActionRun {
  code: number;
  /** stdout and stderr together, as the runner's log shows them. */
  log: string;
  outputs: Record<string, string>;
  summary: string;
  /** RUNNER_TEMP of the run: the runner's temporary folder, where the default report goes. */
  runnerTemp: string;
}

/**
 * dist/index.js as GitHub runs it: INPUT_* variables, an event file, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files; under `node` (this Node, or Node 24 as `runs.using: node24`).
 */
export async function runActionProcess(
  workspace: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  event: Record<string, unknown> = { action: 'synchronize' },
  node: string = process.execPath,
): Promise<ActionRun> {
  const files = tempDir('mcg-runner-');
  const eventFile = join(files, 'event.json');
  writeFileSync(eventFile, JSON.stringify(event));
  const output = join(files, 'output');
  const summary = join(files, 'summary.md');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const inputEnv = Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]));
  const child = spawn(node, [join(ROOT, 'dist/index.js')], {
    cwd: workspace,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_WORKSPACE: workspace,
      GITHUB_EVENT_NAME: 'pull_request' in event ? 'pull_request' : 'push',
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_REPOSITORY: 'acme/notes',
      RUNNER_TEMP: files,
      ...inputEnv,
      ...env,
    },
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? -1)));
  return { code, log, outputs: parseOutputs(readFileSync(output, 'utf8')), summary: readFileSync(summary, 'utf8'), runnerTemp: files };
}

/** GITHUB_OUTPUT's `name<<DELIMITER ... DELIMITER` form. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
  return outputs;
}
