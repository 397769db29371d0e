import type { ServerConfig } from '../config/types.js';
import { connectOptions, openConnection, sessionOn, type Connection } from './connect.js';
import type { RpcSession, SessionOptions } from './session.js';

/**
 * The one owner of a live connection to a configured server: it opens the transport and its
 * JSON-RPC session within the run's deadline, opens them anew when negotiation needs a fresh
 * process, and closes each connection (and any child process) once. Discovery, negotiation and the
 * protocol matrix hold one of these; none of them opens a connection of its own.
 */
export class LiveConnection {
  private constructor(
    private readonly server: ServerConfig,
    private readonly env: NodeJS.ProcessEnv,
    private readonly deadline: AbortSignal,
    private readonly options: Partial<SessionOptions>,
    private current: { connection: Connection; session: RpcSession },
  ) {}

  static async open(server: ServerConfig, env: NodeJS.ProcessEnv, deadline: AbortSignal, options: Partial<SessionOptions> = {}): Promise<LiveConnection> {
    return new LiveConnection(server, env, deadline, options, await LiveConnection.connect(server, env, deadline, options));
  }

  private static async connect(server: ServerConfig, env: NodeJS.ProcessEnv, deadline: AbortSignal, options: Partial<SessionOptions>) {
    const connection = await openConnection(server.name, server.transport, env, connectOptions(server, deadline));
    return { connection, session: sessionOn(connection, server, deadline, options) };
  }

  get session(): RpcSession {
    return this.current.session;
  }

  /** Lines that are not JSON the server printed before its first message (stdout: tolerant). */
  skippedLines(): number {
    return this.current.connection.skippedLines();
  }

  /** A fresh process (or HTTP session) for the same server: the old one is closed first. */
  async reopen(): Promise<RpcSession> {
    await this.close();
    this.current = await LiveConnection.connect(this.server, this.env, this.deadline, this.options);
    this.closed = false;
    return this.current.session;
  }

  private closed = false;

  /** Ends the session and the connection; a second call does nothing. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.current.session.detach();
    await this.current.connection.close();
  }
}
