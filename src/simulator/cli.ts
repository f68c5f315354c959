// Entry point of `npm run simulate`: runs simulate() (main() after loading any --module) and prints what it
// built, in one go at the end.
import { simulate } from "./main";

// npm runs a script in the package's folder; INIT_CWD is the folder the user typed the command in.
const result = await simulate(process.argv.slice(2), undefined, process.env.INIT_CWD ?? process.cwd());
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.status;
