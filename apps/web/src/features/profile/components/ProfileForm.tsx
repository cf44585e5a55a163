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
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Input, Textarea } from '../../../components/Field.tsx';
import { FormSection } from '../../../components/FormLayout.tsx';
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
  const { errors, isSubmitting } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' });

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
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
      <FormSection title={t('profile.edit.basics')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('profile.edit.name')}
            autoComplete="name"
            maxLength={NAME_MAX}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Input
            label={t('profile.edit.email')}
            type="email"
            value={email}
            readOnly
            hint={t('messages.emailImmutable')}
            className="read-only:bg-slate-50 read-only:text-slate-600"
          />
          <Input
            label={t('profile.edit.headline')}
            maxLength={PROFILE_TITLE_MAX}
            placeholder={t('profile.edit.titlePlaceholder')}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Input
            label={t('profile.edit.location')}
            autoComplete="address-level2"
            maxLength={PROFILE_LOCATION_MAX}
            placeholder={t('profile.edit.locationPlaceholder')}
            error={errors.location?.message}
            {...form.register('location')}
          />
        </div>
        <Textarea
          label={t('profile.edit.bio')}
          rows={4}
          maxLength={PROFILE_BIO_MAX}
          placeholder={t('profile.edit.bioPlaceholder')}
          hint={t('profile.edit.counter', { length: bio.length, max: PROFILE_BIO_MAX })}
          error={errors.bio?.message}
          {...form.register('bio')}
        />
        <Input
          label={t('profile.edit.skills')}
          placeholder={t('profile.edit.skillsPlaceholder')}
          hint={t('profile.edit.skillsHint', { max: PROFILE_SKILLS_MAX })}
          error={errors.skills?.message}
          {...form.register('skills')}
        />
      </FormSection>

      <FormSection title={t('profile.edit.story')}>
        <Textarea
          label={t('profile.edit.experience')}
          rows={4}
          maxLength={PROFILE_LONG_TEXT_MAX}
          placeholder={t('profile.edit.experiencePlaceholder')}
          error={errors.experience?.message}
          {...form.register('experience')}
        />
        <Textarea
          label={t('profile.edit.education')}
          rows={3}
          maxLength={PROFILE_LONG_TEXT_MAX}
          placeholder={t('profile.edit.educationPlaceholder')}
          error={errors.education?.message}
          {...form.register('education')}
        />
      </FormSection>

      <FormSection title={t('profile.edit.links')}>
        <Input
          label={t('profile.links.github')}
          type="url"
          maxLength={URL_MAX}
          placeholder={t('profile.edit.githubPlaceholder')}
          error={errors.github?.message}
          {...form.register('github')}
        />
        <Input
          label={t('profile.links.linkedin')}
          type="url"
          maxLength={URL_MAX}
          placeholder={t('profile.edit.linkedinPlaceholder')}
          error={errors.linkedin?.message}
          {...form.register('linkedin')}
        />
        <Input
          label={t('profile.links.website')}
          type="url"
          autoComplete="url"
          maxLength={URL_MAX}
          placeholder={t('profile.edit.websitePlaceholder')}
          error={errors.website?.message}
          {...form.register('website')}
        />
      </FormSection>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <Link to="/profile" className={buttonClass('ghost')}>
          {t('profile.cancel')}
        </Link>
        <Button type="submit" isLoading={isSubmitting}>
          {t('profile.edit.save')}
        </Button>
      </div>
    </form>
  );
}
