// A page that mimics Foundry's sidebar around the tracker for screenshots: 300px wide, the theme's
// background, and a few Font Awesome glyph stand-ins (Foundry ships Font Awesome; this machine has no web
// fonts), so icon-only buttons are visible. Only styles/combat.css styles the tracker itself.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const SIDEBAR = `
  body { margin: 0; padding: 8px; font-family: "Signika", "DejaVu Sans", Arial, sans-serif; font-size: 13px; }
  body.theme-dark { background: #0b0a13; }
  body.theme-light { background: #e6e0d3; }
  #sidebar { width: 300px; padding: 4px 0; border-radius: 6px; }
  body.theme-dark #sidebar { background: #1b1a24; }
  body.theme-light #sidebar { background: #f3efe6; }
  button { font-family: inherit; }
  .inline-control.icon { width: 24px; height: 24px; padding: 0; border: 1px solid rgba(128,128,128,.4);
    border-radius: 3px; background: transparent; color: inherit; font-size: 12px; }
  .combat-control-lg { padding: 3px 8px; border: 1px solid rgba(128,128,128,.5); border-radius: 3px;
    background: rgba(128,128,128,.15); color: inherit; font-weight: 600; }
  i.fa-solid { font-style: normal; }
  .fa-plus::before { content: "+"; } .fa-caret-left::before { content: "\\25C2"; }
  .fa-caret-right::before { content: "\\25B8"; } .fa-gear::before { content: "\\2699"; }
  .fa-users::before { content: "\\2684"; } .fa-users-gear::before { content: "\\2685"; }
  .fa-ellipsis-vertical::before { content: "\\22EE"; }
  .fa-backward-fast::before { content: "\\00AB"; } .fa-backward-step::before { content: "\\2039"; }
  .fa-forward-step::before { content: "\\203A"; } .fa-forward-fast::before { content: "\\00BB"; }
  .fa-eye-slash::before { content: "\\25CC"; } .fa-skull::before { content: "\\2620"; }
  .fa-bullseye::before { content: "\\25CE"; }
  .fa-bomb::before { content: "\\2739"; }
  .fa-caret-down::before { content: "\\25BE"; } .fa-people-arrows::before { content: "\\2715"; }
  .st-badge i { display: none; }
`;

export function sidebarPage(
  trackerHtml: string,
  theme: "dark" | "light" = "dark",
  /** Whose styles/combat.css (the bench puts an older checkout's beside this one's). */
  root = process.cwd(),
): string {
  const css = readFileSync(join(root, "styles", "combat.css"), "utf8");
  return `<!doctype html><html><head><meta charset="utf-8"><style>${SIDEBAR}\n${css}</style></head>
<body class="theme-${theme}"><div id="sidebar">${trackerHtml}</div></body></html>`;
}
