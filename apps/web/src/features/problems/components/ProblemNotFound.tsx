import { FileQuestion } from 'lucide-react';
import { NotFound } from '../../../components/NotFound.tsx';

const TEXTS = { title: 'problems.notFound.title', text: 'problems.notFound.text', back: 'problems.backToProblems' };

/** A problem that does not exist, or that the reader may not see. */
export const ProblemNotFound = () => <NotFound icon={FileQuestion} texts={TEXTS} backTo="/problems" />;
