// Plays a laboratory's information system against a running demo (ADR 050): it takes the orders Fathom sends
// (ORM^O01, on LAB_SIM_ORDERS_PORT) and answers each with a semen analysis (ORU^R01) sent to Fathom's listener, as
// it does at once for the kits named on the command line (alex's waiting kit, FK-ALEX-0002, unless told).
//
//   LAB_HL7_PORT=2575 LAB_HL7_ORDERS=mllp://127.0.0.1:2576 npm start     # the demo, listening for the lab
//   npm run lab:simulate                                                 # results for FK-ALEX-0002, then orders
//   npm run lab:simulate -- --once FK-ALEX-0002                          # send and stop
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Hl7Message } from '@medplum/core';

const VT = String.fromCharCode(0x0b);
const END = `${String.fromCharCode(0x1c)}\r`;
const resultsTo = new URL(process.env.FATHOM_LAB_HL7 ?? 'mllp://127.0.0.1:2575');
const ordersPort = Number(process.env.LAB_SIM_ORDERS_PORT ?? 2576);
const args = process.argv.slice(2);
const once = args.includes('--once');
const named = args.filter((arg) => !arg.startsWith('--'));
const kits = named.length > 0 ? named : ['FK-ALEX-0002'];

/** @param {Date} at */
const stamp = (at) => `${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}+0000`;

/**
 * A final semen analysis for the kit, with the patient the order named (or none: the kit id is the key).
 * @param {string} kit
 * @param {{ name: string; born: string }} patient
 */
function resultMessage(kit, patient) {
  const now = new Date();
  const collected = new Date(now.getTime() - 26 * 3_600_000);
  const received = new Date(now.getTime() - 20 * 3_600_000);
  return [
    `MSH|^~\\&|SIM-LIS|SIM-LAB|FATHOM|FATHOM|${stamp(now)}||ORU^R01^ORU_R01|SIM${randomUUID().replace(/-/g, '').slice(0, 17)}|P|2.5.1`,
    `PID|1||||${patient.name}||${patient.born}`,
    `ORC|RE||${kit}^SIM-LAB`,
    `OBR|1||${kit}^SIM-LAB|54231-6^Semen analysis fertility panel^LN|||${stamp(collected)}|||||||${stamp(received)}||||||||${stamp(now)}|||F`,
    'NTE|1|L|Analysed by the lab simulator.',
    'OBX|1|NM|total_count^Total sperm count^FATHOM||148|10*6|>=39|N|||F',
    'OBX|2|NM|9780-8^Spermatozoa [#/volume] in Semen^LN||48|10*6/mL|>=16|N|||F',
    'OBX|3|NM|3160-9^Volume of Semen^LN||3.1|mL|>=1.4|N|||F',
    'OBX|4|NM|6800-7^Spermatozoa Motile/100 spermatozoa in Semen^LN||58|%|>=42|N|||F',
    'OBX|5|NM|10622-9^Spermatozoa Normal/100 spermatozoa in Semen^LN||6|%|>=4|N|||F',
  ].join('\r');
}

/**
 * Sends one message to Fathom and answers its acknowledgement code.
 * @param {string} text
 * @returns {Promise<string>}
 */
function send(text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: resultsTo.hostname, port: Number(resultsTo.port) });
    let received = '';
    socket.on('connect', () => socket.write(`${VT}${text}${END}`));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const end = received.indexOf(END);
      if (end === -1) return;
      socket.end();
      const ack = Hl7Message.parse(received.slice(received.indexOf(VT) + 1, end));
      resolve(ack.getSegment('MSA')?.getField(1)?.toString() ?? '');
    });
    socket.on('error', reject);
  });
}

/**
 * @param {string} kit
 * @param {{ name: string; born: string }} patient
 */
async function sendResult(kit, patient) {
  const code = await send(resultMessage(kit, patient));
  process.stdout.write(`lab simulator: results for ${kit} sent, Fathom answered ${code}\n`);
}

for (const kit of kits) await sendResult(kit, { name: '', born: '' });
if (once) process.exit(0);

const orders = net.createServer((socket) => {
  let buffered = '';
  socket.on('error', () => {});
  socket.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    for (let end = buffered.indexOf(END); end !== -1; end = buffered.indexOf(END)) {
      const order = Hl7Message.parse(buffered.slice(buffered.indexOf(VT) + 1, end));
      buffered = buffered.slice(end + END.length);
      socket.write(`${VT}${order.buildAck({ ackCode: 'AA' }).toString()}${END}`);
      const kit = order.getSegment('ORC')?.getComponent(2, 1) ?? '';
      const pid = order.getSegment('PID');
      process.stdout.write(`lab simulator: order received for ${kit}\n`);
      const patient = { name: pid?.getField(5)?.toString() ?? '', born: pid?.getField(7)?.toString() ?? '' };
      // The lab analyses the sample when it arrives: here, a moment later.
      setTimeout(() => sendResult(kit, patient).catch((error) => process.stderr.write(`${error}\n`)), 2_000);
    }
  });
});
orders.listen(ordersPort, '127.0.0.1', () =>
  process.stdout.write(`lab simulator: taking orders on mllp://127.0.0.1:${ordersPort} (Ctrl-C stops)\n`),
);
