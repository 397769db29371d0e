import type { NegotiationPolicy } from '../config/types.js';
import { declares } from '../negotiate/capabilities.js';
import type { Negotiated } from '../negotiate/negotiate.js';
import { failed, info, passed, type Evidence } from './types.js';

/**
 * The host's negotiation policy, applied to what the server negotiated. Revisions are an
 * explicit set of strings (never compared as dates); a capability holds when its dot path
 * exists and is neither false nor absent (`resources: {}` does not grant `resources.subscribe`);
 * unknown extension keys are carried, not errors.
 */
export function evaluateNegotiationPolicy(policy: NegotiationPolicy, negotiated: Negotiated): Evidence[] {
  const evidence: Evidence[] = [];
  const supported = policy.supportedProtocolVersions;
  if (supported && !supported.includes(negotiated.protocolVersion)) {
    evidence.push(
      failed('unsupported_protocol_version', 'server', `the server negotiated ${JSON.stringify(negotiated.protocolVersion)}, which the policy does not support (${supported.join(', ')})`, {
        negotiated: negotiated.protocolVersion,
        supported,
      }),
    );
  } else if (supported) {
    evidence.push(passed('supported_protocol_version', 'server', `negotiated ${negotiated.protocolVersion}, which the policy supports`));
  }
  const missing = policy.requiredServerCapabilities.filter((path) => !declares(negotiated.capabilities, path));
  if (missing.length) evidence.push(failed('missing_required_capabilities', 'server', `required capabilities missing: ${missing.join(', ')}`, { missing }));
  else if (policy.requiredServerCapabilities.length) evidence.push(passed('required_capabilities', 'server', `required capabilities present: ${policy.requiredServerCapabilities.join(', ')}`));
  if (policy.optionalServerCapabilities.length) {
    const enabled = policy.optionalServerCapabilities.filter((path) => declares(negotiated.capabilities, path));
    evidence.push(
      info('optional_capabilities', 'server', `optional capabilities enabled: ${enabled.join(', ') || 'none'}`, {
        enabled,
        disabled: policy.optionalServerCapabilities.filter((p) => !enabled.includes(p)),
      }),
    );
  }
  return evidence;
}
