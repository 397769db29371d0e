#!/usr/bin/env node
import { runCli } from './cli/program.js';
import { removeTemporariesOnExit } from './files.js';
import { endServersOnSignals } from './transport/process-registry.js';

endServersOnSignals();
removeTemporariesOnExit(); // the signal handlers exit: a write in progress leaves no temporary file
quietOnClosedPipe();
process.exitCode = await runCli(process.argv.slice(2));

/**
 * `mcp-contract check --help | head -5`: the reader closed the pipe, so the rest of the output
 * has nobody to read it. Stop writing, without a stack trace, as `cat` does; any other
 * stream error is still thrown.
 */
function quietOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(process.exitCode ?? 0);
    });
}
