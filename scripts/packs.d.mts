export const PACK_SOURCES: string;
export function packTypes(manifestPath?: string): Record<string, "Actor" | "Item">;
export function checkPackSources(srcRoot?: string, types?: Record<string, string>): Promise<string[]>;
export function buildPacks(
  outDir: string,
  options?: { srcRoot?: string; types?: Record<string, string>; log?: boolean },
): Promise<string[]>;
