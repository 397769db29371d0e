import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { isSchemaObject } from '../jsonschema/subschemas.js';
import { makeChange, type Change } from './change.js';
import type { SchemaPair } from './compare.js';
import { schemaRuleId } from './rules.js';
import type { OracleReply, OracleRequest } from './oracle-worker.js';

/** What json-schema-diff said about one schema pair. */
export type OracleOutcome =
  | { kind: 'answered'; additionsFound: boolean; removalsFound: boolean }
  | { kind: 'timeout' }
  | { kind: 'skipped'; reason: string }
  | { kind: 'error'; reason: string };

export interface OracleResult {
  changes: Change[];
  notes: string[];
}

/**
 * Asks json-schema-diff, off the main thread and under one deadline, about every schema
 * pair whose digests differ. It confirms the keyword rules; where they explained nothing
 * and it finds narrowing or widening, that becomes a change of its own. A timeout or a
 * refusal leaves the rules' verdict standing and says so in a note.
 */
export async function consultOracle(pairs: SchemaPair[], deadlineMs: number): Promise<OracleResult> {
  const prepared = pairs.map((pair) => ({ pair, ...prepare(pair) }));
  const asked = prepared.filter((p) => p.skip === undefined);
  const answers = asked.length ? await askWorker(asked.map((p, id) => ({ id, before: p.before, after: p.after })), deadlineMs) : new Map();
  const changes: Change[] = [];
  const notes: string[] = [];
  prepared.forEach((entry) => {
    const where = `${entry.pair.entity} ${entry.pair.direction}Schema`;
    if (entry.skip !== undefined) return void notes.push(`json-schema-diff not run on ${where}: ${entry.skip}; the keyword rules' verdict stands`);
    const outcome: OracleOutcome = answers.get(asked.indexOf(entry)) ?? { kind: 'timeout' };
    if (outcome.kind === 'timeout') return void notes.push(`json-schema-diff timed out after ${deadlineMs} ms on ${where}; the keyword rules' verdict stands`);
    if (outcome.kind !== 'answered') return void notes.push(`json-schema-diff failed on ${where} (${'reason' in outcome ? outcome.reason : ''}); the keyword rules' verdict stands`);
    if (entry.pair.explained) return;
    if (outcome.removalsFound) changes.push(oracleChange(entry.pair, 'schema-narrowed'));
    if (outcome.additionsFound) changes.push(oracleChange(entry.pair, 'schema-widened'));
  });
  return { changes, notes };
}

function oracleChange(pair: SchemaPair, fact: 'schema-narrowed' | 'schema-widened'): Change {
  const what = fact === 'schema-narrowed' ? 'values that were valid are not' : 'values that were invalid are valid';
  return makeChange(schemaRuleId(pair.direction, fact), pair.entity, pair.pointer, `${pair.direction}Schema: json-schema-diff found ${what}, which no keyword rule explains`, pair.before, pair.after);
}

/** json-schema-diff throws on `$schema` 2020-12 and follows any `$ref`: normalise, and refuse what it must not see. */
function prepare(pair: SchemaPair): { before?: unknown; after?: unknown; skip?: string } {
  for (const schema of [pair.before, pair.after]) {
    const refs = collectRefs(schema);
    if (refs.some((ref) => !ref.startsWith('#'))) return { skip: 'a $ref points outside the schema (never fetched)' };
    if (refs.length > 0 && isRecursive(schema)) return { skip: 'the schema is recursive' };
  }
  return { before: withoutDialect(pair.before), after: withoutDialect(pair.after) };
}

function withoutDialect(schema: unknown): unknown {
  if (!isSchemaObject(schema)) return schema;
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

function collectRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else collectRefs(child, found);
    }
  }
  return found;
}

/** Does following local `$ref`s from the root ever come back to a pointer already on the path? */
function isRecursive(root: unknown): boolean {
  const resolve = (ref: string): unknown =>
    ref.slice(1).split('/').filter(Boolean).reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')], root);
  const visit = (node: unknown, path: Set<string>): boolean => {
    for (const ref of collectRefs(node)) {
      if (path.has(ref)) return true;
      if (visit(resolve(ref), new Set([...path, ref]))) return true;
    }
    return false;
  };
  return visit(root, new Set());
}

/** dist/oracle-worker.js beside the bundle; from the TypeScript sources (tests), the .ts file through tsx. */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(fileURLToPath(new URL('./oracle-worker.js', here)));
  const source = new URL('./oracle-worker.ts', here).href;
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, { eval: true });
}

function askWorker(requests: OracleRequest[], deadlineMs: number): Promise<Map<number, OracleOutcome>> {
  const answers = new Map<number, OracleOutcome>();
  const worker = startWorker();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answers);
    };
    const timer = setTimeout(finish, deadlineMs);
    worker.on('message', (reply: OracleReply) => {
      answers.set(reply.id, reply.error === undefined ? { kind: 'answered', additionsFound: Boolean(reply.additionsFound), removalsFound: Boolean(reply.removalsFound) } : { kind: 'error', reason: reply.error });
      if (answers.size === requests.length) finish();
    });
    worker.on('error', (error) => {
      for (const request of requests) if (!answers.has(request.id)) answers.set(request.id, { kind: 'error', reason: error.message });
      finish();
    });
    for (const request of requests) worker.postMessage(request);
  });
}
