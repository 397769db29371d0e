// What talking to a live server needs (transport, SDK, probes, evidence), in one module that
// src/commands/observe-server.ts imports when a command reaches a server: `diff` never loads it.
export { discover } from '../discovery/discover.js';
export { clientRejectionEvidence, judgeDefinitions } from '../evidence/client-judges.js';
export { evaluateDeprecatedFeatures } from '../evidence/deprecated.js';
export { evaluateLifecycle } from '../evidence/lifecycle.js';
export { evaluateNegotiationPolicy } from '../evidence/negotiation-policy.js';
export { evaluateSchemas } from '../evidence/schemas.js';
export { probeMatrix } from '../negotiate/matrix.js';
export { runExamples } from '../probes/examples.js';
export { runNegativeProbes } from '../probes/negative.js';
export { probeSubscription } from '../probes/subscription.js';
export { recordAnswers } from '../probes/record.js';
export { ConnectionLog } from '../probes/recorded-call.js';
export { startDeadline } from '../transport/deadline.js';
