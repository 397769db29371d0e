#!/usr/bin/env node
import { runCli } from './cli/program.js';
import { removeTemporariesOnExit } from './files.js';
import { endServersOnSignals } from './transport/process-registry.js';

endServersOnSignals();
removeTemporariesOnExit(); // the signal handlers exit: a write in progress leaves no temporary file
process.exitCode = await runCli(process.argv.slice(2));
