import { describe, expect, it } from 'vitest';
import { blockedDomainsFromList, checkEmail, emailTypoSuggestion } from './email-rules.ts';

const blocked = blockedDomainsFromList(['gmail.com', 'mailinator.com', '# comment']);

describe('email typo suggestion', () => {
  it('suggests the common mail domain the visitor meant', () => {
    expect(emailTypoSuggestion('dana@gmial.com')).toBe('dana@gmail.com');
    expect(emailTypoSuggestion('dana@hotmial.com')).toBe('dana@hotmail.com');
    expect(emailTypoSuggestion('dana@gmail.con')).toBe('dana@gmail.com');
  });
  it("leaves a correct address and a company's own domain alone", () => {
    expect(emailTypoSuggestion('dana@gmail.com')).toBeNull();
    expect(emailTypoSuggestion('dana@acme-widgets.co.il')).toBeNull();
    expect(emailTypoSuggestion('no at sign')).toBeNull();
  });
});

describe('email modes', () => {
  it('no-validation takes anything', () => {
    expect(checkEmail('not an email', 'no-validation', blocked).problem).toBeNull();
  });
  it('check-typos calls a malformed address not a valid email and suggests a fix without refusing a good one', () => {
    expect(checkEmail('dana@gmail', 'check-typos', blocked)).toMatchObject({
      problem: 'email',
    });
    expect(checkEmail('dana@gmial.com', 'check-typos', blocked)).toEqual({
      problem: null,
      suggestion: 'dana@gmail.com',
    });
    // Free domains are fine in this mode.
    expect(checkEmail('dana@gmail.com', 'check-typos', blocked).problem).toBeNull();
  });
  it('skips the suggestion where nobody shows it, refusing exactly the same addresses', () => {
    expect(checkEmail('dana@gmial.com', 'check-typos', blocked, false)).toEqual({
      problem: null,
      suggestion: null,
    });
    expect(checkEmail('dana@gmail', 'check-typos', blocked, false).problem).toBe('email');
  });
  it('business-email refuses free and throwaway domains (and their subdomains)', () => {
    expect(checkEmail('dana@gmail.com', 'business-email', blocked).problem).toBe('emailBusiness');
    expect(checkEmail('x@eu.mailinator.com', 'business-email', blocked).problem).toBe(
      'emailBusiness',
    );
    expect(checkEmail('dana@acme.co.il', 'business-email', blocked)).toEqual({
      problem: null,
      suggestion: null,
    });
    expect(checkEmail('dana@', 'business-email', blocked).problem).toBe('email');
  });
  it('typos-business does both', () => {
    expect(checkEmail('dana@gmail.com', 'typos-business', blocked).problem).toBe('emailBusiness');
    expect(checkEmail('dana@gmial.com', 'typos-business', blocked).suggestion).toBe(
      'dana@gmail.com',
    );
  });
  it('a domain list that failed to load turns the business check off', () => {
    expect(checkEmail('dana@gmail.com', 'business-email', null).problem).toBeNull();
  });

  it('suggests the common Israeli and international mail domains, never a company domain', () => {
    const cases = {
      'dana@gmial.com': 'dana@gmail.com',
      'dana@wala.co.il': 'dana@walla.co.il',
      'dana@bezeqint.nt': 'dana@bezeqint.net',
      'dana@netvison.net.il': 'dana@netvision.net.il',
      'dana@012.net.i': 'dana@012.net.il',
      'dana@hotmial.com': 'dana@hotmail.com',
      'dana@outlok.com': 'dana@outlook.com',
      'dana@yaho.co.il': 'dana@yahoo.co.il',
      'dana@walla.cm': 'dana@walla.com',
      'dana@hotmail.co.il': null,
      'dana@hotmial.co.il': 'dana@hotmail.co.il',
      'dana@yahoo.co.uk': null,
      'dana@walla.co.il': null,
      'dana@acme-industries.co.il': null,
    };
    for (const [typed, meant] of Object.entries(cases)) {
      expect(checkEmail(typed, 'check-typos', blocked).suggestion, typed).toBe(meant);
    }
    expect(checkEmail('not-an-email', 'check-typos', blocked).problem).toBe('email');
  });
});
