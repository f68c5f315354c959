// A page that mimics a Foundry application window around our sheet parts for screenshots: the frame,
// title bar and theme class Foundry puts on the body, a stand-in for core icons (no Foundry assets here), the
// system's own pictures (the samples' portraits) and Font Awesome glyphs. Only styles/sheets.css styles the sheet itself.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inlineSystemImages } from "../../support/system-images";
import { ROOT } from "./render-support";

const FRAME = `
  body { margin: 0; padding: 12px; font-family: "Signika", "DejaVu Sans", Arial, sans-serif; font-size: 14px; }
  body.theme-dark { background: #0b0a13; }
  body.theme-light { background: #d9d3c7; }
  .application { border-radius: 6px; overflow: hidden; box-shadow: 0 0 12px rgba(0,0,0,.5); }
  .window-header { display: flex; align-items: center; gap: 8px; padding: 6px 10px; font-weight: 600; }
  body.theme-dark .window-header { background: #26252d; color: #eee; }
  body.theme-light .window-header { background: #3b3a36; color: #f4f1ea; }
  i.fa-solid { font-style: normal; }
  .fa-trash::before { content: "\\2715"; } .fa-dice-d6::before { content: "\\2684"; }
  /* The Notes box's resize grip is the browser's own drawing, not our CSS, and its shade came out
     different from one machine's Chromium to the next: the only pixels that kept the pictures from being
     byte-identical. The pictures leave it out; the sheet in Foundry keeps it. */
  body .shadowturn.sheet textarea { resize: none; }
`;

const ICON =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="5" fill="#777"/><circle cx="16" cy="12" r="6" fill="#ddd"/><rect x="7" y="20" width="18" height="8" rx="4" fill="#ddd"/></svg>',
  );

export function sheetPage(
  partsHtml: string,
  opts: { title: string; kind: "actor" | "item"; theme: "dark" | "light"; width: number },
): string {
  const css = readFileSync(join(ROOT, "styles", "sheets.css"), "utf8");
  const body = inlineSystemImages(partsHtml.replace(/src="icons\/[^"]*"/g, `src="${ICON}"`));
  return `<!doctype html><html><head><meta charset="utf-8"><style>${FRAME}\n${css}</style></head>
<body class="theme-${opts.theme}">
<form class="application sheet shadowturn ${opts.kind}" style="width:${opts.width}px">
<header class="window-header"><span>${opts.title}</span></header>
<section class="window-content">${body}</section>
</form></body></html>`;
}
