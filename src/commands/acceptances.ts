import { existsSync } from 'node:fs';
import { Document, isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { loadAcceptances, type Acceptance } from '../config/policy.js';
import { fingerprintsOf, type Change } from '../diff/change.js';
import { oneLine } from '../errors.js';
import { readFileInside, replaceFileAtomic, type FileWrite } from '../files.js';

/** A breaking change to accept, and the server it is of (named in the entry's comment). */
export interface ToAccept {
  server: string;
  change: Change;
}

/**
 * Accepts breaking changes in the policy file, in the format the action reads (an `accept`
 * entry per fingerprint, with the reason and the expiry), creating the file when missing. An
 * entry of the same fingerprint (an expired one, or one written under a retired rule id) is renewed
 * under the current fingerprint, not repeated, its reason kept and the new one appended (why it
 * was accepted stays on record); the rest of the file,
 * its comments included, is kept. Written atomically; a broken file is refused before.
 */
export async function recordAcceptances(file: string, root: string, accepted: ToAccept[], terms: Omit<Acceptance, 'fingerprint'>): Promise<FileWrite> {
  await loadAcceptances(file, root); // a file the action would refuse is exit 2 naming it, and is left alone
  const text = existsSync(file) ? await readFileInside(root, file, 'policy') : undefined;
  const entry = (fingerprint: string): Acceptance => ({ fingerprint, reason: terms.reason, ...(terms.expires ? { expires: terms.expires } : {}) });
  if (file.endsWith('.json')) {
    const data = (text?.trim() ? JSON.parse(text) : {}) as { accept?: Acceptance[] };
    const entries = (data.accept ??= []);
    for (const { change } of accepted) {
      const names = fingerprintsOf(change);
      const at = entries.findIndex((existing) => names.includes(existing.fingerprint));
      const renewed = at === -1 ? entry(change.fingerprint) : { ...entry(change.fingerprint), reason: renewedReason(entries[at]!.reason, terms.reason) };
      entries.splice(at === -1 ? entries.length : at, at === -1 ? 0 : 1, renewed);
    }
    return replaceFileAtomic(file, [`${JSON.stringify(data, null, 2)}\n`]);
  }
  const document = text === undefined ? newPolicy() : parseDocument(text);
  const list = acceptList(document);
  for (const { server, change } of accepted) {
    const names = fingerprintsOf(change);
    const existing = list.items.find((item): item is YAMLMap => isMap(item) && names.includes(item.get('fingerprint') as string));
    if (existing) {
      existing.set('fingerprint', change.fingerprint);
      existing.set('reason', renewedReason(existing.get('reason'), terms.reason));
      if (terms.expires) existing.set('expires', terms.expires);
      else existing.delete('expires');
      continue;
    }
    const node = document.createNode(entry(change.fingerprint));
    // Who reads the policy file sees what each fingerprint stands for.
    node.commentBefore = ` ${oneLine(`${server}: ${change.rule} (${change.entity})`, 200)}`;
    list.items.push(node);
  }
  return replaceFileAtomic(file, [document.toString()]);
}

/** The old reason with the new one appended; the same reason is not repeated. */
function renewedReason(old: unknown, reason: string): string {
  if (typeof old !== 'string' || old.trim() === '') return reason;
  if (old === reason || old.endsWith(`; renewed: ${reason}`)) return old;
  return `${old}; renewed: ${reason}`;
}

function newPolicy(): Document {
  const document = new Document({});
  document.commentBefore = ' Intended breaking changes of the MCP contract, accepted by fingerprint with a reason (mcp-contract update --approve).';
  return document;
}

/** The document's `accept` list, made when absent; written as a block list whatever it was. */
function acceptList(document: Document): YAMLSeq {
  const found = document.get('accept', true);
  const list = isSeq(found) ? found : (document.createNode([]) as YAMLSeq);
  if (list !== found) document.set('accept', list);
  list.flow = false;
  return list;
}
