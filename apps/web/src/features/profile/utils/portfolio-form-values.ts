import { type PortfolioItem, type PortfolioItemInput, type PortfolioStatus, splitCommaList } from '@skillsync/shared';
import { textFormResolver, toCommaText } from '../../../lib/form-resolver.ts';

/** What the portfolio dialog holds: the technologies as a comma list. */
export type PortfolioFormValues = {
  title: string;
  description: string;
  technologies: string;
  status: string;
  githubUrl: string;
  liveUrl: string;
};

export const PORTFOLIO_FORM_FIELDS = [
  'title',
  'description',
  'technologies',
  'status',
  'githubUrl',
  'liveUrl',
] as const satisfies readonly (keyof PortfolioFormValues)[];

export const toPortfolioFormValues = (item: PortfolioItem | null): PortfolioFormValues => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  technologies: item ? toCommaText(item.technologies) : '',
  status: item?.status ?? 'In Progress',
  githubUrl: item?.githubUrl ?? '',
  liveUrl: item?.liveUrl ?? '',
});

const toPortfolioInput = (values: PortfolioFormValues): PortfolioItemInput => ({
  title: values.title,
  description: values.description,
  technologies: splitCommaList(values.technologies),
  status: values.status as PortfolioStatus,
  githubUrl: values.githubUrl,
  liveUrl: values.liveUrl,
});

// Adding and editing send the whole item, so one schema (the server's) checks both.
export const portfolioResolver = textFormResolver(
  (schemas) => schemas.PortfolioItemBody,
  toPortfolioInput,
  PORTFOLIO_FORM_FIELDS,
);
