import { resolve } from 'node:path';
import { checkServer, classify, type ServerOutcome } from '../commands/check.js';
import { readContract } from '../contract/io.js';
import { InputError } from '../errors.js';
import { writeFileAtomic } from '../files.js';
import { isFailOn, type FailOn } from '../policy/gate.js';
import { buildReport, exitCodeOf, reportJson, type Report } from '../report/report.js';
import { renderTerminal } from '../report/terminal.js';
import { writeTranscript } from '../report/transcript.js';
import type { CliIo, ServerSelection, TranscriptOptions } from './program.js';
import { selectServers } from './servers.js';

interface ReportOptions {
  report?: string;
  failOn: string;
}

/** `check`: live servers against their golden contracts. Reads the golden files, never writes them. */
export async function checkCommand(command: string[], options: ServerSelection & ReportOptions & TranscriptOptions & { contract?: string }, io: CliIo): Promise<number> {
  const failOn = parseFailOn(options.failOn);
  const servers = await selectServers(command, options, io);
  if (options.contract && servers.length > 1) throw new InputError('--contract names one file: choose a server with --server');
  const contractFile = options.contract ? resolve(io.cwd, options.contract) : undefined;
  const outcomes: ServerOutcome[] = [];
  for (const server of servers) {
    const outcome = await checkServer(server, { contractFile, recordBodies: options.transcriptBodies }, io.env);
    if (options.transcript && outcome.transcript) await writeTranscript(resolve(io.cwd, options.transcript), server.name, outcome.transcript);
    outcomes.push(outcome);
  }
  return finish(buildReport(outcomes, failOn, io.cwd), 'mcp-contract check', options, io);
}

/** `diff`: two contract files, no server. */
export async function diffCommand(beforeFile: string, afterFile: string, options: ReportOptions, io: CliIo): Promise<number> {
  const failOn = parseFailOn(options.failOn);
  const before = await readContract(resolve(io.cwd, beforeFile));
  const after = await readContract(resolve(io.cwd, afterFile));
  const classified = await classify(before, after);
  const outcome: ServerOutcome = { name: after.server, contractFile: resolve(io.cwd, afterFile), current: after, ...classified };
  return finish(buildReport([outcome], failOn, io.cwd), 'mcp-contract diff', options, io);
}

async function finish(report: Report, title: string, options: ReportOptions, io: CliIo): Promise<number> {
  io.stdout(renderTerminal(report, title, io.isTty));
  if (options.report) await writeFileAtomic(resolve(io.cwd, options.report), reportJson(report));
  return exitCodeOf(report);
}

function parseFailOn(value: string): FailOn {
  if (!isFailOn(value)) throw new InputError(`--fail-on must be breaking, effect-relevant, cosmetic or never (got "${value}")`);
  return value;
}
