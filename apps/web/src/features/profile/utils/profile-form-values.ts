import { type ProfileUser, splitCommaList, type UpdateProfileInput } from '@skillsync/shared';
import { textFormResolver, toCommaText } from '../../../lib/form-resolver.ts';

/** What the profile form holds: every field as text, the skills as a comma list. */
export type ProfileFormValues = {
  name: string;
  title: string;
  location: string;
  bio: string;
  skills: string;
  experience: string;
  education: string;
  github: string;
  linkedin: string;
  website: string;
};

export const PROFILE_FORM_FIELDS = [
  'name',
  'title',
  'location',
  'bio',
  'skills',
  'experience',
  'education',
  'github',
  'linkedin',
  'website',
] as const satisfies readonly (keyof ProfileFormValues)[];

/** A saved profile as the form shows it; what is not filled in is empty text. */
export const toProfileFormValues = (user: ProfileUser): ProfileFormValues => ({
  name: user.name,
  title: user.title ?? '',
  location: user.location ?? '',
  bio: user.bio ?? '',
  skills: toCommaText(user.skills),
  experience: user.experience ?? '',
  education: user.education ?? '',
  github: user.github ?? '',
  linkedin: user.linkedin ?? '',
  website: user.website ?? '',
});

/** The whole profile as the API takes it; the schema turns empty text into "none". */
export const toProfileInput = (values: ProfileFormValues): UpdateProfileInput => ({
  ...values,
  skills: splitCommaList(values.skills),
});

// The server's own schema, so the messages are the same on both sides.
export const profileResolver = textFormResolver(
  (schemas) => schemas.UpdateProfileBody,
  toProfileInput,
  PROFILE_FORM_FIELDS,
);
