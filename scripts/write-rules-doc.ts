// Writes docs/rules.md from the rule table, docs/evidence.md from the evidence catalogue and
// docs/serve.md's fault profile table from the profile table.
import { readFileSync, writeFileSync } from 'node:fs';
import { renderRulesDoc } from '../src/diff/rules-doc.js';
import { renderEvidenceDoc } from '../src/evidence/checks-doc.js';
import { withProfilesTable } from '../src/serve/profiles.js';

writeFileSync(new URL('../docs/rules.md', import.meta.url), renderRulesDoc());
writeFileSync(new URL('../docs/evidence.md', import.meta.url), renderEvidenceDoc());
const serveDoc = new URL('../docs/serve.md', import.meta.url);
writeFileSync(serveDoc, withProfilesTable(readFileSync(serveDoc, 'utf8')));
