import { resolve, relative } from 'node:path';
import { s as snapshotWithTranscript, w as writeTranscript, a as writeContract, d as describeContract } from './load.js';
import { I as InputError, D as DiscoveryError, E as ExitCode } from './process-registry.js';
import { s as selectServers } from './servers.js';
import 'node:process';
import 'node:stream';
import 'child_process';
import 'path';
import './_commonjsHelpers.js';
import 'fs';
import 'node:child_process';
import 'node:buffer';
import 'node:util';
import './ajv.js';
import 'node:fs';
import 'node:crypto';
import 'process';
import 'buffer';
import 'node:fs/promises';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded). Evidence is `check`'s business. */
async function snapshotCommand(command, options, io, verb = 'snapshot') {
    const servers = await selectServers(command, options, io);
    if (options.out && servers.length > 1)
        throw new InputError('--out names one file: choose a server with --server');
    for (const server of servers) {
        const { contract, transcript } = await snapshotWithTranscript(server, io.env, { recordBodies: options.transcriptBodies }).catch(async (error) => {
            // A failed discovery is when the transcript matters most: keep it, then fail as before.
            const partial = error instanceof DiscoveryError ? error.transcript : undefined;
            if (options.transcript && partial)
                await writeTranscript(resolve(io.cwd, options.transcript), server.name, partial);
            throw error;
        });
        const file = options.out ? resolve(io.cwd, options.out) : server.contract;
        await writeContract(file, contract);
        io.stdout(`${verb === 'update' ? 'updated' : 'wrote'} ${relative(io.cwd, file) || file}: ${describeContract(contract)}\n`);
        if (options.transcript)
            await writeTranscript(resolve(io.cwd, options.transcript), server.name, transcript);
    }
    return ExitCode.pass;
}

export { snapshotCommand };
