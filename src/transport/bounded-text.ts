/** Keeps the last `limit` characters of a stream of text (server stderr), so a chatty server cannot exhaust memory. */
export class BoundedText {
  private text = '';
  private dropped = false;

  constructor(private readonly limit: number) {}

  append(chunk: string): void {
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

  get isEmpty(): boolean {
    return this.text.trim() === '';
  }
}
