import type { ProfileUser, UpdateProfileBody } from '@skillsync/shared';
import {
  NAME_MAX,
  PROFILE_BIO_MAX,
  PROFILE_LOCATION_MAX,
  PROFILE_LONG_TEXT_MAX,
  PROFILE_SKILLS_MAX,
  PROFILE_TITLE_MAX,
} from '@skillsync/shared/constants';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Input } from '../../../components/Field.tsx';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { CountedTextAreaField, TextAreaField, TextField, UrlField } from '../../../components/FormFields.tsx';
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

/** The profile form's texts, under `profile.edit`: labels by the field's name, placeholders by `<name>Placeholder`. */
const useProfileTexts = () =>
  useFieldTexts<ProfileFormValues>((t) => ({
    label: (name) => t(`profile.edit.${name}`),
    text: (key, values) => t(`profile.edit.${key}`, values),
  }));

/** Who the member is: name, e-mail (shown, not changed), headline, place, bio and skills. */
function ProfileBasicsSection({ email }: { email: string }) {
  const { t, texts, field } = useProfileTexts();
  return (
    <FormSection title={texts.text('basics')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="name" maxLength={NAME_MAX} />
        <Input
          label={texts.label('email')}
          type="email"
          value={email}
          readOnly
          hint={t('messages.emailImmutable')}
          className="read-only:bg-slate-50 read-only:text-slate-600"
        />
        <TextField {...field('title', { label: 'headline', placeholder: true })} maxLength={PROFILE_TITLE_MAX} />
        <TextField
          {...field('location', { placeholder: true })}
          autoComplete="address-level2"
          maxLength={PROFILE_LOCATION_MAX}
        />
      </div>
      <CountedTextAreaField
        {...field('bio', { placeholder: true })}
        rows={4}
        maxLength={PROFILE_BIO_MAX}
        counter={(values) => texts.text('counter', values)}
      />
      <TextField
        {...field('skills', { placeholder: true })}
        hint={texts.text('skillsHint', { max: PROFILE_SKILLS_MAX })}
      />
    </FormSection>
  );
}

/** The member's experience and education, in their words. */
function ProfileStorySection() {
  const { texts, field } = useProfileTexts();
  return (
    <FormSection title={texts.text('story')}>
      <TextAreaField {...field('experience', { placeholder: true })} rows={4} maxLength={PROFILE_LONG_TEXT_MAX} />
      <TextAreaField {...field('education', { placeholder: true })} rows={3} maxLength={PROFILE_LONG_TEXT_MAX} />
    </FormSection>
  );
}

const LINKS = ['github', 'linkedin', 'website'] as const;

/** Where else the member's work can be found: labelled by their site (`profile.links`). */
function ProfileLinksSection() {
  const { texts, field } = useFieldTexts<ProfileFormValues>((t) => ({
    label: (name) => t(`profile.links.${name}`),
    text: (key) => t(`profile.edit.${key}`),
  }));
  return (
    <FormSection title={texts.text('links')}>
      {LINKS.map((name) => (
        <UrlField
          key={name}
          {...field(name, { placeholder: true })}
          autoComplete={name === 'website' ? 'url' : undefined}
        />
      ))}
    </FormSection>
  );
}
