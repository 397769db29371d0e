// The fault profiles of `mcp-contract serve`: each a named, versioned misbehaviour, documented
// in docs/serve.md like a test vector. A profile's behaviour never changes under its version:
// a different behaviour is a new version (name@2), so a test that names name@1 keeps its meaning.
// This table is the one source: the profile type, the --profile help and docs/serve.md's table
// (`npm run docs`) come from it, and the server tests each behaviour by its `name@version`.
import { closestKey } from '../config/known-keys.js';
import { InputError } from '../errors.js';

/** What a profile needs besides the contract's era (its row's `era`): `--then NEW.json`, or a contract that declares resources.subscribe. */
type Prerequisite = 'then' | 'subscribe';

interface FaultRow {
  name: string;
  version: number;
  /** Where the fault can happen: `http` for an HTTP status or stream (`--http` required), else on either transport. */
  transport: 'any' | 'http';
  /** What the profile needs; without it, serve refuses the profile (exit 2) instead of ignoring it. */
  requires?: Prerequisite;
  /** What the server does (docs/serve.md, Markdown). */
  server: string;
  /** How the gate's own `snapshot` of it fails (docs/serve.md, Markdown; test/serve.test.ts checks each). */
  snapshot: string;
  /** The one era the profile can apply to, and why: a contract of the other era is refused with it (exit 2), not served with a fault that does nothing. */
  era?: { only: 'handshake' | 'stateless'; because: string };
}

const FAULT_PROFILES = [
  {
    name: 'wrong-id',
    version: 1,
    transport: 'any',
    server: "Answers every request except `initialize`, `server/discover` and `ping` with the id `2147483647` instead of the request's.",
    snapshot: 'exit 3: `the server answered with id 2147483647, which matches no request in flight`',
  },
  {
    name: 'expired-cursor',
    version: 1,
    transport: 'any',
    server: 'Refuses every list request that carries a cursor with -32602 `Invalid params: cursor expired (fault profile expired-cursor)`. Needs a list longer than one page (use `--page-size`).',
    snapshot: 'exit 3: `... page 2: the server declared this list but answered with ... cursor expired ...`',
  },
  {
    name: 'list-changed-mid-walk',
    version: 1,
    transport: 'any',
    server: 'Sends `notifications/tools/list_changed` before every `tools/list` answer: each walk sees the list change, so it never settles.',
    snapshot: 'exit 3: `the list kept changing: notifications/tools/list_changed arrived during N walks in a row` (N = `listChangedRestarts` + 1)',
  },
  {
    name: 'invalid-structured-content',
    version: 1,
    transport: 'any',
    server:
      '`tools/call` answers with `structuredContent` that violates the `outputSchema`: a valid sample with a required property dropped, else a property of the wrong type, else an extra property, else a non-object.',
    snapshot:
      'With a canonical example of a tool that has an `outputSchema` (`examples` in the config): exit 1, `error: SERVER: evidence output_schema_violation failed: structuredContent does not match the outputSchema: ...`, nothing written. Without an example (or negative probes) the gate calls no tool.',
  },
  {
    name: 'slow',
    version: 1,
    transport: 'any',
    server: "Sends every answer `--delay-ms` milliseconds (default 1000) after its request arrived, on the server's clock (`--clock virtual`: once the client has moved the clock that far).",
    snapshot: 'exit 3 when the delay exceeds `timeouts.requestMs` (under `--clock virtual`, whatever the delay: the gate never moves the clock): `no answer within N ms`',
  },
  {
    name: 'unknown-result-type',
    version: 1,
    transport: 'any',
    server:
      'Stateless-era contracts only (a handshake-era contract with this profile is a usage error, exit 2: its results have no `resultType`): every list result carries `resultType: "mcp-contract-serve/unknown-result-type"`, a value no revision defines.',
    snapshot: 'exit 3: `resultType "mcp-contract-serve/unknown-result-type" is not "complete": a list result must be complete` (nothing written)',
    era: { only: 'stateless', because: 'handshake-era results have no resultType' },
  },
  {
    name: 'entry-appears-mid-walk',
    version: 1,
    transport: 'any',
    server:
      "Serves a list request without a cursor from the list without its first entry, a request with a cursor from the full list: the entry appears between page one and page two, so page one's last item comes again on page two (and the new entry is never seen). Needs a list longer than one page.",
    snapshot: 'exit 3: `... page 2: two items have name "NAME" (pages 1 and 2): a contract defect`',
  },
  {
    name: 'undeclared-elicitation',
    version: 1,
    transport: 'any',
    server: "Sends an `elicitation/create` request (id `elicitation-N`) before the answer to every list request, whatever the client declared. The client's answer is ignored.",
    snapshot:
      'exit 1: `error: SERVER: evidence undeclared_capability_use failed: the server used what was not negotiated: elicitation/create (the gate did not declare elicitation)`, nothing written.',
  },
  {
    name: 'late-after-cancel',
    version: 1,
    transport: 'any',
    server:
      'Holds back every answer except to `initialize`, `server/discover` and `ping` until a `notifications/cancelled` for its request arrives (said on stderr: `mcp-contract serve: notifications/cancelled for request ID: its held answer is sent now (late-after-cancel)`) or `--delay-ms` pass, then sends it anyway: the answer comes after the client gave it up.',
    snapshot:
      'exit 3 when the delay exceeds `timeouts.requestMs`: `tools/list, page 1: no answer within N ms`. The gate sends `notifications/cancelled` for the request it gave up on before it ends the session, so serve releases the answer; an answer to a request the gate cancelled is ignored, never a wrong-id failure.',
  },
  {
    name: 'subscription-breaks',
    version: 1,
    transport: 'any',
    requires: 'subscribe',
    server:
      'Needs a handshake-era contract that declares `resources.subscribe` (else a usage error, exit 2; the stateless era has no `resources/subscribe`): `resources/subscribe` is answered `{}`, but no `notifications/resources/updated` follows.',
    snapshot:
      'With `subscribeProbe` in the config: exit 1, `error: SERVER: evidence subscription_probe failed: resources.subscribe is declared, but resources/read ok, resources/subscribe ok, notifications/resources/updated failed (no update within N ms)`, nothing written. Without a probe the gate subscribes to nothing.',
    era: { only: 'handshake', because: 'the stateless era has no resources/subscribe' },
  },
  {
    name: 'silent-list-change',
    version: 1,
    transport: 'any',
    server:
      "Serves each list without its first entry until `--change-after-ms` (default 0) after that list was first asked for, on the server's clock, and with it from then on; no `list_changed` is sent. With `--clock virtual --ttl-ms N` a host tests its cache: the list changes within the `ttlMs` it was given.",
    snapshot:
      'With the default `--change-after-ms 0` and a list longer than one page: exit 3, `... page 2: two items have name "NAME" (pages 1 and 2): a contract defect` (page two comes from the changed list). A later change under `--clock virtual` is never reached by the gate, which does not move the clock.',
  },
  {
    name: 'http-401',
    version: 1,
    transport: 'http',
    server: 'HTTP only: every POST is answered `401 Unauthorized` with `WWW-Authenticate: Bearer error="invalid_token"` and a plain-text body, before it is read.',
    snapshot: 'exit 3: `server "NAME", initialize: HTTP 401: Error POSTing to endpoint: unauthorized (fault profile http-401)`',
  },
  {
    name: 'http-403',
    version: 1,
    transport: 'http',
    server: 'HTTP only: every POST is answered `403 Forbidden` with `WWW-Authenticate: Bearer error="insufficient_scope"`.',
    snapshot: 'exit 3: `server "NAME", initialize: Insufficient scope` (the SDK reads the `WWW-Authenticate` error)',
  },
  {
    name: 'http-429',
    version: 1,
    transport: 'http',
    server: 'HTTP only: every POST but `initialize` and `server/discover` is answered `429 Too Many Requests` with `Retry-After: 5`: the session starts, then the server throttles it.',
    snapshot: 'exit 3: `server "NAME", tools/list, page 1: Error POSTing to endpoint: too many requests (fault profile http-429)`',
  },
  {
    name: 'http-503',
    version: 1,
    transport: 'http',
    server: 'HTTP only: every POST but `initialize` and `server/discover` is answered `503 Service Unavailable`, no `Retry-After`.',
    snapshot: 'exit 3: `server "NAME", tools/list, page 1: Error POSTing to endpoint: service unavailable (fault profile http-503)`',
  },
  {
    name: 'sse-drop',
    version: 1,
    transport: 'http',
    server: 'HTTP only: every request but `initialize` and `server/discover` is answered `200` with an event stream that closes before any event: the answer never comes.',
    snapshot: 'exit 3: `server "NAME", tools/list, page 1: no answer within N ms` (N = `timeouts.requestMs`)',
  },
  {
    name: 'session-expired',
    version: 1,
    transport: 'http',
    server:
      'HTTP and handshake-era contracts only (a stateless-era contract with it is a usage error, exit 2: that era has no sessions): a handshake session expires once its first list page is answered: every later request naming its `Mcp-Session-Id` is answered `404` (`not found: no such session`), as the transport says of an expired session.',
    snapshot: 'With a list longer than one page (`--page-size`): exit 3, `server "NAME", tools/list, page 2: Error POSTing to endpoint: not found: no such session`',
    era: { only: 'handshake', because: 'the stateless era has no sessions' },
  },
  {
    name: 'rug-pull',
    version: 1,
    transport: 'any',
    requires: 'then',
    server:
      "Needs `--then NEW.json` (else a usage error, exit 2): once `--then-after N` (default 1) `tools/call` requests are answered, the tools are those of NEW.json and `notifications/tools/list_changed` is sent: after the answer on stdio and on the answer's event stream over HTTP (handshake era), on every `subscriptions/listen` stream that asked for `toolsListChanged` (stateless era).",
    snapshot: 'With no tool call the gate sees the first contract; a client that calls a tool, then lists again, sees the second (check: the drift between them).',
  },
] as const satisfies readonly FaultRow[];

type Profile = (typeof FAULT_PROFILES)[number];
/** A profile exactly: its behaviour is keyed by this, so name@2 can differ from name@1. */
export type FaultId = Profile extends infer P ? (P extends Profile ? `${P['name']}@${P['version']}` : never) : never;

const idOf = (profile: Profile) => `${profile.name}@${profile.version}` as FaultId;
/** Every profile as `name@version`, in table order: the --profile help and the errors list them. */
export const FAULT_IDS: readonly FaultId[] = FAULT_PROFILES.map(idOf);

/** The profiles that are HTTP statuses and streams (their rows' transport): the HTTP transport applies them, and stdio has none of them. */
export const HTTP_FAULTS: readonly FaultId[] = FAULT_PROFILES.filter((profile) => profile.transport === 'http').map(idOf);

/** Why each prerequisite is needed, as the refusal says it. */
const PREREQUISITE_PROBLEM: Record<Prerequisite, (name: string) => string> = {
  then: (name) => `fault profile ${name} and --then NEW.json go together (the tools it pulls the rug to)`,
  subscribe: (name) => `fault profile ${name} needs a contract that declares resources.subscribe`,
};

/** The first chosen profile whose prerequisite (its row's `requires`) is unmet, in words; --then without a profile that needs it too. */
export function unmetPrerequisite(faults: ReadonlySet<FaultId>, met: Record<Prerequisite, boolean>): string | undefined {
  const chosen = FAULT_PROFILES.filter((profile) => faults.has(idOf(profile)));
  const unmet = chosen.find((profile) => 'requires' in profile && !met[profile.requires]);
  if (unmet && 'requires' in unmet) return PREREQUISITE_PROBLEM[unmet.requires](unmet.name);
  const thenUser = FAULT_PROFILES.find((profile) => 'requires' in profile && profile.requires === 'then')!;
  if (met.then && !chosen.some((profile) => 'requires' in profile && profile.requires === 'then')) return PREREQUISITE_PROBLEM.then(thenUser.name);
  return undefined;
}

/** `NAME` (the newest version) or `NAME@VERSION` to the profile's id; one this build does not know is a usage error with a did-you-mean. */
export function resolveProfile(spec: string): FaultId {
  const [name, version] = spec.split('@', 2) as [string, string | undefined];
  const known = FAULT_PROFILES.filter((p) => p.name === name);
  if (!known.length) {
    const meant = closestKey(name, [...new Set(FAULT_PROFILES.map((p) => p.name))]);
    throw new InputError(`serve: unknown fault profile "${spec}"${meant ? `; did you mean "${meant}"?` : ''} (known: ${FAULT_IDS.join(', ')})`);
  }
  if (version === undefined) return idOf(known.reduce((a, b) => (b.version > a.version ? b : a)));
  const exact = known.find((p) => String(p.version) === version);
  if (!exact) throw new InputError(`serve: fault profile "${name}" has no version ${version} (known: ${known.map(idOf).join(', ')})`);
  return idOf(exact);
}

/** The first profile of `faults` that cannot apply to a contract of `era`, said in one line; undefined when all can. */
export function profileEraProblem(faults: ReadonlySet<FaultId>, era: string): string | undefined {
  for (const profile of FAULT_PROFILES as readonly FaultRow[]) {
    const only = profile.era?.only;
    if (only && only !== era && faults.has(`${profile.name}@${profile.version}` as FaultId)) return `fault profile ${profile.name} applies to ${only}-era contracts only (${profile.era!.because})`;
  }
  return undefined;
}

const TABLE_START = '<!-- fault-profiles: generated from src/serve/profiles.ts by `npm run docs` -->\n';
const TABLE_END = '<!-- /fault-profiles -->';

/** docs/serve.md's text with its profile table made again from FAULT_PROFILES (between its markers). */
export function withProfilesTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error('docs/serve.md has no fault-profiles markers');
  return `${doc.slice(0, start + TABLE_START.length)}${renderProfilesTable()}${doc.slice(end)}`;
}

function renderProfilesTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = ['| Profile | The server | `mcp-contract snapshot` of it |', '| --- | --- | --- |'];
  for (const profile of FAULT_PROFILES) lines.push(`| \`${idOf(profile)}\` | ${cell(profile.server)} | ${cell(profile.snapshot)} |`);
  return `${lines.join('\n')}\n`;
}
