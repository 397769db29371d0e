const name = "mcp-contract-gate";
const version = "0.1.0";
var packageJson = {
	name: name,
	version: version};

export { packageJson as p };
