import type { RecordRequests } from '../config/types.js';
import type { Recordings } from '../contract/recorded.js';
import { oneLine } from '../errors.js';
import { failed, type Evidence } from '../evidence/types.js';
import type { RpcSession } from '../transport/session.js';
import type { ClientJudges } from '../evidence/client-judges.js';
import { recordRequest, type RecordedAnswer } from './recorded-call.js';

/**
 * Reads the resources and gets the prompts the config asks to record, on the live session, and
 * keeps each answer in `recordings`; a JSON-RPC error is failing evidence (`record_failed`). The
 * official clients judge each final answer as it came (`judges`).
 */
export async function recordAnswers(session: RpcSession, requests: RecordRequests, recordings: Recordings, judges?: ClientJudges): Promise<Evidence[]> {
  const evidence: Evidence[] = [];
  const ask = async (subject: string, method: string, params: Record<string, unknown>, keep: (answer: RecordedAnswer) => void) => {
    try {
      const answer = await recordRequest(session, method, params);
      const final = answer.rounds?.at(-1) ?? answer.result;
      if (final.resultType !== 'input_required') judges?.judge(method, params, final);
      keep(answer);
    } catch (error) {
      evidence.push(failed('record_failed', subject, `${method} failed: ${oneLine((error as Error).message, 300)}`));
    }
  };
  for (const uri of requests.resources) await ask(`resource:${uri}`, 'resources/read', { uri }, ({ result }) => recordings.resources.push({ uri, result }));
  for (const { name, arguments: args } of requests.prompts) {
    await ask(`prompt:${name}`, 'prompts/get', { name, arguments: args }, (answer) => recordings.prompts.push({ name, arguments: args, ...answer }));
  }
  return evidence;
}
