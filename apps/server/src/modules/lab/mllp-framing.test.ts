import { describe, expect, it } from 'vitest';
import { frame, MllpDecoder } from './mllp-framing';

const text = (events: ReturnType<MllpDecoder['push']>) =>
  events.map((event) => (event.kind === 'message' ? event.bytes.toString('utf8') : event.reason));

describe('MLLP framing', () => {
  it('reads several messages from one chunk, and one message split at every byte', () => {
    const decoder = new MllpDecoder(1000);
    expect(text(decoder.push(Buffer.concat([frame('MSH|one'), frame('MSH|two')])))).toEqual([
      'MSH|one',
      'MSH|two',
    ]);
    const split = frame('MSH|three');
    const events = [...split].flatMap((byte) => decoder.push(Buffer.from([byte])));
    expect(text(events)).toEqual(['MSH|three']);
  });

  it('accepts line ends between frames and refuses any other byte outside a frame', () => {
    const decoder = new MllpDecoder(1000);
    expect(text(decoder.push(Buffer.concat([Buffer.from('\r\n'), frame('MSH|a')])))).toEqual(['MSH|a']);
    expect(text(decoder.push(Buffer.from('GET / HTTP/1.1\r\n')))).toEqual(['garbage']);
    expect(text(decoder.push(frame('MSH|after')))).toEqual([]);
  });

  it('refuses a frame growing past the limit, and a frame at the limit is read', () => {
    expect(text(new MllpDecoder(10).push(frame('x'.repeat(10))))).toEqual(['x'.repeat(10)]);
    const decoder = new MllpDecoder(10);
    expect(text(decoder.push(Buffer.concat([Buffer.from([0x0b]), Buffer.from('x'.repeat(6))])))).toEqual([]);
    expect(text(decoder.push(Buffer.from('x'.repeat(5))))).toEqual(['too_large']);
  });
});
