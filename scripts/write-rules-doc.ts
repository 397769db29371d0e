// Writes docs/rules.md from the rule table.
import { writeFileSync } from 'node:fs';
import { renderRulesDoc } from '../src/diff/rules-doc.js';

writeFileSync(new URL('../docs/rules.md', import.meta.url), renderRulesDoc());
