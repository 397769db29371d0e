#!/usr/bin/env node
import { runCli } from './cli/program.js';
import { endServersOnSignals } from './transport/process-registry.js';

endServersOnSignals();
process.exitCode = await runCli(process.argv.slice(2));
