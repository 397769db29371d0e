import { AjvJsonSchemaValidator as ValidatorV2 } from '@modelcontextprotocol/client/validators/ajv';
import { AjvJsonSchemaValidator as ValidatorV1 } from '@modelcontextprotocol/sdk/validation/ajv';
import { oneLine } from '../errors.js';
import type { JudgeClient } from './judge-clients.js';

const validators = { v2: new ValidatorV2(), v1: new ValidatorV1() };

/**
 * What `client`'s own validator says of an outputSchema that declares a dialect (`$schema`): the
 * 2.x client's dialect check refuses draft-04, draft-03 and any URI it does not know, and then
 * every call of the tool; the 1.x SDK compiles every outputSchema when it lists tools, with
 * draft-07 ajv. A schema without `$schema` is 2020-12 to both and left to `schema_not_compilable`
 * (compiling every schema twice more would cost more than the rest of a snapshot).
 * Undefined when the client takes it.
 */
export function dialectRefusal(client: JudgeClient, schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null || typeof (schema as { $schema?: unknown }).$schema !== 'string') return undefined;
  try {
    validators[client].getValidator(schema as never);
    return undefined;
  } catch (error) {
    return oneLine(error instanceof Error ? error.message : String(error), 300);
  }
}
