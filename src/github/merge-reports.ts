import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { readUserFile } from '../files.js';
import { compileValidator } from '../jsonschema/validate.js';
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
  const problem = checkReport(data)[0];
  if (problem) throw new InputError(`report ${file} at ${problem.pointer}: ${problem.message}`);
  return data as Report;
}

/** One report from many (matrix jobs, or a report made by another run): one comment, one verdict. */
export function mergeReports(reports: Report[], failOn: FailOn): Report {
  return assembleReport(
    reports.flatMap((report) => report.servers),
    failOn,
  );
}
