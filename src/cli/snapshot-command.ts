import { relative } from 'node:path';
import { describeContract } from '../commands/observe-server.js';
import { failureLines, snapshotServers } from '../commands/snapshot-servers.js';
import { InputError } from '../errors.js';
import type { CommandIo, ServerSelection, TranscriptOptions } from './io.js';
import type { UpdateOptions } from './update-review.js';
import { selectServers } from './servers.js';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded and the server passed the checks its config enables); failing evidence fails the run (exit 1), as `check` would. */
export async function snapshotCommand(command: string[], options: ServerSelection & TranscriptOptions & UpdateOptions, io: CommandIo, verb: 'snapshot' | 'update' = 'snapshot'): Promise<number> {
  const selection = await selectServers(command, options, io);
  const { servers, place } = selection;
  if (options.out && servers.length > 1) throw new InputError('--out names one file: choose a server with --server');
  const out = options.out ? place(options.out, '--out') : undefined;
  const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
  // update: the intended change it makes, told or (--approve) accepted; checked before any server starts.
  const intended = verb === 'update' ? await (await import('./update-review.js')).intendedChangeStep(command, options, selection, io) : undefined;
  const { exitCode } = await snapshotServers({
    servers,
    env: io.env,
    cwd: io.cwd,
    ...(out ? { out } : {}),
    ...(transcriptDir ? { transcriptDir } : {}),
    recordBodies: options.transcriptBodies,
    ...(intended ? { intended } : {}),
    redactor: io.redactor,
    warn: io.warn,
    wrote: (_server, file, contract) => io.stdout(`${verb === 'update' ? 'updated' : 'wrote'} ${relative(io.cwd, file) || file}: ${describeContract(contract)}\n`),
    done: (result) => {
      for (const line of failureLines(result)) io.stderr(`error: ${line}\n`);
    },
  });
  return exitCode;
}
