import { b as readContract } from './io.js';
import { G as GateError } from './canonical.js';
import { c as contractAtCommit, a as reviewContract } from './policy.js';

/**
 * A server's intended change, as the action reviews a pull request and `mcp-contract review`
 * reviews a branch: its golden contract at the base commit against `head`, classified and approved.
 */
async function reviewServer(server, head, request) {
    const base = await contractAtCommit(head.file, request.base, request.cwd);
    return reviewContract(request.base, base, { contract: head.contract, file: head.label }, request.approvals, server.oracleTimeoutMs);
}
/**
 * The working tree's golden contracts reviewed against the base, with no live server (so no
 * drift). A golden file that is missing or broken is its server's error, as in a check.
 */
async function reviewGoldens(servers, request, label) {
    const outcomes = [];
    for (const server of servers) {
        const outcome = { name: server.name, contractFile: server.contract, changes: [], notes: [] };
        try {
            const golden = await readContract(server.contract);
            const review = await reviewServer(server, { contract: golden, file: server.contract, label: label(server.contract) }, request);
            outcomes.push({ ...outcome, golden, current: golden, review });
        }
        catch (error) {
            if (!(error instanceof GateError))
                throw error;
            outcomes.push({ ...outcome, error: { exitCode: error.exitCode, message: error.message } });
        }
    }
    return outcomes;
}

export { reviewServer as a, reviewGoldens as r };
