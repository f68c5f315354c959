export function languages(root?: string): string[];
export function loadLanguage(lang: string, root?: string): Record<string, string>;
