// Runs json-schema-diff off the main thread: it is synchronous at heart and can run for
// minutes on nested oneOf, which only terminating the worker can stop.
import { parentPort } from 'node:worker_threads';
import jsonSchemaDiff from 'json-schema-diff';

export interface OracleRequest {
  id: number;
  before: unknown;
  after: unknown;
}

export interface OracleReply {
  id: number;
  additionsFound?: boolean;
  removalsFound?: boolean;
  error?: string;
}

parentPort!.on('message', async (request: OracleRequest) => {
  let reply: OracleReply;
  try {
    const result = await jsonSchemaDiff.diffSchemas({ sourceSchema: request.before as object, destinationSchema: request.after as object });
    reply = { id: request.id, additionsFound: result.additionsFound, removalsFound: result.removalsFound };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
