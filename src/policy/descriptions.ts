import { changeOf, type Change } from '../diff/change.js';
import type { DescriptionsMode } from '../config/types.js';
import type { RuleId } from '../diff/rules.js';

/**
 * A team's choice of how rewordings are judged (config `descriptions`): `auto` leaves the
 * engine's verdict (a correction is cosmetic, a rewrite effect-relevant); `cosmetic` and
 * `effect-relevant` judge every rewording alike. Poisoning is flagged whatever the choice.
 */
const AS: Record<Exclude<DescriptionsMode, 'auto'>, Partial<Record<RuleId, RuleId>>> = {
  cosmetic: { 'description-rewritten': 'description-changed', 'instructions-rewritten': 'instructions-changed' },
  'effect-relevant': { 'description-changed': 'description-rewritten', 'instructions-changed': 'instructions-rewritten' },
};

/** The changes with each rewording under the rule the mode gives it (its level comes from that rule). */
export function applyDescriptionsMode(changes: Change[], mode: DescriptionsMode | undefined): Change[] {
  if (!mode || mode === 'auto') return changes;
  return changes.map((change) => {
    const rule = AS[mode][change.rule];
    if (!rule) return change;
    const { before, after, item, witness } = change;
    return changeOf(rule, change.entity, change.pointer, `${change.message} (descriptions: ${mode})`, { before, after, item, witness });
  });
}
