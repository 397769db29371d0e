import { execFile } from 'node:child_process';
import { relative } from 'node:path';
import { promisify } from 'node:util';
import { InputError, oneLine } from '../errors.js';

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

/** Where a local review starts: the commit, and the ref it was found by (for the reader). */
export interface ReviewBase {
  commit: string;
  ref: string;
}

/** The default branch, as a clone names it, in the order tried: where a local review's branch left it. */
const DEFAULT_BRANCHES = ['origin/HEAD', 'main', 'master'];

/**
 * The base of a local review: `ref` as given, else the merge base of HEAD with the default
 * branch, as a pull request's review would have it. Undefined outside git or without such a
 * branch; a `ref` that names no commit is an input error.
 */
export async function reviewBase(cwd: string, ref?: string): Promise<ReviewBase | undefined> {
  if (ref !== undefined) {
    const commit = await gitLine(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], cwd);
    if (!commit) throw new InputError(`--base ${oneLine(ref, 100)}: no such commit in this repository`);
    return { commit, ref };
  }
  for (const branch of DEFAULT_BRANCHES) {
    const commit = await gitLine(['merge-base', 'HEAD', branch], cwd);
    if (commit) return { commit, ref: `the merge base with ${branch}` };
  }
  return undefined;
}

/** git's first line of output, or undefined when git fails (no repository, no such ref). */
async function gitLine(args: string[], cwd: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', args, { cwd });
    return stdout.trim().split('\n')[0] || undefined;
  } catch {
    return undefined;
  }
}
