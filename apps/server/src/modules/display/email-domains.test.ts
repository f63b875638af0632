import { describe, expect, it } from 'vitest';
import { emailDomains, emailDomainText, isListedEmailDomain } from './email-domains.ts';

describe('email domain lists', () => {
  it('holds the free and the disposable providers from their npm packages', () => {
    const free = emailDomains('free');
    const disposable = emailDomains('disposable');
    expect(free).toContain('gmail.com');
    expect(free).toContain('yahoo.com');
    expect(disposable).toContain('mailinator.com');
    expect(free.length).toBeGreaterThan(1000);
    expect(disposable.length).toBeGreaterThan(1000);
    const all = emailDomains('all');
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(Math.max(free.length, disposable.length));
  });

  it('tells listed email domains (and their subdomains) from business ones', () => {
    expect(isListedEmailDomain('someone@GMAIL.com')).toBe(true);
    expect(isListedEmailDomain('x@mailinator.com', 'disposable')).toBe(true);
    expect(isListedEmailDomain('x@eu.mailinator.com', 'disposable')).toBe(true);
    expect(isListedEmailDomain('buyer@pinwheel-business.example')).toBe(false);
    expect(isListedEmailDomain('no-at-sign')).toBe(false);
  });

  it('keeps one text per list, one domain a line, with a stable validator', () => {
    const first = emailDomainText('free');
    expect(first.text.split('\n')).toContain('gmail.com');
    expect(emailDomainText('free')).toBe(first);
    expect(first.etag).toMatch(/^"free-\d+-\w+"$/);
  });
});
