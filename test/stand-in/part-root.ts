// Foundry v13 renders each ApplicationV2 template part into exactly one root HTML element and refuses a part
// that renders none or several: "Template part ... must render a single HTML element", and then the whole
// application fails to open (Calendaria issue #189, Foundry 13.351; FOUNDRY-API.md 4a). Every place the
// stand-in or a test renders a part goes through this check, so a template that would fail in a GM's world
// fails the test first. Text and comments around the root element do not count; elements do.
import { parseFragment } from "parse5";

/** The number of top-level elements in an HTML fragment, parsed as a browser parses `<template>` content. */
export function rootElementCount(html: string): number {
  return parseFragment(html).childNodes.filter((n) => !n.nodeName.startsWith("#")).length;
}

/** Throws, as core does, unless the part's HTML has exactly one root element; returns the HTML. */
export function checkPartRoot(partId: string, template: string, html: string): string {
  const roots = rootElementCount(html);
  if (roots !== 1) {
    throw new Error(
      `Template part "${partId}" (${template}) must render a single HTML element; it rendered ${roots}`,
    );
  }
  return html;
}
