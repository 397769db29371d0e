import type { JsonObject } from '../contract/types.js';
import type { Negotiated } from '../negotiate/negotiate.js';
import type { ListName } from '../contract/protocol.js';
import type { TranscriptEntry } from '../transport/session.js';
import type { ClientRejection } from '../evidence/client-judges.js';

/** Everything discovery saw: the input of normalisation. List items are normalised as their page arrives (normaliseItem). */
export interface Discovery {
  server: string;
  negotiated: Negotiated;
  clientCapabilities: JsonObject;
  lists: Record<ListName, JsonObject[]>;
  pages: Record<ListName, number>;
  /**
   * The tools annotated `readOnlyHint: true` and not `destructiveHint: true`, as the server listed
   * them (the contract drops `destructiveHint: true` as the spec's default), sorted: the ones the
   * probes call without allowSideEffects. Where the hints contradict each other, the harmful one wins.
   */
  readOnlyTools: string[];
  /** List methods the server declared but answered with "method not found", sorted. */
  unsupportedLists?: string[];
  /** The `cacheScope` of each cacheable result read, by method (stateless era). */
  cacheScopes?: Record<string, string>;
  transcript: TranscriptEntry[];
  /** What the official clients refused of the server's answers, as sent (src/evidence/client-judges.ts). */
  clientRejections?: ClientRejection[];
}
