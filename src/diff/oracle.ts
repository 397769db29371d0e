import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { canonicalJson } from '../contract/canonical.js';
import { fileURLToPath } from 'node:url';
import { collectRefs, isLocalRef, resolveLocalRef } from '../jsonschema/refs.js';
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
 * Asks json-schema-diff, off the main thread and under one deadline, about the schema pairs
 * the keyword rules cannot judge alone (combinators, directionless keywords). A narrowing or
 * widening it finds that no rule reported becomes a change of its own. A timeout or a refusal
 * leaves the rules' verdict standing and says so in a note.
 */
export async function consultOracle(pairs: SchemaPair[], deadlineMs: number): Promise<OracleResult> {
  const prepared = pairs.map((pair) => ({ pair, ...prepare(pair) }));
  // Servers repeat schemas (shared types): each distinct pair is asked once.
  const questions = new Map<string, OracleRequest>();
  const keyOf = new Map<(typeof prepared)[number], string>();
  for (const entry of prepared) {
    if (entry.skip !== undefined) continue;
    const key = canonicalJson([entry.before, entry.after]);
    keyOf.set(entry, key);
    if (!questions.has(key)) questions.set(key, { id: questions.size, before: entry.before, after: entry.after });
  }
  const answers = questions.size ? await askWorkers([...questions.values()], deadlineMs) : new Map<number, OracleOutcome>();
  const changes: Change[] = [];
  const notes: string[] = [];
  prepared.forEach((entry) => {
    const where = `${entry.pair.entity} ${entry.pair.direction}Schema`;
    if (entry.skip !== undefined) return void notes.push(`json-schema-diff not run on ${where}: ${entry.skip}; the keyword rules' verdict stands`);
    const outcome: OracleOutcome = answers.get(questions.get(keyOf.get(entry)!)!.id) ?? { kind: 'timeout' };
    if (outcome.kind === 'timeout') return void notes.push(`json-schema-diff timed out after ${deadlineMs} ms on ${where}; the keyword rules' verdict stands`);
    if (outcome.kind !== 'answered') return void notes.push(`json-schema-diff failed on ${where} (${'reason' in outcome ? outcome.reason : ''}); the keyword rules' verdict stands`);
    const { knownNarrowing, knownWidening, addsProperty } = entry.pair;
    if (outcome.removalsFound && !knownNarrowing && !addsProperty) changes.push(oracleChange(entry.pair, 'schema-narrowed'));
    if (outcome.additionsFound && !knownWidening) changes.push(oracleChange(entry.pair, 'schema-widened'));
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
    if (refs.some((ref) => !isLocalRef(ref))) return { skip: 'a $ref points outside the schema (never fetched)' };
    if (refs.length > 0 && isRecursive(schema)) return { skip: 'the schema is recursive' };
  }
  return { before: withoutDialect(pair.before), after: withoutDialect(pair.after) };
}

function withoutDialect(schema: unknown): unknown {
  if (!isSchemaObject(schema)) return schema;
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/** Does following local `$ref`s from the root ever come back to a pointer already on the path? */
function isRecursive(root: unknown): boolean {
  const resolve = (ref: string): unknown => (isLocalRef(ref) ? resolveLocalRef(root, ref) : undefined);
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

/** Spreads the questions over a small pool of workers (one per core, at most two); all share one deadline. */
async function askWorkers(requests: OracleRequest[], deadlineMs: number): Promise<Map<number, OracleOutcome>> {
  const size = Math.max(1, Math.min(2, availableParallelism(), requests.length));
  const shares = Array.from({ length: size }, (_, index) => requests.filter((_request, i) => i % size === index));
  const deadline = Date.now() + deadlineMs;
  const answers = await Promise.all(shares.map((share) => askWorker(share, deadline)));
  return new Map(answers.flatMap((map) => [...map]));
}

function askWorker(requests: OracleRequest[], deadline: number): Promise<Map<number, OracleOutcome>> {
  const answers = new Map<number, OracleOutcome>();
  const worker = startWorker();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answers);
    };
    const timer = setTimeout(finish, Math.max(0, deadline - Date.now()));
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
