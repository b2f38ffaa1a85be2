import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What the browser tests run besides Node: Debian's Chromium, and a Java runtime for the HTML checker (vnu.jar). */
const TOOLS = [
  { path: '/usr/bin/chromium', debianPackage: 'chromium' },
  { path: '/usr/bin/java', debianPackage: 'default-jre-headless' },
];

/**
 * Browser tests use Debian's packages, never a downloaded browser or runtime. Installs what is
 * missing with apt-get (as root, as on CI); otherwise says how.
 */
export default function globalSetup(): void {
  const missing = TOOLS.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.debianPackage);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    throw new Error(`${missing.map((tool) => tool.path).join(' and ')} missing: install Debian's packages (sudo apt-get install -y ${packages.join(' ')}).`);
  }
  console.log(`Installing Debian ${packages.join(' and ')} for the browser tests (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  const still = missing.filter((tool) => !existsSync(tool.path));
  if (still.length > 0) throw new Error(`apt-get finished but ${still.map((tool) => tool.path).join(' and ')} still missing.`);
}
