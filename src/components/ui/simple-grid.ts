/**
 * The kit's responsive grid (Chakra's `SimpleGrid`) as a class: equal columns, as many as the
 * caller's sheet sets for each of the theme's breakpoints through variables, each width taking
 * the narrower one's count unless it says otherwise; a list drawn as a grid loses its bullets.
 *
 *   <ul className={`${simpleGrid} settings-cards`}>…</ul>
 *   .settings-cards { --grid-columns-md: 2; --grid-columns-xl: 3; }
 *
 * Variables: `--grid-columns` (1 by default), `--grid-columns-sm` (from 30em), `-md` (48em),
 * `-lg` (64em), `-xl` (80em), and `--grid-gap` (1rem by default; two values for rows and columns).
 */
import './simple-grid.css';

export const simpleGrid = 'lc-grid';
