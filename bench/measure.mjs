// Runs a module (the CLI) in this process and prints its peak RSS on exit, as the last
// stderr line: `MAXRSS_KB <n>`. Usage: node measure.mjs MODULE ARGS...
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const [module, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], resolve(module), ...args];
process.on('exit', () => process.stderr.write(`\nMAXRSS_KB ${process.resourceUsage().maxRSS}\n`));
await import(pathToFileURL(resolve(module)).href);
