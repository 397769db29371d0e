import { relative, resolve } from 'node:path';
import { describeContract, snapshotServer } from '../commands/snapshot.js';
import { writeContract } from '../contract/io.js';
import { ExitCode, InputError } from '../errors.js';
import type { CliIo, ServerSelection } from './program.js';
import { selectServers } from './servers.js';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded). */
export async function snapshotCommand(
  command: string[],
  options: ServerSelection & { out?: string },
  io: CliIo,
  verb: 'snapshot' | 'update' = 'snapshot',
): Promise<number> {
  const servers = await selectServers(command, options, io);
  if (options.out && servers.length > 1) throw new InputError('--out names one file: choose a server with --server');
  for (const server of servers) {
    const contract = await snapshotServer(server, io.env);
    const file = options.out ? resolve(io.cwd, options.out) : server.contract;
    await writeContract(file, contract);
    io.stdout(`${verb === 'update' ? 'updated' : 'wrote'} ${relative(io.cwd, file) || file}: ${describeContract(contract)}\n`);
  }
  return ExitCode.pass;
}
