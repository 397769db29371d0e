import { gitAddLine, uncommittedFiles } from '../commands/uncommitted.js';
import type { CommandIo } from './io.js';

/**
 * The files the gate wrote (or an earlier run did) that the next commit would not carry, with
 * the `git add` that does: CI reads the committed golden and policy files, never these.
 */
export function printGitAdd(files: string[], io: CommandIo): void {
  const line = gitAddLine(uncommittedFiles(files, io.cwd).map((file) => file.path));
  if (line) io.stdout(`\nnext: commit what the gate wrote (CI reads only committed files):\n  ${line}\n`);
}
