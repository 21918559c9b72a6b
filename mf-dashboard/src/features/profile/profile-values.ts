import { isImageLink } from 'api/rules';
import type { ProfileInput, User } from 'api/types';

export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

export function profileValuesOf(user: User): ProfileInput {
  return { name: user.name, image: user.image, profession: user.profession, address: user.address };
}

/** All four fields are required; the image is a web address (or an /assets/ path). */
export function validateProfile(values: ProfileInput): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  const image = values.image.trim();
  if (!image) errors.image = 'Image URL is required';
  else if (!isImageLink(image)) errors.image = 'Enter a web address starting with http:// or https://';
  if (!values.profession.trim()) errors.profession = 'Profession is required';
  if (!values.address.trim()) errors.address = 'Address is required';
  return errors;
}

export function profileBody(values: ProfileInput): ProfileInput {
  return {
    name: values.name.trim(),
    image: values.image.trim(),
    profession: values.profession.trim(),
    address: values.address.trim(),
  };
}
