/** The shell's fixed measures (the drawer's width is app-shell.css's). */
/** From this width the drawer is permanent; below it, temporary (Chakra's lg breakpoint). */
export const permanentDrawerQuery = '(min-width: 1024px)';
