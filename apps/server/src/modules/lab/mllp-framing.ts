/** MLLP's frame (HL7 v2 over TCP): a start block VT, the message, an end block FS and a carriage return. */
export const START_BLOCK = 0x0b;
export const END_BLOCK = 0x1c;
export const CARRIAGE_RETURN = 0x0d;

/** What a connection's bytes have made so far: whole messages, or a reason to close it. */
export type FrameEvent =
  | { kind: 'message'; bytes: Buffer }
  | { kind: 'refused'; reason: 'garbage' | 'too_large' };

/**
 * Reads MLLP frames from a stream's chunks, however the chunks fall: several messages in one chunk, or one
 * message over many. Bytes between frames may be line ends (some senders add them); anything else, or a frame
 * growing past maxBytes, refuses the connection: no later byte of it is read.
 */
export class MllpDecoder {
  private chunks: Buffer[] = [];
  private size = 0;
  private inFrame = false;
  private refused = false;

  constructor(private readonly maxBytes: number) {}

  push(chunk: Buffer): FrameEvent[] {
    const events: FrameEvent[] = [];
    let at = 0;
    while (at < chunk.length && !this.refused) {
      if (!this.inFrame) {
        const byte = chunk[at] as number;
        at += 1;
        if (byte === START_BLOCK) {
          this.inFrame = true;
        } else if (byte !== CARRIAGE_RETURN && byte !== 0x0a) {
          this.refused = true;
          events.push({ kind: 'refused', reason: 'garbage' });
        }
        continue;
      }
      const end = chunk.indexOf(END_BLOCK, at);
      const part = chunk.subarray(at, end === -1 ? chunk.length : end);
      this.size += part.length;
      if (this.size > this.maxBytes) {
        this.refused = true;
        this.chunks = [];
        events.push({ kind: 'refused', reason: 'too_large' });
        break;
      }
      this.chunks.push(part);
      if (end === -1) break;
      events.push({ kind: 'message', bytes: Buffer.concat(this.chunks) });
      this.chunks = [];
      this.size = 0;
      this.inFrame = false;
      // The carriage return after FS is read as a line end between frames.
      at = end + 1;
    }
    return events;
  }
}

/** A message framed for sending. */
export function frame(message: string | Buffer): Buffer {
  return Buffer.concat([
    Buffer.from([START_BLOCK]),
    typeof message === 'string' ? Buffer.from(message, 'utf8') : message,
    Buffer.from([END_BLOCK, CARRIAGE_RETURN]),
  ]);
}
