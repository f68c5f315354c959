// Entry point of `npm run lab`: a progress bar on stderr once the run has taken a second (cli-progress), then
// the table or JSON on stdout and the HTML report, if asked for, into its file.
import cliProgress from "cli-progress";
import { labMain, writeReport } from "./main";

const started = Date.now();
// npm runs a script in the checkout; INIT_CWD is the folder the user typed the command in.
const cwd = process.env.INIT_CWD ?? process.cwd();
let bar: cliProgress.SingleBar | null = null;
const out = labMain(
  process.argv.slice(2),
  (done, total, ruleset) => {
    if (done % 200 !== 0 && done !== total) return;
    // Only on a terminal, never mixed into what is piped.
    if (!bar && process.stderr.isTTY && Date.now() - started > 1000) {
      bar = new cliProgress.SingleBar(
        { stream: process.stderr, format: "{ruleset} {bar} {percentage}%", clearOnComplete: true },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, done, { ruleset });
    }
    bar?.update(done, { ruleset });
  },
  cwd,
);
(bar as cliProgress.SingleBar | null)?.stop();
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
// The table first: a report path that cannot be written costs one line, not the run.
if (out.html) {
  const written = writeReport(out.html, process.argv.slice(2), undefined, cwd);
  process.stderr.write(written.stderr);
  if (written.status !== 0) process.exitCode = written.status;
}
