import { relative } from 'node:path';
import { d as describeContract } from './transcript.js';
import { s as snapshotServers, f as failureLines } from './snapshot-servers.js';
import { I as InputError } from './own.js';
import { p as parseFailOn } from './check-command.js';
import { selectServers } from './servers.js';
import './io.js';
import 'node:fs';
import './files.js';
import 'node:fs/promises';
import 'node:crypto';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import './edit-distance.js';
import './types.js';
import './schemas.js';
import './gate.js';
import './format-context.js';
import 'node:os';
import './compare.js';
import './mcp-headers.js';
import './rules.js';
import './builder.js';
import 'node:url';
import 'node:worker_threads';
import './package.js';
import './load.js';
import 'process';
import 'buffer';
import './known-keys.js';
import './timeouts.js';
import './secrets.js';
import './redact.js';

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded and the server passed the checks its config enables); failing evidence at --fail-on fails the run (exit 1), as `check` would. */
async function snapshotCommand(command, options, io, verb = 'snapshot') {
    const failOn = parseFailOn(options.failOn ?? 'effect-relevant');
    const selection = await selectServers(command, options, io);
    const { servers, place } = selection;
    if (options.out && servers.length > 1)
        throw new InputError('--out names one file: choose a server with --server');
    const out = options.out ? place(options.out, '--out') : undefined;
    const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
    const settings = { ...(out ? { out } : {}), ...(transcriptDir ? { transcriptDir } : {}), failOn };
    // update: the intended change it makes, told or (--approve) accepted; checked before any server starts.
    if (verb === 'update')
        return (await import('./update-review.js')).updateCommand(command, options, selection, settings, io);
    const { exitCode } = await snapshotServers({
        servers,
        env: io.env,
        cwd: io.cwd,
        ...settings,
        recordBodies: options.transcriptBodies,
        redactor: io.redactor,
        warn: io.warn,
        done: (result) => {
            if (result.written)
                io.stdout(`wrote ${relative(io.cwd, result.file) || result.file}: ${describeContract(result.contract)}\n`);
            for (const line of failureLines(result))
                io.stderr(`error: ${line}\n`);
        },
    });
    return exitCode;
}

export { snapshotCommand };
