import { execFile } from 'node:child_process';
import { relative } from 'node:path';
import { promisify } from 'node:util';
import { oneLine } from '../errors.js';

const run = promisify(execFile);

/** The golden contract as it was at a commit (the PR base), or why it cannot be had. */
export type BaseContract = { text: string } | { missing: string };

export async function contractAtCommit(file: string, commit: string, cwd: string): Promise<BaseContract> {
  const path = `./${relative(cwd, file).split('\\').join('/')}`;
  try {
    await run('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd });
  } catch {
    return { missing: `the base commit ${commit.slice(0, 12)} is not in the clone (check out with fetch-depth: 0)` };
  }
  try {
    const { stdout } = await run('git', ['show', `${commit}:${path}`], { cwd, maxBuffer: 1 << 28 });
    return { text: stdout };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    if (/does not exist|exists on disk, but not in/.test(stderr)) return { missing: `${path.slice(2)} does not exist at the base commit: a new contract, nothing to review` };
    return { missing: `git show ${commit.slice(0, 12)}:${path.slice(2)} failed: ${oneLine(stderr, 200)}` };
  }
}
