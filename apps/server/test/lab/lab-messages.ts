import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';

/** A semen analysis ORU^R01 as a lab's system sends it (v2.5.1 unless told), with the parts a test changes. */
export function semenAnalysisOru(options: {
  kit: string;
  controlId?: string;
  status?: 'P' | 'F' | 'C' | 'X' | string;
  patient?: { family: string; given: string; born: string };
  observations?: string[];
  notes?: string[];
  version?: string;
  messageType?: string;
  kitField?: 'OBR-3' | 'ORC-3' | 'SPM-2';
  /** MSH-18 (HL7 table 0211), e.g. 8859/1; none unless given. */
  charset?: string;
}): { text: string; controlId: string } {
  const controlId = options.controlId ?? `MSG-${randomUUID().slice(0, 18)}`;
  const patient = options.patient ?? { family: 'Hale', given: 'Robin', born: '19900615' };
  const where = options.kitField ?? 'OBR-3';
  const segments = [
    `MSH|^~\\&|ACME-LIS|ACME-LAB|FATHOM|FATHOM|20261201093000-0600||${options.messageType ?? 'ORU^R01^ORU_R01'}|${controlId}|P|${options.version ?? '2.5.1'}${options.charset === undefined ? '' : `||||||${options.charset}`}`,
    `PID|1||PAT-1^^^ACME-LAB^MR||${patient.family}^${patient.given}||${patient.born}|M`,
    ...(where === 'ORC-3' ? [`ORC|RE||${options.kit}^ACME-LAB`] : []),
    `OBR|1||${where === 'OBR-3' ? `${options.kit}^ACME-LAB` : 'LAB-ACC-1'}|54231-6^Semen analysis fertility panel^LN|||20261130081500-0600|||||||20261130140000-0600||||||||20261201093000-0600|||${options.status ?? 'F'}`,
    ...(options.notes ?? []).map((note, index) => `NTE|${index + 1}|L|${note}`),
    ...(
      options.observations ?? [
        'OBX|1|NM|9780-8^Spermatozoa [#/volume] in Semen^LN||52|10*6/mL|>=16|N|||F',
        'OBX|2|NM|3160-9^Volume of Semen^LN||2.8|mL|>=1.4|N|||F',
        'OBX|3|NM|6800-7^Spermatozoa Motile/100 spermatozoa in Semen^LN||61|%|>=42|N|||F',
      ]
    ).map((segment, index) => segment.replace(/^OBX\|\d+\|/, `OBX|${index + 1}|`)),
    ...(where === 'SPM-2' ? [`SPM|1|^${options.kit}||SEM^Semen^HL70487`] : []),
  ];
  return { text: segments.join('\r'), controlId };
}

/**
 * Sends one message with the HL7 library's own MLLP client (not Fathom's framing), waits for its acknowledgement
 * and answers it as text, read back by the library's parser.
 */
export async function sendWithLibraryClient(port: number, text: string): Promise<Hl7Message> {
  const client = new Hl7Client({ host: '127.0.0.1', port, connectTimeout: 5_000 });
  try {
    // Generous: the first message of a cold server on a busy machine takes seconds.
    return await client.sendAndWait(Hl7Message.parse(text), { timeoutMs: 30_000 });
  } finally {
    await client.close();
  }
}

/** A raw TCP connection to the listener: a test writes bytes and reads what comes back until it closes. */
export function rawConnection(
  port: number,
): Promise<{ socket: Socket; received: Buffer[]; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('data', (chunk) => received.push(chunk));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, received, closed }));
  });
}

/** The messages in bytes received over MLLP (VT … FS CR), split here rather than by Fathom's own framing. */
export function unframe(received: readonly Buffer[]): string[] {
  const [start, end] = [String.fromCharCode(0x0b), `${String.fromCharCode(0x1c)}\r`];
  return Buffer.concat(received)
    .toString('utf8')
    .split(end)
    .filter((part) => part.startsWith(start))
    .map((part) => part.slice(1));
}
