import type { QuenchResult } from "./quench-report.mjs";

export const THROWAWAY_WORLD: string;
export const BATCH_PATTERN: string;
export const QUENCH_MANIFEST: string;
export class RunnerError extends Error {
  constructor(kind: string, message: string);
  kind: string;
}
export interface RunnerConfig {
  url: string;
  user: string;
  password: string;
  adminKey: string;
  world: string;
  reportDir: string;
  chromiumPath: string;
  timeoutMs: number;
  stepTimeoutMs: number;
  headed: boolean;
}
export function configFromEnv(env?: Record<string, string | undefined>): RunnerConfig;
export function foundryStatus(url: string, timeoutMs?: number): Promise<Record<string, unknown>>;
export function runQuench(
  cfg: RunnerConfig,
  options?: { log?: (line: string) => void; browser?: import("playwright-core").Browser },
): Promise<{
  ok: boolean;
  exitCode: number;
  summary: string;
  files: { json: string; text: string } | null;
  result?: QuenchResult;
  error?: RunnerError;
}>;
