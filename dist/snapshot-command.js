import { relative } from 'node:path';
import { s as snapshotWithTranscript, d as describeContract } from './snapshot.js';
import { w as writeGolden } from './update.js';
import { I as InputError, D as DiscoveryError, E as ExitCode } from './canonical.js';
import { s as staleTemporaryWarnings } from './files.js';
import { w as writeTranscript } from './types.js';
import { selectServers } from './servers.js';
import 'node:crypto';
import 'node:fs';
import 'node:fs/promises';
import './validators.js';
import './index2.js';
import './_commonjsHelpers.js';
import './load.js';
import 'process';
import 'buffer';
import './protocol.js';
import './redact.js';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded). Evidence is `check`'s business. */
async function snapshotCommand(command, options, io, verb = 'snapshot') {
    const { servers, place } = await selectServers(command, options, io);
    if (options.out && servers.length > 1)
        throw new InputError('--out names one file: choose a server with --server');
    const out = options.out ? place(options.out, '--out') : undefined;
    const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
    for (const server of servers) {
        const file = out ?? server.contract;
        for (const warning of staleTemporaryWarnings([file], io.cwd))
            io.warn(warning);
        const { contract, transcript } = await snapshotWithTranscript(server, io.env, { recordBodies: options.transcriptBodies }).catch(async (error) => {
            // A failed discovery is when the transcript matters most: keep it, then fail as before.
            const partial = error instanceof DiscoveryError ? error.transcript : undefined;
            if (transcriptDir && partial)
                await writeTranscript(transcriptDir, server.name, partial, io.redactor);
            throw error;
        });
        await writeGolden(file, contract, io.redactor);
        io.stdout(`${verb === 'update' ? 'updated' : 'wrote'} ${relative(io.cwd, file) || file}: ${describeContract(contract)}\n`);
        if (transcriptDir)
            await writeTranscript(transcriptDir, server.name, transcript, io.redactor);
    }
    return ExitCode.pass;
}

export { snapshotCommand };
