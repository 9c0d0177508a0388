// Reads the instructions of one stage of a Dockerfile, so a check can repeat that stage's steps without Docker.

/**
 * @typedef {{ instruction: string, args: string }} Instruction
 * @typedef {{ from: string | null, sources: string[], destination: string }} CopyStep
 * @typedef {{
 *   workdir: string,
 *   env: Record<string, string>,
 *   steps: ({ kind: 'copy' } & CopyStep | { kind: 'run', command: string })[],
 *   user: string | null,
 *   healthcheck: string[] | null,
 *   cmd: string[] | null,
 * }} Stage
 */

/**
 * The instructions, one per logical line (continuations joined, comments and blank lines left out).
 * @param {string} text
 * @returns {Instruction[]}
 */
export function instructionsOf(text) {
  /** @type {Instruction[]} */
  const instructions = [];
  let pending = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    const whole = (pending + line).trim();
    pending = '';
    const match = /^(\w+)\s+([\s\S]*)$/.exec(whole);
    if (match) instructions.push({ instruction: (match[1] ?? '').toUpperCase(), args: match[2] ?? '' });
  }
  return instructions;
}

/** @param {string} args */
function withoutFlags(args) {
  /** @type {Record<string, string>} */
  const flags = {};
  let rest = args.trim();
  for (
    let match = /^--([\w-]+)(?:=(\S*))?\s+/.exec(rest);
    match;
    match = /^--([\w-]+)(?:=(\S*))?\s+/.exec(rest)
  ) {
    flags[match[1] ?? ''] = match[2] ?? '';
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/**
 * KEY=value pairs of an ENV instruction (the legacy `ENV KEY value` form too).
 * @param {string} args
 * @returns {Record<string, string>}
 */
function envPairs(args) {
  if (!/^\S+=/.test(args)) {
    const [key = '', ...value] = args.split(/\s+/);
    return { [key]: value.join(' ') };
  }
  return Object.fromEntries(
    [...args.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S*)/g)].map(([, key = '', value = '']) => [
      key,
      value.startsWith('"') ? JSON.parse(value) : value,
    ]),
  );
}

/** @param {string} args */
function execForm(args) {
  const value = JSON.parse(args);
  if (!Array.isArray(value) || !value.every((part) => typeof part === 'string')) {
    throw new Error(`Expected a JSON array of strings, got ${args}`);
  }
  return /** @type {string[]} */ (value);
}

/**
 * The stage named `name` (FROM … AS name): its working folder, environment, COPY and RUN steps in order,
 * user, health check command and command.
 * @param {string} text
 * @param {string} name
 * @returns {Stage}
 */
export function stageOf(text, name) {
  const instructions = instructionsOf(text);
  const start = instructions.findIndex(
    (step) => step.instruction === 'FROM' && new RegExp(`\\sAS\\s+${name}$`, 'i').test(step.args),
  );
  if (start < 0) throw new Error(`The Dockerfile has no stage named ${name}`);
  const end = instructions.findIndex((step, index) => index > start && step.instruction === 'FROM');
  /** @type {Stage} */
  const stage = { workdir: '/', env: {}, steps: [], user: null, healthcheck: null, cmd: null };
  for (const { instruction, args } of instructions.slice(start + 1, end < 0 ? undefined : end)) {
    if (instruction === 'WORKDIR') stage.workdir = args.trim();
    else if (instruction === 'ENV') Object.assign(stage.env, envPairs(args));
    else if (instruction === 'USER') stage.user = args.trim();
    else if (instruction === 'CMD') stage.cmd = execForm(args);
    else if (instruction === 'RUN') stage.steps.push({ kind: 'run', command: withoutFlags(args).rest });
    else if (instruction === 'HEALTHCHECK') {
      const { rest } = withoutFlags(args);
      stage.healthcheck = execForm(rest.replace(/^CMD\s+/, ''));
    } else if (instruction === 'COPY') {
      const { flags, rest } = withoutFlags(args);
      const parts = rest.split(/\s+/);
      const destination = parts.pop() ?? '';
      stage.steps.push({ kind: 'copy', from: flags.from ?? null, sources: parts, destination });
    }
  }
  return stage;
}
