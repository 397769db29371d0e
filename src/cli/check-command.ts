import { resolve } from 'node:path';
import { checkServer, classify, type ServerOutcome } from '../commands/check.js';
import { readContract } from '../contract/io.js';
import { InputError } from '../errors.js';
import { insideRoot, repositoryRoot, staleTemporaryWarnings, writeFileAtomic } from '../files.js';
import { isFailOn, type FailOn } from '../policy/gate.js';
import { buildReport, exitCodeOf, reportJson, type Report } from '../report/report.js';
import { renderTerminal } from '../report/terminal.js';
import { writeTranscript } from '../report/transcript.js';
import type { CommandIo, ServerSelection, TranscriptOptions } from './program.js';
import { selectServers } from './servers.js';

interface ReportOptions {
  report?: string;
  failOn: string;
}

/** `check`: live servers against their golden contracts. Reads the golden files, never writes them. */
export async function checkCommand(command: string[], options: ServerSelection & ReportOptions & TranscriptOptions & { contract?: string }, io: CommandIo): Promise<number> {
  const failOn = parseFailOn(options.failOn);
  const { servers, place } = await selectServers(command, options, io);
  if (options.contract && servers.length > 1) throw new InputError('--contract names one file: choose a server with --server');
  const contractFile = options.contract ? resolve(io.cwd, options.contract) : undefined;
  const reportFile = options.report ? place(options.report, '--report') : undefined;
  const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
  for (const warning of staleTemporaryWarnings(servers.map((server) => contractFile ?? server.contract), io.cwd)) io.warn(warning);
  const outcomes: ServerOutcome[] = [];
  for (const server of servers) {
    const outcome = await checkServer(server, { contractFile, recordBodies: options.transcriptBodies, redactor: io.redactor }, io.env);
    if (transcriptDir && outcome.transcript) await writeTranscript(transcriptDir, server.name, outcome.transcript, io.redactor);
    outcomes.push(outcome);
  }
  return finish(buildReport(outcomes, failOn, io.cwd), 'mcp-contract check', reportFile, io);
}

/** `diff`: two contract files, no server. */
export async function diffCommand(beforeFile: string, afterFile: string, options: ReportOptions, io: CommandIo): Promise<number> {
  const failOn = parseFailOn(options.failOn);
  const reportFile = options.report ? insideRoot(repositoryRoot(io.cwd), resolve(io.cwd, options.report), '--report') : undefined;
  const before = await readContract(resolve(io.cwd, beforeFile));
  const after = await readContract(resolve(io.cwd, afterFile));
  const classified = await classify(before, after);
  const outcome: ServerOutcome = { name: after.server, contractFile: resolve(io.cwd, afterFile), current: after, ...classified };
  return finish(buildReport([outcome], failOn, io.cwd), 'mcp-contract diff', reportFile, io);
}

/** Prints and writes the report without the run's secrets. */
async function finish(report: Report, title: string, reportFile: string | undefined, io: CommandIo): Promise<number> {
  const safe = io.redactor.value(report);
  io.stdout(renderTerminal(safe, title, io.isTty));
  if (reportFile) await writeFileAtomic(reportFile, reportJson(safe));
  return exitCodeOf(safe);
}

function parseFailOn(value: string): FailOn {
  if (!isFailOn(value)) throw new InputError(`--fail-on must be breaking, effect-relevant, cosmetic or never (got "${value}")`);
  return value;
}
