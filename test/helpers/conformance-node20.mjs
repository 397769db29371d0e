// Node 20 has no fs.globSync, which @modelcontextprotocol/conformance imports at load time:
// `node --import ./test/helpers/conformance-node20.mjs …/conformance/dist/index.js` gives that
// package an `fs` with a globSync that finds nothing (the scenarios a client or server runs need none).
import { register } from 'node:module';
import * as fs from 'node:fs';

const SHIM = `data:text/javascript,${encodeURIComponent("export * from 'node:fs'; export { default } from 'node:fs'; export const globSync = () => [];")}`;

/** The resolve hook: `fs` from inside the conformance package is the shim. */
export async function resolve(specifier, context, next) {
  if ((specifier === 'fs' || specifier === 'node:fs') && context.parentURL?.includes('/@modelcontextprotocol/conformance/')) return { url: SHIM, shortCircuit: true };
  return next(specifier, context);
}

if (typeof fs.globSync !== 'function') register(import.meta.url);
