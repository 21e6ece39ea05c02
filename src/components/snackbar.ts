/**
 * The app-wide snackbar: short messages at the top centre, with a
 * severity of error, warning, info or success, hiding themselves after 6000 ms. Any module
 * may call showSnackbar().
 *
 * The renderer (components/ui/toaster.tsx) is needed only once something goes wrong or done,
 * so it loads on the first snackbar, not with the page: main.tsx mounts the <Toaster/> lazily
 * behind `snackbarRendererWanted`.
 */
export type SnackbarSeverity = 'error' | 'warning' | 'info' | 'success';

export const snackbarDurationMs = 6000;

export interface Snackbar {
  severity: SnackbarSeverity;
  message: string;
}

let wantRenderer: () => void = () => undefined;

/** Settles at the first snackbar: the moment to load and mount the renderer. */
export const snackbarRendererWanted = new Promise<void>((resolve) => {
  wantRenderer = resolve;
});

const importRenderer = () => import('./ui/toaster');
let renderer: ReturnType<typeof importRenderer> | null = null;
const loadToaster = () => (renderer ??= importRenderer());

/** The page the snackbars are about: counts the pages opened (`endPageSnackbars`). */
let page = 0;

/** Shows a snackbar (as soon as the renderer is loaded: at once after the first), about the page shown. */
export function showSnackbar({ severity, message }: Snackbar): void {
  wantRenderer();
  const about = page;
  // Asked for on a page that was left before the renderer came: it is about nothing on screen.
  void loadToaster().then(({ toaster }) => about === page && toaster.create({ type: severity, title: message }));
}

/**
 * Another page opened (page-change.ts): the snackbars about the page left go. A message about
 * the next page is shown once it is open (after `await navigate(…)`).
 */
export function endPageSnackbars(): void {
  page += 1;
  void renderer?.then(({ toaster }) => toaster.dismiss());
}
