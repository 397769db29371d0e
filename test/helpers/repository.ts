import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { stringify } from 'yaml';
import { cli } from './cli.js';
import { fixtureArgs, tempDir, writeSide, type Side } from './fixture.js';

/** git in `dir`, its output trimmed. */
export const git = (dir: string, ...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();

/**
 * A git repository on main whose one commit holds a config for the fixture server "notes"
 * (serving side.json) and the golden contract `snapshot` wrote of `before`. Returns the commit.
 */
export async function repositoryWithGolden(prefix: string, before: Side): Promise<{ dir: string; base: string }> {
  const dir = tempDir(prefix);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'test@example.invalid');
  git(dir, 'config', 'user.name', 'test');
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs('side.json') }] }));
  writeSide(dir, before, 'side.json');
  expect((await cli(['snapshot'], dir)).code).toBe(0);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  return { dir, base: git(dir, 'rev-parse', 'HEAD') };
}
