// The official clients the gate judges a server with (no SDK code here: ./client-dialects.ts loads their validators).
/**
 * The official clients the gate judges with, by the version it depends on (test/client-judges.test.ts
 * holds these equal to the installed packages): what they refuse, a host built on them cannot use.
 */
const JUDGE_CLIENTS = {
    v2: { name: '@modelcontextprotocol/client', version: '2.4.0', eras: ['handshake', 'stateless'] },
    v1: { name: '@modelcontextprotocol/sdk', version: '1.32.2', eras: ['handshake'] },
};
/** `name version`, as every finding names a client. */
function clientLabel(client) {
    return `${JUDGE_CLIENTS[client].name} ${JUDGE_CLIENTS[client].version}`;
}

export { JUDGE_CLIENTS as J, clientLabel as c };
