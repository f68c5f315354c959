export function buildSystem(opts?: {
  outDir?: string;
  releaseDir?: string;
  repository?: string;
  langDir?: string;
}): Promise<{
  outDir: string;
  releaseDir: string;
  files: string[];
  manifest: Record<string, unknown>;
}>;
export const ZIP_DATE: Date;
export const LEVELDB_RUN_FILES: Set<string>;
