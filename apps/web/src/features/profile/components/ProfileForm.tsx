import type { ProfileUser, UpdateProfileBody } from '@skillsync/shared';
import {
  NAME_MAX,
  PROFILE_BIO_MAX,
  PROFILE_LOCATION_MAX,
  PROFILE_LONG_TEXT_MAX,
  PROFILE_SKILLS_MAX,
  PROFILE_TITLE_MAX,
  URL_MAX,
} from '@skillsync/shared/constants';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Input } from '../../../components/Field.tsx';
import { TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { FormActions, FormSection } from '../../../components/FormLayout.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/profile-writes.ts';
import {
  PROFILE_FORM_FIELDS,
  type ProfileFormValues,
  profileResolver,
  toProfileFormValues,
} from '../utils/profile-form-values.ts';

/** The profile of spec §3, checked with the server's own schema; the e-mail is shown but cannot be changed. */
export function ProfileForm({ user, email }: { user: ProfileUser; email: string }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: profileResolver,
    defaultValues: toProfileFormValues(user),
  });

  async function handleValid(body: UpdateProfileBody) {
    try {
      await update.mutateAsync(body);
      toast.success(t('messages.profileUpdated'));
      await navigate('/profile');
    } catch (error) {
      showServerErrors(form.setError, error, PROFILE_FORM_FIELDS, { focusFirst: true });
      toast.error(errorMessage(error, t('messages.updateProfileFailed')));
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
        <ProfileBasicsSection email={email} />
        <ProfileStorySection />
        <ProfileLinksSection />
        <FormActions
          cancelTo="/profile"
          cancelLabel={t('profile.cancel')}
          submitLabel={t('profile.edit.save')}
          isSubmitting={form.formState.isSubmitting}
        />
      </form>
    </FormProvider>
  );
}

/** Who the member is: name, e-mail (shown, not changed), headline, place, bio and skills. */
function ProfileBasicsSection({ email }: { email: string }) {
  const t = useT();
  const bio = useWatch<ProfileFormValues, 'bio'>({ name: 'bio' });
  return (
    <FormSection title={t('profile.edit.basics')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t('profile.edit.name')} autoComplete="name" maxLength={NAME_MAX} />
        <Input
          label={t('profile.edit.email')}
          type="email"
          value={email}
          readOnly
          hint={t('messages.emailImmutable')}
          className="read-only:bg-slate-50 read-only:text-slate-600"
        />
        <TextField
          name="title"
          label={t('profile.edit.headline')}
          maxLength={PROFILE_TITLE_MAX}
          placeholder={t('profile.edit.titlePlaceholder')}
        />
        <TextField
          name="location"
          label={t('profile.edit.location')}
          autoComplete="address-level2"
          maxLength={PROFILE_LOCATION_MAX}
          placeholder={t('profile.edit.locationPlaceholder')}
        />
      </div>
      <TextAreaField
        name="bio"
        label={t('profile.edit.bio')}
        rows={4}
        maxLength={PROFILE_BIO_MAX}
        placeholder={t('profile.edit.bioPlaceholder')}
        hint={t('profile.edit.counter', { length: bio.length, max: PROFILE_BIO_MAX })}
      />
      <TextField
        name="skills"
        label={t('profile.edit.skills')}
        placeholder={t('profile.edit.skillsPlaceholder')}
        hint={t('profile.edit.skillsHint', { max: PROFILE_SKILLS_MAX })}
      />
    </FormSection>
  );
}

/** The member's experience and education, in their words. */
function ProfileStorySection() {
  const t = useT();
  return (
    <FormSection title={t('profile.edit.story')}>
      <TextAreaField
        name="experience"
        label={t('profile.edit.experience')}
        rows={4}
        maxLength={PROFILE_LONG_TEXT_MAX}
        placeholder={t('profile.edit.experiencePlaceholder')}
      />
      <TextAreaField
        name="education"
        label={t('profile.edit.education')}
        rows={3}
        maxLength={PROFILE_LONG_TEXT_MAX}
        placeholder={t('profile.edit.educationPlaceholder')}
      />
    </FormSection>
  );
}

/** Where else the member's work can be found. */
function ProfileLinksSection() {
  const t = useT();
  return (
    <FormSection title={t('profile.edit.links')}>
      <TextField
        name="github"
        label={t('profile.links.github')}
        type="url"
        maxLength={URL_MAX}
        placeholder={t('profile.edit.githubPlaceholder')}
      />
      <TextField
        name="linkedin"
        label={t('profile.links.linkedin')}
        type="url"
        maxLength={URL_MAX}
        placeholder={t('profile.edit.linkedinPlaceholder')}
      />
      <TextField
        name="website"
        label={t('profile.links.website')}
        type="url"
        autoComplete="url"
        maxLength={URL_MAX}
        placeholder={t('profile.edit.websitePlaceholder')}
      />
    </FormSection>
  );
}
