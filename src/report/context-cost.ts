import { largestGrowers, type ContextCost } from '../contract/context-cost.js';
import { oneLine } from '../errors.js';
import { tokens } from '../policy/context-budget.js';
import { mdText } from './markdown-escape.js';
import type { ServerReport } from './report.js';

/** Growers listed in the comment's fold and in the terminal. */
const GROWERS_IN_FOLD = 10;
const GROWERS_IN_TERMINAL = 3;

/** "tool definitions: 12,431 → 15,902 tokens, +28 % (gpt-tokenizer o200k_base)": what the tool list costs a model, before and after. */
function contextCostLine(cost: ContextCost): string {
  const growth = cost.before === 0 ? '' : `, ${signed(Math.round(((cost.after - cost.before) / cost.before) * 100))} %`;
  return `tool definitions: ${tokens(cost.before)} → ${tokens(cost.after)} tokens${growth} (${cost.tokenizer})`;
}

/** The cost when it changed: in sync, the JSON report has it and the views stay as they were. */
function changedCost(server: ServerReport): ContextCost | undefined {
  const cost = server.contextCost;
  return cost && Object.values(cost.tools).some((tool) => tool.before !== tool.after) ? cost : undefined;
}

/** The line, and the tools that grew most in a fold (tool names are the server's text: escaped). */
export function contextCostMarkdown(server: ServerReport): string[] {
  const cost = changedCost(server);
  if (!cost) return [];
  // The line holds numbers and the tokenizer's name only: nothing of the server's to escape.
  const lines = [`**Context cost.** ${contextCostLine(cost)}`, ''];
  const growers = largestGrowers(cost, GROWERS_IN_FOLD);
  if (growers.length === 0) return lines;
  lines.push(`<details><summary>Largest growers (${growers.length} of ${Object.keys(cost.tools).length} tools)</summary>`, '');
  lines.push('| tool | before | after | growth |', '|---|---:|---:|---:|');
  for (const { tool, before, after } of growers) lines.push(`| ${mdText(tool, 80)} | ${tokens(before)} | ${tokens(after)} | +${tokens(after - before)} |`);
  lines.push('', '</details>', '');
  return lines;
}

/** The line, and the three tools that grew most. */
export function contextCostTerminal(server: ServerReport): string[] {
  const cost = changedCost(server);
  if (!cost) return [];
  const growers = largestGrowers(cost, GROWERS_IN_TERMINAL).map(({ tool, before, after }) => `    ${oneLine(tool, 80)}: ${tokens(before)} → ${tokens(after)} (+${tokens(after - before)})`);
  return [`  ${contextCostLine(cost)}`, ...(growers.length ? ['  largest growers:', ...growers] : [])];
}

function signed(value: number): string {
  return value < 0 ? String(value) : `+${value}`;
}
