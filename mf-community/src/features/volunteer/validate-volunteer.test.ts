import { describe, expect, it } from 'vitest';
import en from '../../locales/en/volunteer.json';
import bn from '../../locales/bn/volunteer.json';
import { isImageLink, validateVolunteer, VOLUNTEER_ERROR_KEYS, volunteerBody, type VolunteerValues } from './validate-volunteer';

const good: VolunteerValues = {
  name: ' Rahim ',
  email: 'rahim@example.com',
  phone: '+880 1712-345678',
  location: 'Dhaka',
  profession: 'Teacher',
  image: 'https://example.com/me.jpg',
};

describe('isImageLink', () => {
  it('accepts http(s) URLs and /assets/ paths', () => {
    expect(isImageLink('https://example.com/a.png')).toBe(true);
    expect(isImageLink('http://example.com/a.png')).toBe(true);
    expect(isImageLink('/assets/volunteers/a.svg')).toBe(true);
  });
  it('refuses other things', () => {
    expect(isImageLink('example.com/a.png')).toBe(false);
    expect(isImageLink('javascript:alert(1)')).toBe(false);
    expect(isImageLink('data:image/png;base64,AAAA')).toBe(false);
    expect(isImageLink('ftp://example.com/a.png')).toBe(false);
    expect(isImageLink('/etc/passwd')).toBe(false);
  });
});

describe('validateVolunteer', () => {
  it('passes good values', () => {
    expect(validateVolunteer(good, true)).toEqual({});
  });
  it('requires every field for a guest', () => {
    const blank = { name: ' ', email: '', phone: '', location: '', profession: '', image: '' };
    expect(Object.keys(validateVolunteer(blank, true)).sort()).toEqual(['email', 'image', 'location', 'name', 'phone', 'profession']);
  });
  it('does not ask a signed-in person for name and email', () => {
    expect(validateVolunteer({ ...good, name: '', email: '' }, false)).toEqual({});
  });
  it('checks the email, phone and image formats', () => {
    const errors = validateVolunteer({ ...good, email: 'nope', phone: 'call me', image: 'me.jpg' }, true);
    expect(errors.email).toBe('errors.emailInvalid');
    expect(errors.phone).toBe('errors.phoneInvalid');
    expect(errors.image).toBe('errors.imageInvalid');
  });
  it('gives keys that have a message in English and in Bangla', () => {
    const messages = (strings: { errors: Record<string, string> }) => VOLUNTEER_ERROR_KEYS.map((key) => strings.errors[key.slice('errors.'.length)]);
    expect(messages(en)).toEqual(VOLUNTEER_ERROR_KEYS.map(() => expect.stringMatching(/\S/)));
    expect(messages(bn)).toEqual(VOLUNTEER_ERROR_KEYS.map(() => expect.stringMatching(/\p{Script=Bengali}/u)));
    expect(en.errors.emailInvalid).toMatch(/valid email/);
  });
});

describe('volunteerBody', () => {
  it('sends name and email for a guest, trimmed', () => {
    expect(volunteerBody(good, true)).toEqual({ ...good, name: 'Rahim' });
  });
  it('leaves name and email out for a signed-in person', () => {
    expect(volunteerBody(good, false)).toEqual({
      phone: good.phone,
      location: good.location,
      profession: good.profession,
      image: good.image,
    });
  });
});

describe('server rules', () => {
  it('refuses image links the server refuses', () => {
    expect(isImageLink('https://example.com/a b.png')).toBe(false);
    expect(isImageLink('https://example.com/"onerror=x')).toBe(false);
    expect(isImageLink('/assets/../secret')).toBe(false);
  });
  it('refuses phone characters the server refuses', () => {
    expect(validateVolunteer({ ...good, phone: '017.1234.5678' }, true).phone).toBe('errors.phoneInvalid');
    expect(validateVolunteer({ ...good, phone: '(017) 1234-5678' }, true).phone).toBeUndefined();
  });
});
