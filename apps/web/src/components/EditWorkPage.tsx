import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { toast } from '../lib/toast.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { FormPage } from './FormLayout.tsx';
import { ErrorState } from './States.tsx';

type EditWorkPageProps<Data> = {
  query: UseQueryResult<Data>;
  /** The page's title, and the document's when the work is gone. */
  title: string;
  notFoundTitle: string;
  loadFailed: string;
  /** The work's own page while it loads, and when it does not exist. */
  skeleton: ReactNode;
  notFound: ReactNode;
  /** The form for the loaded work, or where a viewer who may not edit it goes. */
  children: (work: Data) => ReactNode;
};

/** The page that edits a problem, project or challenge: its loading, missing and failed states, then the form. */
export function EditWorkPage<Data>(props: EditWorkPageProps<Data>) {
  const { query, title, notFoundTitle, loadFailed, skeleton, notFound, children } = props;
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(isNotFound ? notFoundTitle : title);
  if (query.isPending) return skeleton;
  if (query.isError) {
    if (isNotFound) return notFound;
    return (
      <FormPage title={title}>
        <ErrorState message={loadFailed} onRetry={() => void query.refetch()} />
      </FormPage>
    );
  }
  return children(query.data);
}

/** A work form's submit: save, say so, and open the saved work's page. */
export function useSaveThenOpen<Body, Saved>(
  save: (body: Body) => Promise<Saved>,
  savedMessage: string,
  pathOf: (saved: Saved) => string,
) {
  const navigate = useNavigate();
  return async (body: Body) => {
    const saved = await save(body);
    toast.success(savedMessage);
    await navigate(pathOf(saved));
  };
}
