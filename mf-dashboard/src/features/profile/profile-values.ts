import { isImageLink } from 'api/rules';
import type { ProfileInput, User } from 'api/types';
import { i18n } from 'shared-auth/i18n';
import { NS } from '../../i18n';

export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

export function profileValuesOf(user: User): ProfileInput {
  return { name: user.name, image: user.image, profession: user.profession, address: user.address };
}

/** All four fields are required; the image is a web address (or an /assets/ path). Messages in the page's language. */
export function validateProfile(values: ProfileInput): ProfileErrors {
  const t = i18n.getFixedT(null, NS.profile);
  const errors: ProfileErrors = {};
  if (!values.name.trim()) errors.name = t('errors.nameRequired');
  const image = values.image.trim();
  if (!image) errors.image = t('errors.imageRequired');
  else if (!isImageLink(image)) errors.image = t('errors.imageLink');
  if (!values.profession.trim()) errors.profession = t('errors.professionRequired');
  if (!values.address.trim()) errors.address = t('errors.addressRequired');
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
