import type { TransportConfig } from '../config/types.js';
import { declares } from '../negotiate/capabilities.js';
import type { Negotiated } from '../negotiate/negotiate.js';
import type { TranscriptEntry } from '../transport/session.js';
import { info, type Evidence } from './types.js';

/**
 * Features the 2026-07-28 registry of deprecated features lists, each with what shows the server
 * uses it and where to go instead. Deprecated features still work: this is advice, never a failure.
 */
const DEPRECATED = [
  { feature: 'logging', since: '2026-07-28', instead: 'log to stderr on stdio; use OpenTelemetry for observability' },
  { feature: 'sampling', since: '2026-07-28', instead: 'integrate with the LLM provider APIs directly' },
  { feature: 'roots', since: '2026-07-28', instead: 'pass directories or files as tool parameters, resource URIs or server configuration' },
  { feature: 'HTTP+SSE transport', since: '2025-03-26', instead: 'Streamable HTTP' },
] as const;

type Feature = (typeof DEPRECATED)[number]['feature'];

/** Server requests that use a deprecated client feature. */
const REQUESTS: Record<string, Feature> = { 'sampling/createMessage': 'sampling', 'roots/list': 'roots' };

/** Each deprecated feature the server was seen to use: declared, requested, or spoken over. */
export function evaluateDeprecatedFeatures(transport: TransportConfig['kind'], negotiated: Negotiated, transcript: readonly TranscriptEntry[]): Evidence[] {
  const used = new Map<Feature, string>();
  if (transport === 'sse') used.set('HTTP+SSE transport', 'the server is reached over it');
  if (declares(negotiated.capabilities, 'logging')) used.set('logging', 'the server declares the logging capability');
  for (const entry of transcript) {
    const feature = entry.direction === 'in' && entry.kind === 'request' && entry.method !== undefined ? REQUESTS[entry.method] : undefined;
    if (feature && !used.has(feature)) used.set(feature, `the server sent ${entry.method}`);
  }
  return DEPRECATED.filter(({ feature }) => used.has(feature)).map(({ feature, since, instead }) =>
    info('deprecated_feature', 'server', `${used.get(feature)!}: ${feature} is deprecated (since ${since}); instead, ${instead}`, { feature, since }),
  );
}
