export function repositoryUrl(repository: string | { url?: string } | undefined): string;
export function releaseTag(version: string): string;
export function releaseLinks(
  repository: string | { url?: string } | undefined,
  version: string,
): { url: string; manifest: string; download: string; bugs: string; changelog: string; readme: string };
export function releaseAuthors(
  repository: string | { url?: string } | undefined,
): { name: string; url: string }[];
