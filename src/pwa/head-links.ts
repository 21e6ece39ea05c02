/**
 * Links the web app manifest, which the build leaves inert in index.html's
 * `<template id="manifest-link">` (vite.config.ts, ADR 0056). Called once the first screen is
 * painted: from then on the browser may read the manifest and fetch its icons for its install
 * check, work that otherwise lands in the middle of the app's start. Does nothing in the dev
 * server's page, which has no template, and on a second call, which finds it empty.
 */
export function linkManifest(): void {
  const template = document.getElementById('manifest-link');
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}
