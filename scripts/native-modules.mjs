/**
 * Builds the one native module, better-sqlite3, when the install left it unbuilt; otherwise
 * does nothing. `npm install` and `npm ci` build it themselves, from source here (its prebuilt
 * binaries are on GitHub). CI installs with `--ignore-scripts` and lets `npm test` build it
 * beside the type check and the lint rules: the compile of SQLite's one large C file keeps one
 * core busy (about 50 s at -O2, ADR 0060) and would leave the other idle (ADR 0053).
 *
 *   node scripts/native-modules.mjs
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';

const require = createRequire(import.meta.url);

function loads() {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

if (!loads()) {
  console.log('better-sqlite3 is not built: building it from source (about a minute on 2 cores)');
  // The compile is the longest part of the stage it runs in: ahead of the checks beside it, it keeps
  // its core and the stage ends when it does. Raising a priority needs root; else it shares.
  try {
    setPriority(-5);
  } catch {
    // Not root: the compile runs at the checks' priority.
  }
  // Its two source files compile side by side. SQLite's at -O2, the level SQLite's own build and
  // Debian's libsqlite3 use, not node-gyp's -O3: 52 CPU-s instead of 68 here (ADR 0060). CFLAGS
  // comes after gyp's flags, so it wins; one set by the caller wins over this.
  const built = spawnSync('npm', ['rebuild', 'better-sqlite3', '--foreground-scripts'], {
    stdio: 'inherit',
    env: { JOBS: 'max', CFLAGS: '-O2', ...process.env },
  });
  if (built.status !== 0 || !loads()) {
    console.error('better-sqlite3 could not be built: the server and its tests need it. Python 3, make and g++ are required.');
    process.exit(1);
  }
  console.log('better-sqlite3 built');
}
