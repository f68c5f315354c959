export interface BatchFailure {
  title: string;
  message: string;
  hook?: boolean;
}
export interface BatchResult {
  key: string | null;
  name: string;
  passed: number;
  failed: number;
  pending: number;
  tests: number;
  failures: BatchFailure[];
}
export interface QuenchResult {
  ok: boolean;
  totals: { passed: number; failed: number; pending: number };
  durationMs: number;
  batches: BatchResult[];
}
export function batchRootTitle(key: string): string;
export function readQuenchReport(
  json: string | object,
  options?: {
    batches?: { key: string; name?: string }[];
    hookFailures?: { fullTitle: string; message: string }[];
  },
): QuenchResult;
export function formatSummary(
  result: QuenchResult,
  about?: { foundry?: string | null; world?: string | null; system?: string | null; quench?: string | null },
): string;
