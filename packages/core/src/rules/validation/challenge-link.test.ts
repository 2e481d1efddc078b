import { describe, expect, it } from 'vitest';
import { fieldProblemText } from './field-problems.js';
import { challengeLinkValidity, containsScriptOrHandler, validateChallengeLink } from './challenge-link.js';

const doc = 'https://docs.google.com/document/d/1AbC-_xyz09';
const invalid = 'Not a valid Google Doc link';

describe('validateChallengeLink', () => {
  it.each([doc, `${doc}/edit`, `${doc}/edit?usp=sharing`, `${doc}/edit#heading=h.1`, `${doc}?tab=t.0`, `${doc}/edit?session=1&location=x`])(
    'accepts %s',
    (link) => {
      expect(validateChallengeLink(link)).toBeNull();
      expect(challengeLinkValidity(link)).toBe('');
    },
  );

  it.each([
    '',
    'docs.google.com/document/d/abc',
    'http://docs.google.com/document/d/abc',
    'https://docs.google.com/document/d/',
    'https://docs.google.com/document/abc',
    'https://docs.google.com/spreadsheets/d/abc',
    'https://docs.google.com.evil.example/document/d/abc',
    'https://evil.example/?https://docs.google.com/document/d/abc',
    ` ${doc}`,
    `${doc}<b>`,
  ])('refuses %j', (link) => {
    expect(validateChallengeLink(link)).toEqual({ code: 'googleDocLink.invalid' });
    expect(fieldProblemText({ code: 'googleDocLink.invalid' })).toBe(invalid);
    expect(challengeLinkValidity(link)).toBe('Invalid Player Id');
  });

  it.each([
    `${doc}/<script>alert(1)</script>`,
    `${doc}/edit?x=<ScRiPt src=//evil>`,
    `${doc}/edit?x=< script>`,
    `${doc}/edit?x=</script >`,
    `${doc}/edit?x=%3Cscript%3E`,
    `${doc}/edit?x=%253Cscript%253E`,
    `${doc}/edit?x=&lt;script&gt;`,
    `${doc}/edit?x=&#60;script`,
    `${doc}/edit?x=&#x3C;script`,
    `${doc}/edit?x=\\x3cscript`,
    `${doc}/edit?x=\\u003cscript`,
    `${doc}/edit?x=<scr\u0000ipt>`,
    `${doc}/edit?x=<img src=x onerror=alert(1)>`,
    `${doc}/edit?x=" onmouseover="alert(1)`,
    `${doc}/edit?x=<svg/onload=alert(1)>`,
    `${doc}/edit?onload=alert(1)`,
    `${doc}/edit?x=1&ONCLICK =alert(1)`,
    `${doc}/edit?x=%20onfocus%3Dalert(1)`,
    `${doc}/edit?x=&#32;onfocus&#61;alert(1)`,
  ])('refuses a link carrying a script or handler: %j', (link) => {
    expect(validateChallengeLink(link)).toEqual({ code: 'googleDocLink.invalid' });
    expect(fieldProblemText({ code: 'googleDocLink.invalid' })).toBe(invalid);
  });
});

describe('containsScriptOrHandler', () => {
  it('does not flag words that merely contain "on"', () => {
    expect(containsScriptOrHandler('?session=1&location=2&conversion=3&descriptionscript=4')).toBe(false);
  });

  it('survives malformed encodings', () => {
    expect(containsScriptOrHandler('%E0%A4%A&#xFFFFFFFF;&#99999999;\\u{110000}')).toBe(false);
  });
});
