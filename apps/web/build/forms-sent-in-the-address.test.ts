import { describe, expect, it } from 'vitest';
import { formsSentInTheAddress } from './forms-sent-in-the-address';

describe("a prerendered page's forms", () => {
  it('are each sent by POST, whatever else the tag says and however it is written', () => {
    expect(
      formsSentInTheAddress(
        '<main><form class="mt-6" method="post" noValidate=""><input name="email"/></form>' +
          '<FORM METHOD="POST" action="/x"></FORM></main>',
      ),
    ).toEqual([]);
  });

  it('names a form without a method, or sent by GET: the browser would put its fields in the address', () => {
    expect(
      formsSentInTheAddress(
        '<form class="a" noValidate=""><input name="password"/></form><form method="get"></form>' +
          '<form data-method="post"></form><p>a form is not a <formula></p>',
      ),
    ).toEqual(['<form class="a" noValidate="">', '<form method="get">', '<form data-method="post">']);
  });
});
