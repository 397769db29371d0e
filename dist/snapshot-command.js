import { relative } from 'node:path';
import { d as describeContract } from './transcript.js';
import { s as snapshotServers, f as failureLines } from './snapshot-servers.js';
import { I as InputError } from './canonical.js';
import { selectServers } from './servers.js';
import './io.js';
import 'node:fs';
import './files.js';
import 'node:fs/promises';
import 'node:crypto';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import './checks.js';
import './schemas.js';
import './gate.js';
import './load.js';
import './data-file.js';
import 'process';
import 'buffer';
import './edit-distance.js';
import './protocol.js';
import './types.js';
import './timeouts.js';
import './secrets.js';
import './redact.js';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded and the server passed the checks its config enables); failing evidence fails the run (exit 1), as `check` would. */
async function snapshotCommand(command, options, io, verb = 'snapshot') {
    const selection = await selectServers(command, options, io);
    const { servers, place } = selection;
    if (options.out && servers.length > 1)
        throw new InputError('--out names one file: choose a server with --server');
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
            for (const line of failureLines(result))
                io.stderr(`error: ${line}\n`);
        },
    });
    return exitCode;
}

export { snapshotCommand };
