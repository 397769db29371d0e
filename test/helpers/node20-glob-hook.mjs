// `node --import ./test/helpers/node20-glob-hook.mjs`: lets @modelcontextprotocol/conformance run on
// Node 20. Its bundle imports `globSync` from "fs", which Node added in 22; on an older Node its
// "fs" is resolved to a module that adds one (the bundle globs only `**/NAME` in tier-check).
import fs from 'node:fs';
import { register } from 'node:module';

if (typeof fs.globSync !== 'function') {
  const shim = `
    import fs from 'node:fs';
    import { join, relative } from 'node:path';
    export * from 'node:fs';
    export default fs;
    export function globSync(pattern, options = {}) {
      const cwd = options.cwd ?? process.cwd();
      const name = String(pattern).replace(/^\\*\\*\\//, '');
      return fs.readdirSync(cwd, { recursive: true }).map(String).filter((path) => path === name || path.endsWith('/' + name)).map((path) => relative(cwd, join(cwd, path)));
    }`;
  const hooks = `
    const SHIM = 'data:text/javascript,' + encodeURIComponent(${JSON.stringify(shim)});
    export async function resolve(specifier, context, next) {
      if ((specifier === 'fs' || specifier === 'node:fs') && context.parentURL?.includes('/@modelcontextprotocol/conformance/')) return { url: SHIM, shortCircuit: true };
      return next(specifier, context);
    }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
