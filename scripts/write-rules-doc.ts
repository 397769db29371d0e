// Writes docs/rules.md from the rule table and docs/evidence.md from the evidence catalogue.
import { writeFileSync } from 'node:fs';
import { renderRulesDoc } from '../src/diff/rules-doc.js';
import { renderEvidenceDoc } from '../src/evidence/checks-doc.js';

writeFileSync(new URL('../docs/rules.md', import.meta.url), renderRulesDoc());
writeFileSync(new URL('../docs/evidence.md', import.meta.url), renderEvidenceDoc());
