import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/** The CLI's `check` command, run by its file: the package names no export for it. */
const linguiCheckScript = join(
  dirname(createRequire(import.meta.url).resolve('@lingui/cli')),
  'lingui-check.js',
);

/**
 * Runs `lingui check <args>` on the catalogues of the package at `root` (its lingui.config.ts) and answers whether it
 * passed and what it printed: the web app's and the server's catalogue tests ask it the same way.
 * @param {string} root
 * @param {...string} args
 * @returns {Promise<{ passed: boolean, output: string }>}
 */
export async function linguiCheck(root, ...args) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [linguiCheckScript, ...args, '--workers', '1', '--verbose'],
      { cwd: root },
    );
    return { passed: true, output: `${stdout}${stderr}` };
  } catch (failure) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: string, stderr?: string }} */ (failure);
    return { passed: false, output: `${stdout}${stderr}` };
  }
}
