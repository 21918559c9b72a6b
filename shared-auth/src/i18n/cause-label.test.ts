import { describe, expect, it } from 'vitest';
import { causeLabelIn } from './cause-label';

describe('causeLabelIn', () => {
  it('names the causes the platform started with in Bangla, and keeps their stored (English) name in English', () => {
    expect(causeLabelIn('bn', 'Flood')).toBe('বন্যা');
    expect(causeLabelIn('bn', 'Food Donation')).toBe('খাদ্য সহায়তা');
    expect(causeLabelIn('bn', 'Industrial Accident')).toBe('শিল্প দুর্ঘটনা');
    expect(causeLabelIn('en', 'Industrial Accident')).toBe('Industrial Accident');
  });

  it('shows a cause added or renamed later as it was typed, and is not fooled by names of the object prototype', () => {
    expect(causeLabelIn('bn', 'Landslide')).toBe('Landslide');
    expect(causeLabelIn('bn', 'flood')).toBe('flood');
    expect(causeLabelIn('bn', 'constructor')).toBe('constructor');
    expect(causeLabelIn('bn', '__proto__')).toBe('__proto__');
  });
});
