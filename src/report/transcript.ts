import { join } from 'node:path';
import { stableJson } from '../json/stable.js';
import { writeFileAtomic } from '../files.js';
import type { TranscriptEntry } from '../transport/session.js';
import type { Redactor } from '../redact.js';

/**
 * The gate's own session as lifecycle evidence: message order, direction, method, id and
 * timing; bodies only when they were recorded (--transcript-bodies), as they may hold data.
 * Secrets are redacted like everything else the gate writes.
 */
export async function writeTranscript(dir: string, server: string, transcript: TranscriptEntry[], redactor: Redactor): Promise<string> {
  const file = join(dir, `${server}.transcript.json`);
  await writeFileAtomic(file, stableJson(redactor.value({ server, messages: transcript })));
  return file;
}
