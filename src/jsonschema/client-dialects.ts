import { AjvJsonSchemaValidator as ValidatorV2 } from '@modelcontextprotocol/client/validators/ajv';
import { AjvJsonSchemaValidator as ValidatorV1 } from '@modelcontextprotocol/sdk/validation/ajv';
import { oneLine } from '../errors.js';

/**
 * The official clients the gate judges with, by the version it depends on (test/client-judges.test.ts
 * holds these equal to the installed packages): what they refuse, a host built on them cannot use.
 */
export const JUDGE_CLIENTS = {
  v2: { name: '@modelcontextprotocol/client', version: '2.4.0', eras: ['handshake', 'stateless'] },
  v1: { name: '@modelcontextprotocol/sdk', version: '1.32.2', eras: ['handshake'] },
} as const;

export type JudgeClient = keyof typeof JUDGE_CLIENTS;

/** `name version`, as every finding names a client. */
export function clientLabel(client: JudgeClient): string {
  return `${JUDGE_CLIENTS[client].name} ${JUDGE_CLIENTS[client].version}`;
}

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
