import { execFile } from 'node:child_process';
import { relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { parseConfig } from '../config/load.js';
import type { RunConfig, ServerConfig } from '../config/types.js';
import { InputError, oneLine } from '../errors.js';

const run = promisify(execFile);

/** The golden contract as it was at a commit (the PR base), its path there and the head's (from the repository root); or why there is none (a new server). */
export type BaseContract = { text: string; path: string; headPath: string } | { missing: string };

/** Where a review reads the base from: the commit, a folder of the clone, and the head's config file (absent for a server from the command line or inputs). */
export interface BaseSource {
  commit: string;
  cwd: string;
  configFile?: string;
}

/** The base commit must be in the clone: without it there is no review, and passing would hide a breaking change. */
export async function requireBaseCommit(commit: string, cwd: string): Promise<void> {
  try {
    await run('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd });
  } catch {
    throw new InputError(`the base commit ${commit.slice(0, 12)} is not in the clone, so the golden contracts at the base cannot be reviewed: check out with fetch-depth: 0 (actions/checkout)`);
  }
}

/**
 * A server's golden contract at the base, found as the base commit had it: through the base
 * commit's config (the same server, by name, and the contract path it had there), else through
 * git's rename detection of the head's golden file, else at the head's path. Never merely what
 * lies at the head's path when the config says otherwise: a PR that moves a golden file is
 * reviewed against the old one. A git failure other than "no such path" (a new server) is an
 * input error naming the command.
 */
export async function baseGolden(server: ServerConfig, headFile: string, source: BaseSource): Promise<BaseContract> {
  const clone = await cloneOf(source.cwd);
  const renamed = await renamesSince(source.commit, clone.top);
  const headPath = clone.path(headFile);
  const fromConfig = source.configFile ? await contractInBaseConfig(server.name, source.configFile, source.commit, clone, renamed) : undefined;
  const path = fromConfig ?? renamed.get(headPath) ?? headPath;
  const text = await showAt(source.commit, path, clone.top);
  if (text === undefined) return { missing: `${headPath} does not exist at the base commit: a new contract, nothing to review` };
  return { text, path, headPath };
}

/** A note for the reader when the base golden is not at the head's path. */
export function movedNote(base: BaseContract): string | undefined {
  if ('missing' in base || base.path === base.headPath) return undefined;
  return `The golden contract moved: reviewed against ${base.path} at the base (now ${base.headPath}).`;
}

/** The repository a folder is in: its top folder, and a file's path from there (as git names it). */
interface Clone {
  top: string;
  path(file: string): string;
}

async function cloneOf(cwd: string): Promise<Clone> {
  const up = (await git(['rev-parse', '--show-cdup'], cwd)).trim();
  const top = resolve(cwd, up);
  return { top, path: (file) => relative(top, file).split(sep).join('/') };
}

/** Paths at the head (the working tree, which is the head in CI) that git detects as renamed since `commit`, to their path at the base. */
async function renamesSince(commit: string, top: string): Promise<Map<string, string>> {
  const fields = (await git(['diff', '--name-status', '-z', '-M', commit, '--'], top)).split('\0');
  const renamed = new Map<string, string>();
  for (let at = 0; at < fields.length;) {
    const status = fields[at]!;
    if (status.startsWith('R')) renamed.set(fields[at + 2]!, fields[at + 1]!);
    at += status.startsWith('R') || status.startsWith('C') ? 3 : 2;
  }
  return renamed;
}

/** The contract path of the server named `name` in the config as the base commit had it; undefined when the config or the server is not there (or the base config does not parse). */
async function contractInBaseConfig(name: string, configFile: string, commit: string, clone: Clone, renamed: Map<string, string>): Promise<string | undefined> {
  const headPath = clone.path(configFile);
  const basePath = renamed.get(headPath) ?? headPath;
  const text = await showAt(commit, basePath, clone.top);
  if (text === undefined) return undefined;
  let config: RunConfig;
  try {
    config = parseConfig(text, resolve(clone.top, basePath));
  } catch (error) {
    if (error instanceof InputError) return undefined; // a base config this gate cannot read: the golden is found by path, as without one
    throw error;
  }
  const server = config.servers.find((candidate) => candidate.name === name);
  return server ? clone.path(server.contract) : undefined;
}

/** A file's text at a commit; undefined when the path does not exist there. Any other failure is exit 2 naming the command. */
async function showAt(commit: string, path: string, top: string): Promise<string | undefined> {
  try {
    return (await run('git', ['show', `${commit}:${path}`], { cwd: top, maxBuffer: 1 << 28 })).stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    if (/does not exist|exists on disk, but not in/.test(stderr)) return undefined;
    throw new InputError(`git show ${commit.slice(0, 12)}:${path} failed: ${oneLine(stderr || (error as Error).message, 200)}`);
  }
}

/** git's output; a failure is exit 2 naming the command. */
async function git(args: string[], cwd: string): Promise<string> {
  try {
    return (await run('git', args, { cwd, maxBuffer: 1 << 26 })).stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new InputError(`git ${args.slice(0, 2).join(' ')} failed in ${cwd}: ${oneLine(stderr || (error as Error).message, 200)}`);
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
