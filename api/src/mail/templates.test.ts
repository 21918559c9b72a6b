import { describe, expect, it } from 'vitest';
import { codesPausedMail } from './templates.js';

describe('codesPausedMail', () => {
  it('says how long the codes are paused, one minute or many, greeting by name only when given', () => {
    expect(codesPausedMail('Rina', 'rina@example.org', 1).text).toContain('Hello Rina, someone who has the password of your Relief account typed too many wrong two-factor sign-in codes, so sign-in codes for your account are paused for 1 minute. ');
    expect(codesPausedMail(null, 'rina@example.org', 1).text).toContain('are paused for 1 minute. ');
    expect(codesPausedMail(null, 'rina@example.org', 14).text).toMatch(/^Hello, someone who has the password .* paused for 14 minutes\. /);
    expect(codesPausedMail('Rina', 'rina@example.org', 1, 'bn').text).toContain('প্রিয় Rina, ');
    expect(codesPausedMail('Rina', 'rina@example.org', 1, 'bn').text).toContain('১ মিনিটের জন্য');
  });
});
