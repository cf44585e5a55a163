import { FileQuestion } from 'lucide-react';
import { NotFound } from '../../../components/NotFound.tsx';

const TEXTS = {
  title: 'challenges.notFound.title',
  text: 'challenges.notFound.text',
  back: 'challenges.backToChallenges',
};

/** A challenge that does not exist, or that the reader may not see. */
export const ChallengeNotFound = () => <NotFound icon={FileQuestion} texts={TEXTS} backTo="/challenges" />;
