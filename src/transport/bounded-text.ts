const HEAD = 4096;
/** A line as Node prints an uncaught error: the error's name at the start of the line, then its message. */
const ERROR_LINE = /^(?:Uncaught )?[A-Z]?[A-Za-z]*(?:Error|Exception)\b.*$/m;

/** Keeps the last `limit` characters of a stream of text (server stderr), so a chatty server cannot exhaust memory. */
export class BoundedText {
  private text = '';
  private dropped = false;
  /** The first characters, kept whatever follows: a crash's `Error: …` line comes before its stack. */
  private head = '';

  constructor(private readonly limit: number) {}

  append(chunk: string): void {
    if (this.head.length < HEAD) this.head += chunk.slice(0, HEAD - this.head.length);
    this.text += chunk;
    if (this.text.length > this.limit) {
      this.text = this.text.slice(this.text.length - this.limit);
      this.dropped = true;
    }
  }

  /** The kept text, its last lines first trimmed of blank ends; marked when the head was dropped. */
  tail(lines = 10): string {
    const kept = this.text.trimEnd().split('\n').slice(-lines).join('\n');
    return this.dropped || kept.length < this.text.trimEnd().length ? `…${kept}` : kept;
  }

  /** The first line that names a thrown error (`Error: No active cluster!`, `TypeError [ERR_X]: …`): a crash's cause, where the tail is its stack. */
  errorLine(): string | undefined {
    return ERROR_LINE.exec(this.head)?.[0] ?? ERROR_LINE.exec(this.text)?.[0];
  }

  get isEmpty(): boolean {
    return this.text.trim() === '';
  }
}
