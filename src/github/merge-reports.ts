import { readdir, stat } from 'node:fs/promises';
import { join, posix, resolve, win32 } from 'node:path';
import { InputError, oneLine } from '../errors.js';
import { readUserFile } from '../files.js';
import { compileValidator, type Violation } from '../jsonschema/validate.js';
import { eraOf, HANDSHAKE_REVISIONS, STATELESS_REVISIONS } from '../contract/protocol.js';
import type { FailOn } from '../policy/gate.js';
import { assembleReport, type Report } from '../report/report.js';
import reportSchema from '../report/report.schema.json' with { type: 'json' };

const checkReport = compileValidator(reportSchema);

/** Reads JSON reports named one per line (files, or directories of *.json: downloaded artifacts). */
export async function readReports(input: string, cwd: string): Promise<Report[]> {
  const names = input
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (names.length === 0) throw new InputError('mode report needs the reports input: JSON report files or directories, one per line');
  const files: string[] = [];
  for (const name of names) {
    const path = resolve(cwd, name);
    const info = await stat(path).catch(() => undefined);
    if (!info) throw new InputError(`report ${path}: no such file or directory`);
    const found = info.isDirectory()
      ? (await readdir(path, { recursive: true }))
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => join(path, f))
      : [path];
    for (const file of found) files.push(file);
  }
  return Promise.all(files.map(async (file) => parseReport(await readUserFile(file, 'report'), file)));
}

function parseReport(text: string, file: string): Report {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`report ${file} at /: not JSON (${(error as Error).message})`);
  }
  const problem = checkReport(data)[0] ?? untrustedTextProblem(data as Report);
  if (problem) throw new InputError(`report ${file} at ${problem.pointer}: ${problem.message}`);
  return data as Report;
}

/**
 * What a report file says that the gate prints as its own words, held to what the gate itself
 * writes there: the contract a path inside the workspace, the protocol a known era and one of
 * its revisions. A report is an artifact another job (perhaps a fork's) uploaded.
 */
function untrustedTextProblem(report: Report): Violation | undefined {
  for (const [index, server] of report.servers.entries()) {
    const at = `/servers/${index}`;
    if (!insideWorkspace(server.contract)) return { pointer: `${at}/contract`, message: `"${oneLine(server.contract, 80)}" is not a relative path inside the workspace` };
    const protocol = server.protocol;
    if (!protocol) continue;
    if (protocol.era !== 'handshake' && protocol.era !== 'stateless') return { pointer: `${at}/protocol/era`, message: `"${oneLine(protocol.era, 40)}" is not an era (handshake, stateless)` };
    if (eraOf(protocol.revision) !== protocol.era) {
      const known = protocol.era === 'handshake' ? HANDSHAKE_REVISIONS : STATELESS_REVISIONS;
      return { pointer: `${at}/protocol/revision`, message: `"${oneLine(protocol.revision, 40)}" is not a revision of the ${protocol.era} era (${known.join(', ')})` };
    }
  }
  return undefined;
}

/** A path as the gate writes it into a report: relative, normalised, not climbing out. */
function insideWorkspace(path: string): boolean {
  const normal = posix.normalize(path);
  return normal === path && normal !== '.' && normal !== '..' && !normal.startsWith('../') && !posix.isAbsolute(path) && !win32.isAbsolute(path);
}

/** One report from many (matrix jobs, or a report made by another run): one comment, one verdict. */
export function mergeReports(reports: Report[], failOn: FailOn): Report {
  return assembleReport(
    reports.flatMap((report) => report.servers),
    failOn,
  );
}
