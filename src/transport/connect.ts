import { SSEClientTransport, StreamableHTTPClientTransport, type Transport } from '@modelcontextprotocol/client';
import { DEFAULT_INHERITED_ENV_VARS } from '@modelcontextprotocol/client/stdio';
import type { TransportConfig } from '../config/types.js';
import { DiscoveryError, InputError, oneLine } from '../errors.js';
import { ProcessGroupStdioTransport } from './stdio.js';

/** An open transport plus what the gate needs to explain and end it. */
export interface Connection {
  transport: Transport;
  /** Words for an unexpected close: exit status and stderr tail of a child process. */
  describeClose(): string;
  close(): Promise<void>;
}

/** Opens a transport for one server. Spawn failures are discovery errors (exit 3). */
export async function openConnection(server: string, config: TransportConfig, env: NodeJS.ProcessEnv = process.env): Promise<Connection> {
  if (config.kind === 'stdio') return openStdio(server, config, env);
  const url = new URL(config.url);
  const requestInit = { headers: resolveHeaders(server, config.headers, env).headers };
  const transport =
    config.kind === 'sse' ? new SSEClientTransport(url, { requestInit }) : new StreamableHTTPClientTransport(url, { requestInit });
  try {
    await transport.start();
  } catch (error) {
    throw new DiscoveryError({ server }, `could not connect to ${redactUrl(url)}: ${messageOf(error)}`, 'connection');
  }
  return {
    transport,
    describeClose: () => '',
    close: () => transport.close().catch(() => undefined),
  };
}

async function openStdio(server: string, config: Extract<TransportConfig, { kind: 'stdio' }>, env: NodeJS.ProcessEnv): Promise<Connection> {
  const transport = new ProcessGroupStdioTransport({
    command: config.command,
    args: config.args,
    cwd: config.cwd,
    env: childEnvironment(config, env),
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
      const stderr = transport.stderr.isEmpty ? '' : `stderr: ${oneLine(transport.stderr.tail(5), 400)}`;
      return [status, stderr].filter(Boolean).join('; ');
    },
    close: () => transport.close(),
  };
}

/**
 * The child's environment: the SDK's minimal inherited set (PATH, HOME, ...), the
 * variables the config names for pass-through, then the config's literal values.
 * Nothing else of the gate's environment (tokens, secrets) reaches the server.
 */
export function childEnvironment(config: Extract<TransportConfig, { kind: 'stdio' }>, env: NodeJS.ProcessEnv): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const name of config.envPassthrough) {
    const value = env[name];
    if (value !== undefined) passed[name] = value;
  }
  return { ...inheritedDefaults(env), ...passed, ...config.env };
}

/** The SDK's list of variables every child inherits (PATH, HOME, ...), read from `env`; shell function exports skipped as the SDK does. */
function inheritedDefaults(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(DEFAULT_INHERITED_ENV_VARS.flatMap((name) => {
    const value = env[name];
    return value === undefined || value.startsWith('()') ? [] : [[name, value]];
  }));
}

const ENV_REFERENCE = /\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Replaces `${env:NAME}` in header values; the substituted values are secrets to mask. */
export function resolveHeaders(
  server: string,
  headers: Record<string, string>,
  env: NodeJS.ProcessEnv,
): { headers: Record<string, string>; secrets: string[] } {
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
export function redactUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

function messageOf(error: unknown): string {
  return oneLine(error instanceof Error ? error.message : String(error), 200);
}
