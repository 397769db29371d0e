import { EVIDENCE_CHECKS, evidenceRuleId, type EvidenceCheck } from './checks.js';
import { JUDGE_TABLE } from './client-judges.js';
import { JUDGE_CLIENTS } from '../jsonschema/judge-clients.js';

/** What a check may report, failures first with their level. */
function reports(check: EvidenceCheck): string {
  return [...(check.failure ? [`fail (${check.failure.level})`] : []), ...check.outcomes].join(', ');
}

/** docs/evidence.md, rendered from the evidence catalogue (`npm run docs` writes it; a test compares). */
export function renderEvidenceDoc(): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  // The anchor is the SARIF rule id, so a SARIF result's helpUri lands on its row.
  const rows = EVIDENCE_CHECKS.map(
    (check) =>
      `| <a id="${evidenceRuleId(check.id)}"></a>\`${check.id}\` | ${check.area} | ${reports(check)} | ${escape(check.checks)} | ${escape(check.failure?.reason ?? '')} | ${check.refusesBaseline ? 'yes' : ''} |`,
  );
  return [
    '# Evidence checks',
    '',
    '<!-- Generated from src/evidence/checks.ts by `npm run docs`; a test fails when they disagree. -->',
    '',
    'Besides the contract, `check` (and the action) reports **evidence**: checked facts about the live',
    'server, each with a stable, machine-readable cause and a status, `pass`, `fail` or `info`. A failing',
    'item fails the gate like a change of its level, which comes from this table, never from the code',
    'that ran the check. In SARIF a failure is a result of rule `evidence-<check>` (underscores as hyphens).',
    '',
    'A failure marked **refuses baseline** is the server misbehaving: `snapshot` and `update` (the',
    "action's `mode: update` too) write no golden contract from it. Any other failure is about the",
    "contract itself (its schemas, the config's examples against it): the file is written and the",
    'failure named, since an intended update may be what makes an example stale. Either fails the',
    'run at or above `fail-on` (default effect-relevant), as in `check`.',
    '',
    '| check | area | reports | what is checked | why a failure has its level | refuses baseline |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...judgesSection(escape),
  ].join('\n');
}

/** The official clients as judges (`client_rejects`): which client, at which version, checks what. */
function judgesSection(escape: (text: string) => string): string[] {
  return [
    '## The official clients as judges',
    '',
    "`client_rejects` parses what the server sent, before normalisation drops `resultType`, `ttlMs` and `cacheScope`, with the official clients of the server's era,",
    'at the versions the gate depends on. A refusal names the client, its version, the method, the page and the',
    "client's own message, e.g. `@modelcontextprotocol/client 2.4.0 rejects tools/list page 1: Invalid result for tools/list: ttlMs: …`.",
    '`MCG_CLIENT_JUDGES=off` turns judging off (the bench measures its cost against that).',
    '',
    '| client | version | eras | what it judges | how |',
    '| --- | --- | --- | --- | --- |',
    ...JUDGE_TABLE.map(({ client, what, how }) => {
      const { name, version, eras } = JUDGE_CLIENTS[client];
      return `| \`${name}\` | ${version} | ${eras.join(', ')} | ${escape(what)} | ${escape(how)} |`;
    }),
    '',
  ];
}
