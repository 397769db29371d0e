import { statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import { writeFileAtomic } from '../files.js';
import { FORMAT_NAMES, FORMATS, isFormatName, type FormatContext, type OutputFormat } from '../report/formats/index.js';
import type { Report } from '../report/report.js';
import type { CommandIo } from './io.js';

/** One report output: a format, to a file or (no file) to stdout. */
export interface Output {
  format: OutputFormat;
  file?: string;
}

/**
 * `--format NAME[=FILE]` (repeatable) and `--report FILE` (json=FILE), checked before any server
 * is started. NAME alone or FILE "-" is stdout, at most one; unless a format takes stdout, the
 * terminal report goes there. A folder (existing, or a path ending in "/") gets
 * mcp-contract-report.EXT inside. Every file passes `place` (see typedPath in src/files.ts).
 */
export function parseOutputs(specs: readonly string[], report: string | undefined, place: (path: string, option: string) => string): Output[] {
  const outputs: Output[] = [];
  const all = [...specs.map((spec) => ({ spec, option: '--format' })), ...(report === undefined ? [] : [{ spec: `json=${report}`, option: '--report' }])];
  for (const { spec, option } of all) {
    const at = spec.indexOf('=');
    const name = at === -1 ? spec : spec.slice(0, at);
    if (!isFormatName(name)) throw new InputError(`--format ${JSON.stringify(name.slice(0, 60))}: not a format (${FORMAT_NAMES.join(', ')})`);
    const format = FORMATS[name];
    const path = at === -1 ? '-' : spec.slice(at + 1);
    if (path === '') throw new InputError(`--format ${name}=: name a file after "=", or "-" for stdout`);
    if (path === '-') outputs.push({ format });
    else {
      const target = place(path, option);
      const folder = path.endsWith('/') || isFolder(target);
      outputs.push({ format, file: folder ? join(target, `mcp-contract-report${format.extension}`) : target });
    }
  }
  const toStdout = outputs.filter((output) => !output.file);
  if (toStdout.length > 1) throw new InputError(`only one format can go to stdout (got ${toStdout.map((o) => o.format.name).join(', ')}): give the others a file, as NAME=FILE`);
  const files = outputs.flatMap((output) => (output.file ? [output.file] : []));
  const twice = files.find((file, i) => files.indexOf(file) !== i);
  if (twice) throw new InputError(`two reports would be written to ${twice}`);
  return toStdout.length ? outputs : [{ format: FORMATS.terminal }, ...outputs];
}

/** An existing folder; anything else (no such path, a file on the way) is left to the write, which names the problem. */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Renders and writes every output; every byte passes the run's redactor (stdout does already). */
export async function writeOutputs(outputs: readonly Output[], report: Report, context: FormatContext, io: CommandIo): Promise<void> {
  for (const { format, file } of outputs) {
    if (!file) io.stdout(format.render(report, { ...context, colour: io.isTty && format.name === 'terminal' }));
    else await writeFileAtomic(file, io.redactor.text(format.render(report, { ...context, colour: false })));
  }
}
