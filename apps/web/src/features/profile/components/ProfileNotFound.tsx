import { UserRoundX } from 'lucide-react';
import { NotFound } from '../../../components/NotFound.tsx';

const TEXTS = { title: 'profile.notFound.title', text: 'profile.notFound.text', back: 'profile.notFound.back' };

/** A member that does not exist, or that the reader may not see. */
export const ProfileNotFound = () => <NotFound icon={UserRoundX} texts={TEXTS} backTo="/problems" />;
