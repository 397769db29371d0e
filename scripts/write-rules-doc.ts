// Writes docs/rules.md from the rule table, the rule ids `levels:` accepts into the config
// schema, docs/evidence.md from the evidence catalogue and docs/serve.md's fault profile table
// from the profile table.
import { readFileSync, writeFileSync } from 'node:fs';
import { levelsSchema, renderRulesDoc } from '../src/diff/rules-doc.js';
import { renderEvidenceDoc } from '../src/evidence/checks-doc.js';
import { withProfilesTable } from '../src/serve/profiles.js';

const CONFIG_SCHEMA = new URL('../src/config/config.schema.json', import.meta.url);
const schema = JSON.parse(readFileSync(CONFIG_SCHEMA, 'utf8')) as { $defs: Record<string, unknown> };
Object.assign(schema.$defs, levelsSchema());
writeFileSync(CONFIG_SCHEMA, `${JSON.stringify(schema, null, 2)}\n`);
writeFileSync(new URL('../docs/rules.md', import.meta.url), renderRulesDoc());
writeFileSync(new URL('../docs/evidence.md', import.meta.url), renderEvidenceDoc());
const serveDoc = new URL('../docs/serve.md', import.meta.url);
writeFileSync(serveDoc, withProfilesTable(readFileSync(serveDoc, 'utf8')));
