import { isJsonObject } from '../json/own.js';
import { canonicalize } from './canon/builder.js';
import { samples } from './instances.js';
import { validateAgainst } from './validity.js';

/**
 * The generator's object samples of `schema` that ajv holds valid, simplest first, out of at most
 * `tried` candidates: proposed from the canonical form, confirmed against the schema itself.
 */
export function* validObjectSamples(schema: unknown, tried = Infinity): Generator<Record<string, unknown>> {
  let count = 0;
  for (const value of samples(canonicalize(schema).root)) {
    if (++count > tried) return;
    if (isJsonObject(value) && validateAgainst(schema, value)?.length === 0) yield value;
  }
}
