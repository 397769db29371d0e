import * as core from '@actions/core';
import { ExitCode, GateError } from './errors.js';
import { endServersOnSignals } from './transport/process-registry.js';

/** The action: inputs in, the shared engine, outputs and exit code out. The only place (with github/) that imports @actions/*. */
export async function run(): Promise<void> {
  endServersOnSignals(); // a cancelled job must not leave server processes behind
  try {
    const { runAction } = await import('./github/action.js');
    const exitCode = await runAction(core);
    if (exitCode !== ExitCode.pass) process.exitCode = exitCode;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    core.setFailed(message);
    process.exitCode = error instanceof GateError ? error.exitCode : ExitCode.usage;
  }
}
