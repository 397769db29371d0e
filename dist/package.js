const version = "0.1.0";
var packageJson = {
	version: version};

export { packageJson as p };
