export const ENGINE_TYPES: string;
export function engineTypes(): Promise<string>;
export function writeEngineTypes(paths?: string[]): Promise<string>;
