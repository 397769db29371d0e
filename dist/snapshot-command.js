import { resolve, relative } from 'node:path';
import { s as selectServers, a as snapshotServer, w as writeContract, d as describeContract } from './servers.js';
import { I as InputError, E as ExitCode } from './process-registry.js';
import 'node:process';
import 'node:stream';
import 'child_process';
import 'path';
import './_commonjsHelpers.js';
import 'fs';
import 'node:child_process';
import 'node:crypto';
import 'node:fs';
import 'process';
import 'buffer';
import 'node:fs/promises';
import './index2.js';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded). */
async function snapshotCommand(command, options, io, verb = 'snapshot') {
    const servers = await selectServers(command, options, io);
    if (options.out && servers.length > 1)
        throw new InputError('--out names one file: choose a server with --server');
    for (const server of servers) {
        const contract = await snapshotServer(server, io.env);
        const file = options.out ? resolve(io.cwd, options.out) : server.contract;
        await writeContract(file, contract);
        io.stdout(`${verb === 'update' ? 'updated' : 'wrote'} ${relative(io.cwd, file) || file}: ${describeContract(contract)}\n`);
    }
    return ExitCode.pass;
}

export { snapshotCommand };
