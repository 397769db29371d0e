// The official Python MCP client (`mcp` 2.3.0 from PyPI, test/python/client_check.py) as a child
// process. `.ci/run` makes the virtual environment (.venv-python, or MCG_PYTHON names an
// interpreter); without python3 or the package a test is skipped, and says so.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject } from '../../src/contract/types.js';
import { ROOT, tempDir } from './fixture.js';
import { track } from './serve.js';

export const PYTHON_SCRIPT = join(ROOT, 'test/python/client_check.py');
const PYTHON = process.env.MCG_PYTHON ?? join(ROOT, '.venv-python/bin/python');

/** Why the Python client cannot run here, or undefined when it can. */
export function pythonUnavailable(): string | undefined {
  if (spawnSync('python3', ['--version']).status !== 0 && !existsSync(PYTHON)) return 'skipped: no python3';
  const probe = spawnSync(PYTHON, ['-c', 'import importlib.metadata as m; print(m.version("mcp"))'], { encoding: 'utf8' });
  if (probe.status !== 0) return `skipped: no Python mcp at ${PYTHON} (.ci/run installs it: python3 -m venv .venv-python && .venv-python/bin/pip install mcp==2.3.0)`;
  if (probe.stdout.trim() !== '2.3.0') return `skipped: Python mcp ${probe.stdout.trim()} at ${PYTHON}, not 2.3.0`;
  return undefined;
}

/** Runs the Python client with `plan` against `target` (`['stdio', COMMAND, ...ARGS]` or `['http', URL]`) and parses what it printed. */
export async function pythonClient(plan: object, target: string[]): Promise<JsonObject> {
  const file = join(tempDir('mcg-python-'), 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  const child = track(spawn(PYTHON, [PYTHON_SCRIPT, file, ...target], { cwd: ROOT }));
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the Python client failed (exit ${code}): ${err.slice(-2000)}`);
  return JSON.parse(out) as JsonObject;
}
