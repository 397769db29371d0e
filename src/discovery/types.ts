import type { JsonObject } from '../contract/types.js';
import type { Negotiated } from '../negotiate/negotiate.js';
import type { ListName } from '../contract/protocol.js';
import type { TranscriptEntry } from '../transport/session.js';

/** Everything discovery saw: the input of normalisation. List items are normalised as their page arrives (normaliseItem). */
export interface Discovery {
  server: string;
  negotiated: Negotiated;
  clientCapabilities: JsonObject;
  lists: Record<ListName, JsonObject[]>;
  pages: Record<ListName, number>;
  /** List methods the server declared but answered with "method not found", sorted. */
  unsupportedLists?: string[];
  /** The `cacheScope` of each cacheable result read, by method (stateless era). */
  cacheScopes?: Record<string, string>;
  transcript: TranscriptEntry[];
}
