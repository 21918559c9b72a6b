import { describe, expect, it } from 'vitest';
import { isImageLink, validateVolunteer, volunteerBody, type VolunteerValues } from './validate-volunteer';

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
    expect(errors.email).toMatch(/valid email/);
    expect(errors.phone).toMatch(/valid phone/);
    expect(errors.image).toMatch(/http:\/\/ or https:\/\//);
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
    expect(validateVolunteer({ ...good, phone: '017.1234.5678' }, true).phone).toMatch(/valid phone/);
    expect(validateVolunteer({ ...good, phone: '(017) 1234-5678' }, true).phone).toBeUndefined();
  });
});
