import { FileQuestion } from 'lucide-react';
import { NotFound } from '../../../components/NotFound.tsx';

const TEXTS = { title: 'projects.notFound.title', text: 'projects.notFound.text', back: 'projects.backToProjects' };

/** A project that does not exist, or that the reader may not see. */
export const ProjectNotFound = () => <NotFound icon={FileQuestion} texts={TEXTS} backTo="/projects" />;
