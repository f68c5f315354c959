// Where a GM's Foundry finds this system: the repository address comes from package.json `repository` (or
// SHADOWTURN_REPOSITORY at build time, e.g. for a fork's release workflow), and the links follow the GitHub
// release layout the ecosystem uses (SR5-FoundryVTT .github/workflows/release.yml: `manifest` is
// releases/latest/download/system.json, so an installed system always finds the newest release; `download` is
// the zip attached to this version's own tag, so each manifest installs exactly its own version).

/** "git+https://github.com/o/r.git", "github:o/r" or "https://github.com/o/r" -> "https://github.com/o/r". */
export function repositoryUrl(repository) {
  const raw = typeof repository === "string" ? repository : repository?.url;
  if (typeof raw !== "string" || raw.trim() === "") {
    throw new Error("package.json repository (or SHADOWTURN_REPOSITORY) must name the GitHub repository");
  }
  const short = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(raw.trim());
  const url = short ? `https://github.com/${short[1]}` : raw.trim().replace(/^git\+/, "");
  const match = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url);
  if (!match) throw new Error(`repository ${raw} is not a https://github.com/<owner>/<name> address`);
  return `https://github.com/${match[1]}/${match[2]}`;
}

/** The tag a release of `version` is pushed as. */
export function releaseTag(version) {
  return `v${version}`;
}

/**
 * The links of system.json for `version`, published from `repository`: `url`, `manifest` and `download`,
 * and the pages Foundry links from the system's entry: `bugs` (the issue tracker, also the authors'
 * contact), `changelog` and `readme` as they stand at this version's tag.
 */
export function releaseLinks(repository, version) {
  const url = repositoryUrl(repository);
  const tag = releaseTag(version);
  return {
    url,
    manifest: `${url}/releases/latest/download/system.json`,
    download: `${url}/releases/download/${tag}/shadowturn.zip`,
    bugs: `${url}/issues`,
    changelog: `${url}/blob/${tag}/CHANGELOG.md`,
    readme: `${url}/blob/${tag}/README.md`,
  };
}

/** The authors entry: who wrote the system and where to reach them (the issue tracker). */
export function releaseAuthors(repository) {
  const url = repositoryUrl(repository);
  return [{ name: "Shadowturn developers", url: `${url}/issues` }];
}
