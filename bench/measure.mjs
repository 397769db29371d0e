// Runs a module (the CLI) in this process and prints its peak RSS and CPU time (user and
// system, this process and its worker threads, not its child processes) on exit, as the last
// stderr line: `MAXRSS_KB <n> CPU_MS <n>`. Usage: node measure.mjs MODULE ARGS...
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const [module, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], resolve(module), ...args];
process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write(`\nMAXRSS_KB ${usage.maxRSS} CPU_MS ${Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000)}\n`);
});
await import(pathToFileURL(resolve(module)).href);
