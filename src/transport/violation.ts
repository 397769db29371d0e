/** What the server put on the wire breaks the protocol or a budget: the session fails with it (exit 3). */
export class WireViolation extends Error {}

export function messageTooLarge(limit: number): WireViolation {
  return new WireViolation(`the server sent a message of more than ${limit} bytes (limits.messageBytes)`);
}
