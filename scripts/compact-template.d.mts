export const COMPACT_TEMPLATES: string[];
export function compactTemplate(text: string): string;
export function shippedTemplate(path: string, text: string): string;
