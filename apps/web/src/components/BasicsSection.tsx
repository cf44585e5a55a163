import { DIFFICULTIES, PROBLEM_DESCRIPTION_MAX, PROBLEM_TITLE_MAX } from '@skillsync/shared/constants';
import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useT } from '../lib/i18n.ts';
import { Input, Select, Textarea } from './Field.tsx';
import { FormSection } from './FormLayout.tsx';

/** The fields every kind of work opens with: a problem, a project and a challenge share them. */
type BasicsValues = { title: string; description: string; category: string; difficulty: string };

/** A field's label or a form text of the calling form's catalog namespace, by its key's last part. */
export type FormText = (name: string, values?: Record<string, unknown>) => string;

type BasicsSectionProps<Values extends BasicsValues, Body> = {
  form: UseFormReturn<Values, unknown, Body>;
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
export function BasicsSection<Values extends BasicsValues, Body>(props: BasicsSectionProps<Values, Body>) {
  const { label, text, categories, categoryLabel, chooseCategory, descriptionRows, children } = props;
  // The section reads only the four fields every caller's values have; react-hook-form cannot see that through a
  // generic, so it works on the narrowed form.
  const form = props.form as unknown as UseFormReturn<BasicsValues>;
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const { errors } = form.formState;
  const t = useT();
  return (
    <FormSection title={text('basics')}>
      <Input
        label={label('title')}
        maxLength={PROBLEM_TITLE_MAX}
        placeholder={text('titlePlaceholder')}
        hint={text('counter', { length: title.length, max: PROBLEM_TITLE_MAX })}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Textarea
        label={label('description')}
        rows={descriptionRows}
        maxLength={PROBLEM_DESCRIPTION_MAX}
        placeholder={text('descriptionPlaceholder')}
        hint={text('counter', { length: description.length, max: PROBLEM_DESCRIPTION_MAX })}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label={label('category')}
          error={errors.category?.message}
          options={categories}
          optionLabel={categoryLabel}
          emptyOption={chooseCategory}
          {...form.register('category')}
        />
        <Select
          label={label('difficulty')}
          error={errors.difficulty?.message}
          options={DIFFICULTIES}
          optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
          {...form.register('difficulty')}
        />
        {children}
      </div>
    </FormSection>
  );
}
