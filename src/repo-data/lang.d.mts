export function languages(root?: string): string[];
export function loadLanguage(lang: string, root?: string): Record<string, string>;
export function checkNesting(merged: Record<string, string>, where: (key: string) => string): void;
