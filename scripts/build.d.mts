export function buildSystem(opts?: { outDir?: string; releaseDir?: string }): Promise<{
  outDir: string;
  releaseDir: string;
  files: string[];
  manifest: Record<string, unknown>;
}>;
