export interface PackSource {
  pack: string;
  file: string;
  entry: Record<string, unknown>;
}
export const PACK_SOURCES: string;
export function sourceFiles(dir: string): string[];
export function readSourceFile(file: string): unknown;
export function packFolders(srcRoot?: string): string[];
export function readPackSources(srcRoot?: string): PackSource[];
