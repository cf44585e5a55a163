import { DIFFICULTIES, WORK_DESCRIPTION_MAX, WORK_TITLE_MAX } from '@skillsync/shared/constants';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../lib/i18n.ts';
import { type FormTexts, fieldTexts } from './FieldTexts.ts';
import { CountedTextAreaField, SelectField, TextField } from './FormFields.tsx';
import { FormSection } from './FormLayout.tsx';

/** The fields every kind of work opens with: a problem, a project and a challenge share them. */
type BasicsValues = { title: string; description: string; category: string; difficulty: string };

export type BasicsSectionProps = {
  /** The calling form's texts: the section's title, its fields' labels and placeholders, the length counter. */
  texts: FormTexts;
  categories: readonly string[];
  categoryLabel: (category: string) => string;
  /** The empty choice of category; the form's `chooseCategory` text unless given. */
  chooseCategory?: string;
  /** How tall the description box is; 5 rows unless given. */
  descriptionRows?: number;
  /** More choices beside category and difficulty (a project's status when it is edited). */
  children?: ReactNode;
};

/** Title, description, category and difficulty: what the work is, one section for the three forms. */
export function BasicsSection({
  texts,
  categories,
  categoryLabel,
  chooseCategory = texts.text('chooseCategory'),
  descriptionRows = 5,
  children,
}: BasicsSectionProps) {
  // The form around it (its FormProvider) is any of the three; the section reads only the fields they share.
  const title = useWatch<BasicsValues, 'title'>({ name: 'title' });
  const t = useT();
  const field = fieldTexts<BasicsValues>(texts);
  const counter = (values: { length: number; max: number }) => texts.text('counter', values);
  return (
    <FormSection title={texts.text('basics')}>
      <TextField
        {...field('title', { placeholder: true })}
        maxLength={WORK_TITLE_MAX}
        hint={counter({ length: title.length, max: WORK_TITLE_MAX })}
      />
      <CountedTextAreaField
        {...field('description', { placeholder: true })}
        rows={descriptionRows}
        maxLength={WORK_DESCRIPTION_MAX}
        counter={counter}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('category')}
          options={categories}
          optionLabel={categoryLabel}
          emptyOption={chooseCategory}
        />
        <SelectField
          {...field('difficulty')}
          options={DIFFICULTIES}
          optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
        />
        {children}
      </div>
    </FormSection>
  );
}
