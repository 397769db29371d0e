import { relative, resolve } from 'node:path';
import { describeContract, snapshotWithTranscript } from '../commands/snapshot.js';
import { writeContract } from '../contract/io.js';
import { DiscoveryError, ExitCode, InputError } from '../errors.js';
import type { TranscriptEntry } from '../transport/session.js';
import { writeTranscript } from '../report/transcript.js';
import type { CliIo, ServerSelection, TranscriptOptions } from './program.js';
import { selectServers } from './servers.js';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded). Evidence is `check`'s business. */
export async function snapshotCommand(
  command: string[],
  options: ServerSelection & TranscriptOptions & { out?: string },
  io: CliIo,
  verb: 'snapshot' | 'update' = 'snapshot',
): Promise<number> {
  const servers = await selectServers(command, options, io);
  if (options.out && servers.length > 1) throw new InputError('--out names one file: choose a server with --server');
  for (const server of servers) {
    const { contract, transcript } = await snapshotWithTranscript(server, io.env, { recordBodies: options.transcriptBodies }).catch(async (error: unknown) => {
      // A failed discovery is when the transcript matters most: keep it, then fail as before.
      const partial = error instanceof DiscoveryError ? (error.transcript as TranscriptEntry[] | undefined) : undefined;
      if (options.transcript && partial) await writeTranscript(resolve(io.cwd, options.transcript), server.name, partial);
      throw error;
    });
    const file = options.out ? resolve(io.cwd, options.out) : server.contract;
    await writeContract(file, contract);
    io.stdout(`${verb === 'update' ? 'updated' : 'wrote'} ${relative(io.cwd, file) || file}: ${describeContract(contract)}\n`);
    if (options.transcript) await writeTranscript(resolve(io.cwd, options.transcript), server.name, transcript);
  }
  return ExitCode.pass;
}
