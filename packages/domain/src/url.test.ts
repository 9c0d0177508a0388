import { describe, expect, it } from 'vitest';
import { joinPath, queryString, withQuery } from './url';

describe('queryString', () => {
  it('encodes names and values in order and leaves out missing values', () => {
    expect(queryString({ q: 'a b&c', n: 3, yes: true, none: null, skip: undefined })).toBe(
      'q=a%20b%26c&n=3&yes=true',
    );
  });

  it('repeats the name for each value of a list', () => {
    expect(queryString({ id: ['1', '1', '2'] })).toBe('id=1&id=1&id=2');
  });
});

describe('withQuery', () => {
  it('adds a query before the anchor', () => {
    expect(withQuery('https://fathom.example/order/#plans', { ref: 'x' })).toBe(
      'https://fathom.example/order/?ref=x#plans',
    );
  });

  it('extends an existing query', () => {
    expect(withQuery('https://forms.example/s?lang=en', { targetID: 'FA-1' })).toBe(
      'https://forms.example/s?lang=en&targetID=FA-1',
    );
  });

  it('returns the address unchanged when there is nothing to add', () => {
    expect(withQuery('https://fathom.example/contact', { skip: undefined })).toBe(
      'https://fathom.example/contact',
    );
  });
});

describe('joinPath', () => {
  it('puts exactly one slash between base and path', () => {
    expect(joinPath('https://fathom.example/', '/contact')).toBe('https://fathom.example/contact');
    expect(joinPath('https://fathom.example', 'contact')).toBe('https://fathom.example/contact');
  });
});
