import { join } from 'node:path';
import { c as stableJson } from './canonical.js';
import { w as writeFileAtomic } from './files.js';

/**
 * The gate's own session as lifecycle evidence: message order, direction, method, id and
 * timing; bodies only when they were recorded (--transcript-bodies), as they may hold data.
 * Secrets are redacted like everything else the gate writes.
 */
async function writeTranscript(dir, server, transcript, redactor) {
    const file = join(dir, `${server}.transcript.json`);
    await writeFileAtomic(file, stableJson(redactor.value({ server, messages: transcript })));
    return file;
}

export { writeTranscript as w };
