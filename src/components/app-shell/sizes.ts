/** The shell's fixed measures (drawer width 240). */
export const drawerWidth = '240px';
/** From this width the drawer is permanent; below it, temporary (Chakra's lg breakpoint). */
export const permanentDrawerQuery = '(min-width: 1024px)';
