import { Trans } from '@lingui/react';
import type { GrievanceForm as GrievanceFormValues, GrievanceReceipt } from '@skillsync/shared';
import { GRIEVANCE_ABOUT_MAX, GRIEVANCE_TEXT_MAX, NAME_MAX } from '@skillsync/shared/constants';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { CountedTextAreaField, TextField } from '../../../components/FormFields.tsx';
import { FormRefusal } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { schemaResolver, showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { fileGrievance } from '../api/grievance.ts';
import { GrievanceReceived } from './GrievanceReceived.tsx';

const FIELDS = ['name', 'email', 'about', 'details'] as const;

/**
 * The complaint form. A member's goes under their account's e-mail (shown, not editable) and is received at once; a
 * visitor is asked to confirm theirs by the link e-mailed to the address they give.
 */
export function GrievanceForm() {
  const user = useAuthStore((state) => state.user);
  const [sent, setSent] = useState<{ receipt: GrievanceReceipt; email: string } | null>(null);
  if (sent?.receipt.reference) return <GrievanceReceived reference={sent.receipt.reference} />;
  if (sent) return <CheckEmail email={sent.email} />;
  // A new form once the member is known (the session is checked as the page opens), with their name and address.
  return (
    <ComplaintForm
      key={user?.id ?? 'visitor'}
      member={user && { name: user.name, email: user.email }}
      onSent={(receipt, email) => setSent({ receipt, email })}
    />
  );
}

type ComplaintFormProps = {
  member: { name: string; email: string } | null;
  onSent: (receipt: GrievanceReceipt, email: string) => void;
};

function ComplaintForm({ member, onSent }: ComplaintFormProps) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GrievanceFormValues>({
    resolver: schemaResolver((schemas) => schemas.GrievanceForm),
    defaultValues: { name: member?.name ?? '', email: member?.email ?? '', about: '', details: '' },
  });

  async function handleSubmit(body: GrievanceFormValues) {
    setFailure(null);
    try {
      onSent(await fileGrievance(body), body.email);
    } catch (error) {
      showServerErrors(form.setError, error, FIELDS, { focusFirst: true });
      setFailure(errorMessage(error, t('legal.grievance.form.failed')));
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(handleSubmit)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="name"
            label={t('legal.grievance.form.name')}
            autoComplete="name"
            maxLength={NAME_MAX}
            required
          />
          <TextField
            name="email"
            label={t('legal.grievance.form.email')}
            type="email"
            autoComplete="email"
            required
            readOnly={member !== null}
            className={member ? 'bg-slate-50 text-slate-700' : ''}
            hint={t(member ? 'legal.grievance.form.emailHintMember' : 'legal.grievance.form.emailHintVisitor')}
          />
        </div>
        <TextField
          name="about"
          label={t('legal.grievance.form.about')}
          hint={t('legal.grievance.form.aboutHint')}
          maxLength={GRIEVANCE_ABOUT_MAX}
          required
        />
        <CountedTextAreaField
          name="details"
          label={t('legal.grievance.form.details')}
          placeholder={t('legal.grievance.form.detailsPlaceholder')}
          rows={7}
          maxLength={GRIEVANCE_TEXT_MAX}
          required
          counter={(values) => t('legal.grievance.form.counter', values)}
        />
        <FormRefusal message={failure} />
        <div className="flex justify-end">
          <Button type="submit" isLoading={form.formState.isSubmitting} className="w-full sm:w-auto">
            {t('legal.grievance.form.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** A visitor's complaint waits for its address to be confirmed: where to look, and for how long the link works. */
function CheckEmail({ email }: { email: string }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-lg border border-sky-200 bg-sky-50 p-5">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-ink focus:outline-none"
      >
        <MailCheck aria-hidden className="size-5 text-sky-700" />
        {t('legal.grievance.checkEmail.title')}
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        <Trans
          id="legal.grievance.checkEmail.text"
          values={{ email }}
          components={{ 0: <span className="font-medium break-all text-ink" /> }}
        />
      </p>
    </div>
  );
}
