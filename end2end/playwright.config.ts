import { defineConfig, devices } from '@playwright/test';
import * as path from 'node:path';
import * as os from 'node:os';
import * as fs from 'node:fs';

// The tests drive Debian's Chromium (no browser downloads here) against the
// release server that `make test` has just built, on a port of its own so a
// `make run` on 3000 does not get in the way.
const port = Number(process.env.NESTLINK_E2E_PORT ?? 3199);
const repoRoot = path.resolve(__dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestlink-e2e-'));
// The server starts with this process's environment plus `webServer.env`
// (Playwright merges the two), and an empty DATABASE_URL would still count
// as set: so a DATABASE_URL in the caller's environment is dropped here, and
// the server uses its default, SQLite in the data directory above, never a
// real database.
delete process.env.DATABASE_URL;

export default defineConfig({
  testDir: './tests',
  // A test walks a whole task as a person would (drawing a model, leading a
  // workshop), and CI's machine is slower than ours: the mouse-drawing walk
  // took 29 s here with two workers and over 30 s there. A hang still fails,
  // a minute in.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: path.join(repoRoot, 'target', 'release', 'nestlink'),
    cwd: repoRoot,
    env: {
      NESTLINK_ADDR: `127.0.0.1:${port}`,
      NESTLINK_DATA_DIR: dataDir,
      RUST_LOG: 'warn',
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
