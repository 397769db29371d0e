import { availableParallelism } from 'node:os';
import { canonicalJson } from '../json/rfc8785.js';
import { collectRefs, isLocalRef, resolveLocalRef } from '../jsonschema/refs.js';
import { isSchemaObject } from '../jsonschema/subschemas.js';
import type { SchemaPair } from './schema-changes.js';
import type { OracleReply, OracleRequest } from './oracle-worker.js';
import { startWorker } from '../workers.js';

/** What json-schema-diff said about one schema pair. */
type OracleOutcome = { kind: 'answered'; additionsFound: boolean; removalsFound: boolean } | { kind: 'timeout' } | { kind: 'skipped'; reason: string } | { kind: 'error'; reason: string };

export interface OracleResult {
  notes: string[];
}

/**
 * Asks json-schema-diff, off the main thread and under one deadline, about the schema pairs
 * whose change stayed undecided (no witness was found). Its answer can only add a note: the
 * level is raised by a witness alone, so no verdict depends on the oracle's timing, and its
 * measured false positives (it ignores `const`, it calls an added optional property a
 * removal) cannot raise a level. With `notRunBecause` (the run's deadline has passed), it is not asked at all.
 */
export async function consultOracle(pairs: SchemaPair[], deadlineMs: number, notRunBecause?: string): Promise<OracleResult> {
  const prepared = pairs.map((pair) => ({ pair, ...(notRunBecause === undefined ? prepare(pair) : { skip: notRunBecause }) }));
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
  const notes: string[] = [];
  for (const entry of prepared) {
    const where = `${entry.pair.entity} ${entry.pair.direction}Schema`;
    if (entry.skip !== undefined) {
      notes.push(`json-schema-diff not run on ${where}: ${entry.skip}; the change stays undecided`);
      continue;
    }
    const outcome: OracleOutcome = answers.get(questions.get(keyOf.get(entry)!)!.id) ?? { kind: 'timeout' };
    if (outcome.kind === 'timeout') notes.push(`json-schema-diff timed out after ${deadlineMs} ms on ${where}; the change stays undecided`);
    else if (outcome.kind !== 'answered') notes.push(`json-schema-diff failed on ${where} (${'reason' in outcome ? outcome.reason : ''}); the change stays undecided`);
    else {
      const breaking = entry.pair.direction === 'input' ? outcome.removalsFound : outcome.additionsFound;
      const what = entry.pair.direction === 'input' ? 'values that were valid are not' : 'values that were invalid are valid';
      if (breaking) notes.push(`json-schema-diff finds ${what} on ${where}; no witness confirms it, so the change stays undecided (effect-relevant)`);
    }
  }
  return { notes };
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
  const worker = startWorker('oracle-worker', import.meta.url);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answers);
    };
    const timer = setTimeout(finish, Math.max(0, deadline - Date.now()));
    worker.on('message', (reply: OracleReply) => {
      answers.set(
        reply.id,
        reply.error === undefined ? { kind: 'answered', additionsFound: Boolean(reply.additionsFound), removalsFound: Boolean(reply.removalsFound) } : { kind: 'error', reason: reply.error },
      );
      if (answers.size === requests.length) finish();
    });
    worker.on('error', (error) => {
      for (const request of requests) if (!answers.has(request.id)) answers.set(request.id, { kind: 'error', reason: error.message });
      finish();
    });
    for (const request of requests) worker.postMessage(request);
  });
}
