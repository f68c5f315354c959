// Entry point of `npm run simulate`: runs main() and prints what it built, in one go at the end.
import { main } from "./main";

const result = main(process.argv.slice(2));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.status;
