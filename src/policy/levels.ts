import type { Change } from '../diff/change.js';
import type { LevelSetting, ServerConfig } from '../config/types.js';
import { RULES, type RuleId } from '../diff/rules.js';

/**
 * The levels a team sets (config `levels:`), applied before the gate: a change of a listed rule
 * is gated at the configured level and says so (`levelSetBy`), its rule and fingerprint unchanged.
 * `descriptions:` is shorthand for the levels of the `wording` rules: `cosmetic` or
 * `effect-relevant` judge every rewording alike, `auto` leaves the table's verdicts. Poisoning
 * is a rule of its own, so it is flagged whatever the choice. An explicit `levels:` entry wins.
 */
export function levelSettingsOf(server: Pick<ServerConfig, 'levels' | 'descriptions'> | undefined): LevelSetting[] {
  const explicit = server?.levels ?? [];
  const mode = server?.descriptions;
  if (!mode || mode === 'auto') return explicit;
  const wording = RULES.filter((rule) => rule.kind === 'wording' && !explicit.some((setting) => setting.rule === rule.id));
  return [...explicit, ...wording.map((rule) => ({ rule: rule.id, level: mode, origin: `descriptions: ${mode}` }))];
}

/** The changes at the levels the settings give their rules; a setting equal to the rule's own level changes nothing. */
export function applyLevels(changes: Change[], settings: readonly LevelSetting[]): Change[] {
  if (settings.length === 0) return changes;
  const byRule = new Map<RuleId, LevelSetting>(settings.map((setting) => [setting.rule, setting]));
  return changes.map((change) => {
    const setting = byRule.get(change.rule);
    if (!setting || setting.level === change.level) return change;
    return { ...change, level: setting.level, levelSetBy: { origin: setting.origin, ruleLevel: change.level } };
  });
}
