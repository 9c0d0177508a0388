import { Hl7Message } from '@medplum/core';
import { describe, expect, it } from 'vitest';
import { decodeHl7, encodeHl7, namedCharset } from './hl7-charset';

/** A message's bytes: MSH naming the character set (MSH-18) and a PID with the name, in the encoding given. */
const message = (charset: string, name: string, encoding: BufferEncoding, separator = '|') =>
  Buffer.from(
    [
      `MSH${separator}^~\\&${separator}LIS${separator}LAB${separator}FATHOM${separator}FATHOM${separator}20261201093000${separator}${separator}ORU^R01${separator}M1${separator}P${separator}2.5.1${separator.repeat(6)}${charset}`,
      `PID${separator}1${separator}${separator}P1${separator}${separator}${name}`,
    ].join('\r'),
    encoding,
  );

describe('MSH-18: the character set a message names', () => {
  it('is read from the bytes, its first repetition and component, whatever the separators', () => {
    expect(namedCharset(message('8859/1', 'x', 'latin1'))).toBe('8859/1');
    expect(namedCharset(message('unicode  utf-8 ', 'x', 'utf8'))).toBe('UNICODE UTF-8');
    expect(namedCharset(message('8859/1~ISO IR87', 'x', 'latin1'))).toBe('8859/1');
    expect(namedCharset(message('ASCII', 'x', 'latin1', '#'))).toBe('ASCII');
    expect(namedCharset(Buffer.from(`\r\nMSH|^~\\&|A|B${'|'.repeat(14)}8859/1`))).toBe('8859/1');
    expect(namedCharset(message('', 'x', 'utf8'))).toBe('');
    expect(namedCharset(Buffer.from('not HL7 at all'))).toBe('');
  });
});

describe('decodeHl7: bytes read in the set MSH-18 names', () => {
  it('reads 8859/1 (Latin-1) bytes as Latin-1: the accented name is whole, not mojibake', () => {
    const bytes = message('8859/1', 'Müller^José', 'latin1');
    expect(bytes.includes(Buffer.from([0xfc]))).toBe(true); // ü is one byte in Latin-1
    const decoded = decodeHl7(bytes);
    expect(decoded).toMatchObject({ named: '8859/1', charset: 'latin1', problem: null });
    expect(Hl7Message.parse(decoded.text).getSegment('PID')?.getField(5)?.toString()).toBe('Müller^José');
  });

  it('reads UNICODE UTF-8, and a message naming no set, as UTF-8', () => {
    for (const charset of ['UNICODE UTF-8', '']) {
      const decoded = decodeHl7(message(charset, 'Müller^José', 'utf8'));
      expect(decoded.problem).toBeNull();
      expect(decoded.charset).toBe('utf8');
      expect(decoded.text).toContain('Müller^José');
    }
  });

  it('reads ASCII as ASCII', () => {
    expect(decodeHl7(message('ASCII', 'Hale^Robin', 'latin1'))).toMatchObject({
      charset: 'ascii',
      problem: null,
      text: expect.stringContaining('Hale^Robin'),
    });
  });

  it('refuses bytes that are not of the set named, rather than guess', () => {
    expect(decodeHl7(message('ASCII', 'Müller^José', 'latin1')).problem).toEqual({
      code: '102',
      text: 'The message names ASCII (MSH-18) but has bytes outside it.',
    });
    // Latin-1 bytes in a message naming UTF-8, or naming nothing.
    expect(decodeHl7(message('UNICODE UTF-8', 'Müller^José', 'latin1')).problem).toMatchObject({
      code: '102',
      text: expect.stringContaining('names UNICODE UTF-8'),
    });
    expect(decodeHl7(message('', 'Müller^José', 'latin1')).problem).toMatchObject({
      code: '102',
      text: expect.stringContaining('names no character set'),
    });
  });

  it('names a set Fathom does not read (HL7 table 0211), and still reads the header', () => {
    for (const charset of ['UNICODE UTF-16', 'GB 18030-2000', '8859/2', 'ISO IR87']) {
      const decoded = decodeHl7(message(charset, 'Hale^Robin', 'latin1'));
      expect(decoded.problem).toEqual({
        code: '103',
        text: `Fathom reads messages in ASCII, 8859/1 or UNICODE UTF-8 (MSH-18), not in ${charset}.`,
      });
      expect(Hl7Message.parse(decoded.text).header.getField(10)?.toString()).toBe('M1');
    }
  });
});

describe('encodeHl7: an answer in the message’s set', () => {
  it('writes Latin-1 for a Latin-1 message, UTF-8 otherwise', () => {
    expect(encodeHl7('MSA|AA|Müller', 'latin1')).toEqual(Buffer.from('MSA|AA|Müller', 'latin1'));
    expect(encodeHl7('MSA|AA|Müller', 'utf8')).toEqual(Buffer.from('MSA|AA|Müller', 'utf8'));
    // What Latin-1 cannot hold is not lost.
    expect(encodeHl7('MSA|AA|€', 'latin1')).toEqual(Buffer.from('MSA|AA|€', 'utf8'));
  });
});
