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

const loadToaster = () => import('./ui/toaster');

/** Shows a snackbar (as soon as the renderer is loaded: at once after the first). */
export function showSnackbar({ severity, message }: Snackbar): void {
  wantRenderer();
  void loadToaster().then(({ toaster }) => toaster.create({ type: severity, title: message }));
}

/** Hides every snackbar shown (e.g. when the page they were about is left). */
export function dismissSnackbars(): void {
  void loadToaster().then(({ toaster }) => toaster.dismiss());
}
