import { spawn } from 'node:child_process';

/**
 * Runs a command with the terminal attached and resolves with its exit code (1 when it was killed by a signal).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function runCommand(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Like runCommand, but a non-zero exit stops this process with the same code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export async function runOrExit(command, args, options = {}) {
  const code = await runCommand(command, args, options);
  if (code !== 0) {
    console.error(`\n${[command, ...args].join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/**
 * Runs a command with its output kept rather than shown (a step running alongside others, whose lines would
 * interleave with theirs) and resolves with its exit code and everything it printed, in order.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = `$ ${[command, ...args].join(' ')}\n`;
    const keep = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}
