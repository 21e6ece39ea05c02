/**
 * Links the page's icon and the web app manifest, which the build leaves inert in index.html's
 * `<template id="after-paint-links">` (vite.config.ts, ADR 0056). Called once the first screen is
 * painted: from then on the browser may fetch and decode the icon (an SVG is a document of its
 * own, drawn on the main thread) and read the manifest for its install check, work that otherwise
 * lands in the middle of the app's start. Does nothing in the dev server's page, which has no
 * template, and on a second call, which finds it empty.
 */
export function linkIconAndManifest(): void {
  const template = document.getElementById('after-paint-links');
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}
