import type { Transport } from '@modelcontextprotocol/client';
import { limitsOf, type ServerConfig, type TransportConfig } from '../config/types.js';
import { DiscoveryError, InputError, oneLine } from '../errors.js';
import { deadlineReason, raceDeadline } from './deadline.js';
import { ProcessGroupStdioTransport } from './stdio.js';
import { RpcSession, type SessionOptions } from './session.js';
import { HttpWire } from './wire.js';

/** An open transport plus what the gate needs to explain, measure and end it. */
export interface Connection {
  transport: Transport;
  /** Words for an unexpected close: exit status and stderr tail of a child process. */
  describeClose(): string;
  /** Every byte the server sent so far (the walk's budget). */
  bytesReceived(): number;
  /** Lines that are not JSON a stdio server wrote before its first message, skipped (stdout: tolerant). */
  skippedLines(): number;
  /** Ends the session (HTTP: DELETE with its id; SSE: the stream) and the process; never hangs. */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** The run's deadline: starting a connection is inside it too. */
  deadline: AbortSignal;
  /** How long starting may take (a legacy SSE endpoint that never sends `endpoint`): timeouts.requestMs. */
  startTimeoutMs: number;
  /** The largest message accepted: limits.messageBytes. */
  messageBytes: number;
}

/** Ending an HTTP session is a courtesy: a server that does not answer the DELETE soon is left. */
const SESSION_END_TIMEOUT_MS = 2_000;

/** A JSON-RPC session on an open connection: the server's name and request timeout, the run's deadline, the connection's close words and byte count. */
export function sessionOn(connection: Connection, server: { name: string; requestTimeoutMs: number }, deadline: AbortSignal, extra: Partial<SessionOptions> = {}): RpcSession {
  return new RpcSession(connection.transport, {
    server: server.name,
    requestTimeoutMs: server.requestTimeoutMs,
    deadline,
    describeClose: () => connection.describeClose(),
    bytesReceived: () => connection.bytesReceived(),
    ...extra,
  });
}

/** Opens a transport for one server. Spawn and connection failures are discovery errors (exit 3). */
export async function openConnection(server: string, config: TransportConfig, env: NodeJS.ProcessEnv, options: ConnectOptions): Promise<Connection> {
  if (config.kind === 'stdio') return openStdio(server, config, env, options);
  const url = new URL(config.url);
  const shown = redactUrl(url);
  const wire = new HttpWire(shown, options.messageBytes, Math.min(options.startTimeoutMs, SESSION_END_TIMEOUT_MS));
  const transportOptions = { requestInit: { headers: resolveHeaders(server, config.headers, env).headers }, fetch: wire.fetch };
  // The SDK's HTTP transports, loaded only for an HTTP server: a stdio run loads no SDK code.
  const { SSEClientTransport, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
  const transport = config.kind === 'sse' ? new SSEClientTransport(url, transportOptions) : new StreamableHTTPClientTransport(url, transportOptions);
  wire.report = (violation) => transport.onerror?.(violation);
  const close = async () => {
    if (transport instanceof StreamableHTTPClientTransport) await transport.terminateSession().catch(() => undefined);
    await transport.close().catch(() => undefined);
  };
  try {
    await raceDeadline(transport.start(), options.deadline, options.startTimeoutMs, (cause) => {
      const silence = wire.responded ? 'the event stream sent no endpoint event' : 'no answer to the GET';
      const reason = cause === 'deadline' ? deadlineReason(options.deadline) : `${silence} within ${options.startTimeoutMs} ms (timeouts.requestMs)`;
      return new DiscoveryError({ server }, `could not connect to ${shown}: ${reason}`, 'timeout');
    });
  } catch (error) {
    await close(); // a failed EventSource otherwise retries for ever, and keeps the gate alive
    if (error instanceof DiscoveryError) throw error;
    throw new DiscoveryError({ server }, wire.failure ?? `could not connect to ${shown}: ${messageOf(error)}`, 'connection');
  }
  return { transport, describeClose: () => '', bytesReceived: () => wire.bytesReceived, skippedLines: () => 0, close };
}

async function openStdio(server: string, config: Extract<TransportConfig, { kind: 'stdio' }>, env: NodeJS.ProcessEnv, options: ConnectOptions): Promise<Connection> {
  const transport = new ProcessGroupStdioTransport({
    command: config.command,
    args: config.args,
    cwd: config.cwd,
    env: childEnvironment(config, env),
    messageBytes: options.messageBytes,
    stdout: config.stdout,
  });
  try {
    await transport.start();
  } catch (error) {
    await transport.close();
    throw new DiscoveryError({ server }, `could not start "${config.command}": ${messageOf(error)}`, 'spawn');
  }
  return {
    transport,
    describeClose: () => {
      const status = transport.exitStatus ? `server process ended with ${transport.exitStatus}` : '';
      // A crash's `Error: …` line says why; its stack's tail says only where.
      const stderr = transport.stderr.isEmpty ? '' : `stderr: ${oneLine(transport.stderr.errorLine() ?? transport.stderr.tail(5), 400)}`;
      return [status, stderr].filter(Boolean).join('; ');
    },
    bytesReceived: () => transport.bytesReceived,
    skippedLines: () => transport.skippedLines,
    close: () => transport.close(),
  };
}

/**
 * The child's environment: the SDK's minimal inherited set (PATH, HOME, ...), the
 * variables the config names for pass-through, then the config's literal values.
 * Nothing else of the gate's environment (tokens, secrets) reaches the server.
 */
function childEnvironment(config: Extract<TransportConfig, { kind: 'stdio' }>, env: NodeJS.ProcessEnv): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const name of config.envPassthrough) {
    const value = env[name];
    if (value !== undefined) passed[name] = value;
  }
  return { ...inheritedDefaults(env), ...passed, ...config.env };
}

/** The SDK's list of variables every child inherits (its DEFAULT_INHERITED_ENV_VARS; test/jsonrpc.test.ts holds them equal). */
export const DEFAULT_INHERITED_ENV_VARS =
  process.platform === 'win32'
    ? [
        'APPDATA',
        'COMSPEC',
        'HOMEDRIVE',
        'HOMEPATH',
        'LOCALAPPDATA',
        'PATH',
        'PATHEXT',
        'PROCESSOR_ARCHITECTURE',
        'PROGRAMDATA',
        'PROGRAMFILES',
        'PROGRAMFILES(X86)',
        'PROGRAMW6432',
        'SYSTEMDRIVE',
        'SYSTEMROOT',
        'TEMP',
        'USERNAME',
        'USERPROFILE',
        'WINDIR',
      ]
    : ['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'USER'];

/** The inherited variables (PATH, HOME, ...), read from `env`; shell function exports skipped as the SDK does. */
function inheritedDefaults(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    DEFAULT_INHERITED_ENV_VARS.flatMap((name) => {
      const value = env[name];
      return value === undefined || value.startsWith('()') ? [] : [[name, value]];
    }),
  );
}

const ENV_REFERENCE = /\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Replaces `${env:NAME}` in header values; the substituted values are secrets to mask. */
function resolveHeaders(server: string, headers: Record<string, string>, env: NodeJS.ProcessEnv): { headers: Record<string, string>; secrets: string[] } {
  const secrets: string[] = [];
  const resolved: Record<string, string> = {};
  for (const [name, template] of Object.entries(headers)) {
    resolved[name] = template.replace(ENV_REFERENCE, (_match, variable: string) => {
      const value = env[variable];
      if (value === undefined) throw new InputError(`server "${server}": header "${name}" needs environment variable ${variable}, which is not set`);
      secrets.push(value);
      return value;
    });
  }
  return { headers: resolved, secrets };
}

/** A URL for messages: without credentials or query (which may hold tokens). */
function redactUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

function messageOf(error: unknown): string {
  return oneLine(error instanceof Error ? error.message : String(error), 200);
}

/** How a configured server's connection is opened: its run's deadline, its start wait and message limit. */
export function connectOptions(server: ServerConfig, deadline: AbortSignal): ConnectOptions {
  return { deadline, startTimeoutMs: server.requestTimeoutMs, messageBytes: limitsOf(server).messageBytes };
}
