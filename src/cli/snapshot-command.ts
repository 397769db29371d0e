import { relative } from 'node:path';
import { describeContract, snapshotWithTranscript } from '../commands/snapshot.js';
import { writeGolden } from '../commands/update.js';
import { DiscoveryError, ExitCode, InputError, oneLine } from '../errors.js';
import { evaluateSchemas } from '../evidence/schemas.js';
import { staleTemporaryWarnings } from '../files.js';
import type { TranscriptEntry } from '../transport/session.js';
import { writeTranscript } from '../report/transcript.js';
import type { CommandIo, ServerSelection, TranscriptOptions } from './io.js';
import type { UpdateOptions } from './update-review.js';
import { selectServers } from './servers.js';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded); a spec-invalid schema fails the run (exit 1). Other evidence is `check`'s business. */
export async function snapshotCommand(command: string[], options: ServerSelection & TranscriptOptions & UpdateOptions, io: CommandIo, verb: 'snapshot' | 'update' = 'snapshot'): Promise<number> {
  const selection = await selectServers(command, options, io);
  const { servers, place } = selection;
  if (options.out && servers.length > 1) throw new InputError('--out names one file: choose a server with --server');
  const out = options.out ? place(options.out, '--out') : undefined;
  const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
  // update: the intended change it makes, told or (--approve) accepted; checked before any server starts.
  const intended = verb === 'update' ? await (await import('./update-review.js')).intendedChangeStep(command, options, selection, io) : undefined;
  let exitCode: number = ExitCode.pass;
  for (const server of servers) {
    const file = out ?? server.contract;
    for (const warning of staleTemporaryWarnings([file], io.cwd)) io.warn(warning);
    const baseline = await intended?.baseline(file);
    const { contract, transcript } = await snapshotWithTranscript(server, io.env, { recordBodies: options.transcriptBodies, warn: io.warn }).catch(async (error: unknown) => {
      // A failed discovery is when the transcript matters most: keep it, then fail as before.
      const partial = error instanceof DiscoveryError ? (error.transcript as TranscriptEntry[] | undefined) : undefined;
      if (transcriptDir && partial) await writeTranscript(transcriptDir, server.name, partial, io.redactor);
      throw error;
    });
    await writeGolden(file, contract, io.redactor);
    io.stdout(`${verb === 'update' ? 'updated' : 'wrote'} ${relative(io.cwd, file) || file}: ${describeContract(contract)}\n`);
    if (baseline) await intended!.after(server, file, baseline);
    if (transcriptDir) await writeTranscript(transcriptDir, server.name, transcript, io.redactor);
    // A spec-invalid baseline is caught when it is made: the file is what the server serves, and the run fails.
    for (const defect of (await evaluateSchemas(contract)).filter((item) => item.status === 'fail')) {
      io.stderr(`error: ${oneLine(server.name, 80)}: evidence ${defect.check} failed: ${oneLine(defect.message, 1000)}\n`);
      exitCode = ExitCode.gateFailed;
    }
  }
  return exitCode;
}
