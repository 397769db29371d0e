import { relative } from 'node:path';
import { a as snapshotWithTranscript, d as describeContract } from './snapshot.js';
import { w as writeGolden } from './update.js';
import { I as InputError, D as DiscoveryError, o as oneLine, E as ExitCode } from './canonical.js';
import { e as evaluateSchemas } from './schemas.js';
import { s as staleTemporaryWarnings } from './files.js';
import { w as writeTranscript } from './transcript.js';
import { selectServers } from './servers.js';
import './io.js';
import 'node:fs';
import 'node:crypto';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import 'node:fs/promises';
import './load.js';
import 'process';
import 'buffer';
import './edit-distance.js';
import './protocol.js';
import './types.js';
import './timeouts.js';
import './redact.js';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded); a spec-invalid schema fails the run (exit 1). Other evidence is `check`'s business. */
async function snapshotCommand(command, options, io, verb = 'snapshot') {
    const selection = await selectServers(command, options, io);
    const { servers, place } = selection;
    if (options.out && servers.length > 1)
        throw new InputError('--out names one file: choose a server with --server');
    const out = options.out ? place(options.out, '--out') : undefined;
    const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
    // update: the intended change it makes, told or (--approve) accepted; checked before any server starts.
    const intended = verb === 'update' ? await (await import('./update-review.js')).intendedChangeStep(command, options, selection, io) : undefined;
    let exitCode = ExitCode.pass;
    for (const server of servers) {
        const file = out ?? server.contract;
        for (const warning of staleTemporaryWarnings([file], io.cwd))
            io.warn(warning);
        const baseline = await intended?.baseline(file);
        const { contract, transcript } = await snapshotWithTranscript(server, io.env, { recordBodies: options.transcriptBodies, warn: io.warn }).catch(async (error) => {
            // A failed discovery is when the transcript matters most: keep it, then fail as before.
            const partial = error instanceof DiscoveryError ? error.transcript : undefined;
            if (transcriptDir && partial)
                await writeTranscript(transcriptDir, server.name, partial, io.redactor);
            throw error;
        });
        await writeGolden(file, contract, io.redactor);
        io.stdout(`${verb === 'update' ? 'updated' : 'wrote'} ${relative(io.cwd, file) || file}: ${describeContract(contract)}\n`);
        if (baseline)
            await intended.after(server, file, baseline);
        if (transcriptDir)
            await writeTranscript(transcriptDir, server.name, transcript, io.redactor);
        // A spec-invalid baseline is caught when it is made: the file is what the server serves, and the run fails.
        for (const defect of (await evaluateSchemas(contract)).filter((item) => item.status === 'fail')) {
            io.stderr(`error: ${oneLine(server.name, 80)}: evidence ${defect.check} failed: ${oneLine(defect.message, 1000)}\n`);
            exitCode = ExitCode.gateFailed;
        }
    }
    return exitCode;
}

export { snapshotCommand };
