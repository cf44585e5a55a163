import { DIFFICULTIES, WORK_DESCRIPTION_MAX, WORK_TITLE_MAX } from '@skillsync/shared/constants';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../lib/i18n.ts';
import { SelectField, TextAreaField, TextField } from './FormFields.tsx';
import { FormSection } from './FormLayout.tsx';

/** The fields every kind of work opens with: a problem, a project and a challenge share them. */
type BasicsValues = { title: string; description: string; category: string; difficulty: string };

/** A field's label or a form text of the calling form's catalog namespace, by its key's last part. */
export type FormText = (name: string, values?: Record<string, unknown>) => string;

type BasicsSectionProps = {
  /** `<namespace>.fields.<name>`: written out by the caller, so the catalog check sees the namespace used. */
  label: FormText;
  /** `<namespace>.form.<name>`: the section's title, placeholders and the length counter. */
  text: FormText;
  categories: readonly string[];
  categoryLabel: (category: string) => string;
  chooseCategory: string;
  descriptionRows: number;
  /** More choices beside category and difficulty (a project's status when it is edited). */
  children?: ReactNode;
};

/** Title, description, category and difficulty: what the work is, one section for the three forms. */
export function BasicsSection({
  label,
  text,
  categories,
  categoryLabel,
  chooseCategory,
  descriptionRows,
  children,
}: BasicsSectionProps) {
  // The form around it (its FormProvider) is any of the three; the section reads only the fields they share.
  const [title, description] = useWatch<BasicsValues, ['title', 'description']>({ name: ['title', 'description'] });
  const t = useT();
  return (
    <FormSection title={text('basics')}>
      <TextField
        name="title"
        label={label('title')}
        maxLength={WORK_TITLE_MAX}
        placeholder={text('titlePlaceholder')}
        hint={text('counter', { length: title.length, max: WORK_TITLE_MAX })}
      />
      <TextAreaField
        name="description"
        label={label('description')}
        rows={descriptionRows}
        maxLength={WORK_DESCRIPTION_MAX}
        placeholder={text('descriptionPlaceholder')}
        hint={text('counter', { length: description.length, max: WORK_DESCRIPTION_MAX })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="category"
          label={label('category')}
          options={categories}
          optionLabel={categoryLabel}
          emptyOption={chooseCategory}
        />
        <SelectField
          name="difficulty"
          label={label('difficulty')}
          options={DIFFICULTIES}
          optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
        />
        {children}
      </div>
    </FormSection>
  );
}
