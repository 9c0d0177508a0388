import { describe, expect, it } from 'vitest';
import { drawRandomBytes, generateToken, hashToken } from './tokens';

describe('generateToken', () => {
  it('gives 32 random bytes as base64url', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('never repeats, across many draws of random bytes', () => {
    const tokens = Array.from({ length: 1_000 }, generateToken);
    expect(new Set(tokens).size).toBe(1_000);
    // No token is made of bytes another was made of, in part: no slice of the random bytes is handed out twice.
    const halves = tokens.flatMap((token) => {
      const bytes = Buffer.from(token, 'base64url');
      return [bytes.subarray(0, 16).toString('hex'), bytes.subarray(16).toString('hex')];
    });
    expect(new Set(halves).size).toBe(2_000);
  });

  it('is never all zeros: a token is made before its bytes are wiped from the pool', () => {
    const zeros = Buffer.alloc(32).toString('base64url');
    expect(Array.from({ length: 1_000 }, generateToken)).not.toContain(zeros);
  });
});

describe('drawRandomBytes', () => {
  it('hands out bytes of any size, none twice, across refills of its pool', () => {
    const sizes = [1, 7, 32, 100, 4095, 4096, 5000, 13];
    const drawn = Array.from({ length: 40 }, (_, index) => drawRandomBytes(sizes[index % sizes.length] ?? 1));
    expect(drawn.map((bytes) => bytes.length)).toEqual(
      Array.from({ length: 40 }, (_, index) => sizes[index % sizes.length]),
    );
    // Bytes of 8 or more drawn twice would show as a repeated 8-byte run (odds of a chance repeat: nil).
    const runs = drawn
      .filter((bytes) => bytes.length >= 8)
      .map((bytes) => bytes.subarray(0, 8).toString('hex'));
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('hands out copies: bytes drawn are neither wiped with the pool nor changed when it is filled again', () => {
    const first = drawRandomBytes(64);
    const copy = Buffer.from(first);
    expect(first.equals(Buffer.alloc(64))).toBe(false);
    // Through several fills of the pool, ending part-way through one.
    for (let index = 0; index < 150; index += 1) drawRandomBytes(64);
    expect(first.equals(copy)).toBe(true);
  });
});

describe('hashToken', () => {
  it('is the SHA-256 of the token in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
