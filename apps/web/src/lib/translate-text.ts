import { messageCode } from '@skillsync/shared/constants';
import { translateMessage } from './i18n.ts';

/**
 * One of the shared MESSAGES texts (a zod error in a form, a server's field error) in the reader's language;
 * other text as it is. Its own module: the text-to-code table loads only with the pages that have forms.
 */
export const translateText = (text: string) => translateMessage(messageCode(text), text);
