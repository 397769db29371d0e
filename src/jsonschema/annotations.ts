import { DATA_KEYWORDS } from './refs.js';
import { pointerSegment } from './subschemas.js';
import { isJsonObject } from '../json/own.js';

const TEXT_ANNOTATIONS = new Set(['title', 'description', 'examples', '$comment']);
/** Keywords whose values are maps of names to schemas: a name there is data, not a keyword. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/**
 * Every title, description, example and comment of a schema by its JSON pointer, where the
 * server wrote it: compared as text, apart from what the schema accepts. A property named
 * `title` is a name, not an annotation.
 */
export function collectAnnotations(schema: unknown, at = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(schema)) schema.forEach((item, index) => collectAnnotations(item, `${at}/${index}`, out));
  else if (isJsonObject(schema)) {
    for (const key of Object.keys(schema)) {
      const here = `${at}/${pointerSegment(key)}`;
      const value = schema[key];
      if (TEXT_ANNOTATIONS.has(key) && (key === 'examples' || key === '$comment' || typeof value === 'string')) out.set(here, value);
      else if (DATA_KEYWORDS.has(key)) continue;
      else if (NAME_MAPS.has(key) && isJsonObject(value)) for (const name of Object.keys(value)) collectAnnotations(value[name], `${here}/${pointerSegment(name)}`, out);
      else collectAnnotations(value, here, out);
    }
  }
  return out;
}
