import { describe, expect, it } from 'vitest';
import {
  alpha,
  alphaDash,
  alphaNum,
  alphaSpaces,
  between,
  confirmed,
  digits,
  dimensions,
  email,
  ext,
  image,
  integer,
  is,
  isNot,
  length,
  max,
  maxValue,
  mimes,
  min,
  minValue,
  notOneOf,
  numeric,
  oneOf,
  type Rule,
  regex,
  required,
  size,
  url,
  validate,
} from './rules';
import { englishWording } from './wording';

const context = { field: 'Name', wording: englishWording };
const check = (rule: Rule, value: unknown) => rule(value, context);
const file = (name: string, type: string, bytes = 10) => ({ name, type, size: bytes });

describe('required', () => {
  it('fails empty values with "The {field} field is required"', () => {
    for (const empty of [undefined, null, '', '   ', []]) {
      expect(check(required, empty)).toBe('The Name field is required');
    }
  });

  it('passes any other value, including 0 and false', () => {
    for (const filled of ['a', 0, false, ['x']]) expect(check(required, filled)).toBe(true);
  });
});

describe('empty values', () => {
  const everyRuleButRequired: Rule[] = [
    email,
    url,
    min(3),
    max(3),
    length(3),
    between(1, 2),
    numeric,
    integer,
    digits(3),
    regex(/^a$/),
    confirmed('other'),
    oneOf(['a']),
    notOneOf(['']),
    is('a'),
    isNot(''),
    mimes(['image/png']),
    ext(['pdf']),
    image,
    size(1),
    dimensions(10, 10),
    alpha,
    alphaNum,
    alphaDash,
    alphaSpaces,
    minValue(5),
    maxValue(-5),
  ];

  it('pass every rule except required', () => {
    for (const empty of [undefined, null, '', []]) {
      for (const rule of everyRuleButRequired) expect(check(rule, empty)).toBe(true);
    }
  });
});

describe('email', () => {
  it('passes a standard email', () => {
    expect(check(email, 'sam@example.com')).toBe(true);
    expect(check(email, 'sam.carter+kit@mail.example.co.uk')).toBe(true);
  });

  it('fails anything else with "This field must be a valid email."', () => {
    for (const bad of ['sam', 'sam@', '@example.com', 'sam@example', 'sam example@x.com']) {
      expect(check(email, bad)).toBe('This field must be a valid email.');
    }
  });
});

describe('url', () => {
  it('passes http, https and www addresses', () => {
    expect(check(url, 'http://fathom.example')).toBe(true);
    expect(check(url, 'https://fathom.example/path?q=1')).toBe(true);
    expect(check(url, 'www.fathom.example')).toBe(true);
  });

  it('fails anything else with "This field must be a valid url."', () => {
    for (const bad of ['fathom.example', 'ftp://fathom.example', 'https://', 'not a url', 'www.']) {
      expect(check(url, bad)).toBe('This field must be a valid url.');
    }
  });
});

describe('length rules', () => {
  it('min allows the minimum length and refuses one less', () => {
    expect(check(min(3), 'abc')).toBe(true);
    expect(check(min(3), 'ab')).toBe('The Name field must be at least 3 characters');
  });

  it('max allows the maximum length and refuses one more', () => {
    expect(check(max(3), 'abc')).toBe(true);
    expect(check(max(3), 'abcd')).toBe('The Name field may not be greater than 3 characters');
  });

  it('length allows exactly that length only', () => {
    expect(check(length(3), 'abc')).toBe(true);
    expect(check(length(3), 'ab')).toBe('The Name field must be 3 characters long');
    expect(check(length(3), 'abcd')).toBe('The Name field must be 3 characters long');
  });
});

describe('number rules', () => {
  it('between is inclusive at both ends', () => {
    expect(check(between(1, 10), 1)).toBe(true);
    expect(check(between(1, 10), '10')).toBe(true);
    expect(check(between(1, 10), 0.99)).toBe('The Name field must be between 1 and 10');
    expect(check(between(1, 10), 10.01)).toBe('The Name field must be between 1 and 10');
    expect(check(between(1, 10), 'abc')).toBe('The Name field must be between 1 and 10');
  });

  it('numeric allows digits only', () => {
    expect(check(numeric, '0123')).toBe(true);
    expect(check(numeric, 42)).toBe(true);
    expect(check(numeric, '12a')).toBe('The Name field may only contain numeric characters');
    expect(check(numeric, '-1')).toBe('The Name field may only contain numeric characters');
  });

  it('integer allows whole numbers with an optional minus sign', () => {
    expect(check(integer, '-12')).toBe(true);
    expect(check(integer, 7)).toBe(true);
    expect(check(integer, '1.5')).toBe('The Name field must be an integer');
  });

  it('digits needs exactly that many digits', () => {
    expect(check(digits(5), '02139')).toBe(true);
    expect(check(digits(5), '0213')).toBe('The Name field must be numeric and exactly contain 5 digits');
    expect(check(digits(5), '021390')).toBe('The Name field must be numeric and exactly contain 5 digits');
    expect(check(digits(5), '0213a')).toBe('The Name field must be numeric and exactly contain 5 digits');
  });

  it('min_value allows the bound and refuses below it', () => {
    expect(check(minValue(18), 18)).toBe(true);
    expect(check(minValue(18), '17.9')).toBe('The Name field must be 18 or more');
    expect(check(minValue(18), 'x')).toBe('The Name field must be 18 or more');
  });

  it('max_value allows the bound and refuses above it', () => {
    expect(check(maxValue(100), '100')).toBe(true);
    expect(check(maxValue(100), 100.1)).toBe('The Name field must be 100 or less');
  });
});

describe('pattern and comparison rules', () => {
  it('regex fails with the default "{field} is not valid." message', () => {
    expect(check(regex(/^FA-\d+$/), 'FA-100245')).toBe(true);
    expect(check(regex(/^FA-\d+$/), 'FB-1')).toBe('Name is not valid.');
  });

  it('regex with a global flag gives the same answer every time', () => {
    const rule = regex(/a/g);
    expect(check(rule, 'a')).toBe(true);
    expect(check(rule, 'a')).toBe(true);
  });

  it('confirmed must equal its target field', () => {
    const rule = confirmed('password');
    const form = { password: 'Secret-123' };
    expect(rule('Secret-123', { field: 'Password confirmation', form, wording: englishWording })).toBe(true);
    expect(rule('Secret-124', { field: 'Password confirmation', form, wording: englishWording })).toBe(
      'The Password confirmation field confirmation does not match',
    );
    expect(rule('Secret-123', { field: 'Password confirmation', wording: englishWording })).toBe(
      'The Password confirmation field confirmation does not match',
    );
  });

  it('one_of and not_one_of check membership', () => {
    expect(check(oneOf(['yes', 'no', 'not_sure']), 'no')).toBe(true);
    expect(check(oneOf(['yes', 'no']), 'maybe')).toBe('Name is not valid.');
    expect(check(oneOf([1, 2]), '2')).toBe(true);
    expect(check(notOneOf(['admin']), 'sam')).toBe(true);
    expect(check(notOneOf(['admin']), 'admin')).toBe('Name is not valid.');
  });

  it('is and is_not compare strictly', () => {
    expect(check(is('I understand'), 'I understand')).toBe(true);
    expect(check(is('I understand'), 'i understand')).toBe('Name is not valid.');
    expect(check(isNot('Sam'), 'Samuel')).toBe(true);
    expect(check(isNot('Sam'), 'Sam')).toBe('Name is not valid.');
  });
});

describe('file rules', () => {
  it('mimes allows listed types and whole families', () => {
    expect(check(mimes(['application/pdf']), file('a.pdf', 'application/pdf'))).toBe(true);
    expect(check(mimes(['image/*']), file('a.png', 'image/png'))).toBe(true);
    expect(check(mimes(['application/pdf']), file('a.png', 'image/png'))).toBe(
      'The Name field must be a valid file type',
    );
    expect(check(mimes(['application/pdf']), 'a.pdf')).toBe('The Name field must be a valid file type');
  });

  it('ext allows listed extensions, in any case', () => {
    expect(check(ext(['pdf']), file('Agreement.PDF', 'application/pdf'))).toBe(true);
    expect(check(ext(['.pdf']), file('agreement.pdf', 'application/pdf'))).toBe(true);
    expect(check(ext(['pdf']), file('agreement.docx', 'application/msword'))).toBe(
      'The Name field must be a valid file',
    );
  });

  it('image accepts jpg, svg, jpeg, png, bmp, gif and webp only', () => {
    for (const extension of ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif', 'webp']) {
      expect(check(image, file(`photo.${extension}`, 'image/x'))).toBe(true);
    }
    for (const extension of ['tiff', 'heic', 'pdf', '']) {
      expect(check(image, file(`photo.${extension}`, 'image/x'))).toBe('The Name field must be an image');
    }
  });

  it('checks every file of a list', () => {
    expect(check(image, [file('a.png', 'image/png'), file('b.pdf', 'application/pdf')])).toBe(
      'The Name field must be an image',
    );
  });

  it('size is in kilobytes: N x 1024 bytes pass, one byte more fails', () => {
    expect(check(size(2), file('a.png', 'image/png', 2048))).toBe(true);
    expect(check(size(2), file('a.png', 'image/png', 2049))).toBe(
      'The Name field size must be less than 2KB',
    );
  });

  it('dimensions needs exactly the given width and height', () => {
    expect(check(dimensions(200, 100), { width: 200, height: 100 })).toBe(true);
    expect(check(dimensions(200, 100), { width: 201, height: 100 })).toBe(
      'The Name field must be 200 pixels by 100 pixels',
    );
    expect(check(dimensions(200, 100), { width: 200, height: 99 })).toBe(
      'The Name field must be 200 pixels by 100 pixels',
    );
  });
});

describe('alpha rules', () => {
  it('alpha allows letters only, accented ones included', () => {
    expect(check(alpha, 'José')).toBe(true);
    expect(check(alpha, 'Jo se')).toBe('The Name field may only contain alphabetic characters');
    expect(check(alpha, 'Jose1')).toBe('The Name field may only contain alphabetic characters');
  });

  it('alpha_num allows letters and digits', () => {
    expect(check(alphaNum, 'Kit42')).toBe(true);
    expect(check(alphaNum, 'Kit-42')).toBe('The Name field may only contain alpha-numeric characters');
  });

  it('alpha_dash allows letters, digits, dashes and underscores', () => {
    expect(check(alphaDash, 'kit_42-a')).toBe(true);
    expect(check(alphaDash, 'kit 42')).toBe(
      'The Name field may contain alpha-numeric characters as well as dashes and underscores',
    );
  });

  it('alpha_spaces allows letters and spaces', () => {
    expect(check(alphaSpaces, 'Mary Ann')).toBe(true);
    expect(check(alphaSpaces, 'Mary-Ann')).toBe(
      'The Name field may only contain alphabetic characters as well as spaces',
    );
  });
});

describe('validate', () => {
  it('answers the first failing message in rule order', () => {
    expect(validate('', [required, email], { field: 'Email', wording: englishWording })).toBe(
      'The Email field is required',
    );
    expect(validate('sam@', [required, email], { field: 'Email', wording: englishWording })).toBe(
      'This field must be a valid email.',
    );
  });

  it('answers true when every rule passes', () => {
    expect(
      validate('sam@example.com', [required, email, max(255)], { field: 'Email', wording: englishWording }),
    ).toBe(true);
  });

  it('passes comparison rules the form values', () => {
    expect(
      validate('a', [confirmed('password')], {
        field: 'Confirmation',
        form: { password: 'b' },
        wording: englishWording,
      }),
    ).toBe('The Confirmation field confirmation does not match');
  });
});
