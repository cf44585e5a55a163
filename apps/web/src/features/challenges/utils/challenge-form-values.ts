import {
  type ChallengeDetail,
  type CreateChallengeInput,
  indiaDayOf,
  type SubmitInput,
  splitCommaList,
  splitLines,
} from '@skillsync/shared';
import { textFormResolver, toCommaText, toLinesText, toNumberOrText } from '../../../lib/form-resolver.ts';

/** One place's prize as typed (an object: a form's list holds objects). */
export type PrizePlaceValue = { amount: string };

/**
 * What the host challenge form holds: technologies as comma text, criteria one per line, each place's prize as
 * typed.
 */
export type ChallengeFormValues = {
  title: string;
  description: string;
  category: string;
  difficulty: string;
  prizes: PrizePlaceValue[];
  duration: string;
  startDate: string;
  technologies: string;
  requirements: string;
  judgingCriteria: string;
  submissionGuidelines: string;
  sponsorName: string;
  sponsorContact: string;
};

export const CHALLENGE_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'difficulty',
  'prizes',
  'duration',
  'startDate',
  'technologies',
  'requirements',
  'judgingCriteria',
  'submissionGuidelines',
  'sponsorName',
  'sponsorContact',
] as const satisfies readonly (keyof ChallengeFormValues)[];

/** A new challenge's form: it starts today, India's today (the server counts days in India). */
export const emptyChallengeForm = (now: Date = new Date()): ChallengeFormValues => ({
  title: '',
  description: '',
  category: '',
  difficulty: 'Intermediate',
  prizes: [{ amount: '' }],
  duration: '',
  startDate: indiaDayOf(now),
  technologies: '',
  requirements: '',
  judgingCriteria: '',
  submissionGuidelines: '',
  sponsorName: '',
  sponsorContact: '',
});

/** The places' prizes as the body's `prizes`; no place at all is no cash prize (`prizeAmount` 0). */
const toPrizeInput = (places: PrizePlaceValue[]): Pick<CreateChallengeInput, 'prizes' | 'prizeAmount'> =>
  places.length === 0 ? { prizeAmount: 0 } : { prizes: places.map((place) => toNumberOrText(place.amount) as number) };

/** The API body made of the form (spec §5 Host challenge), before validation; create and edit send the same. */
export function toChallengeInput(values: ChallengeFormValues): CreateChallengeInput {
  return {
    title: values.title,
    description: values.description,
    // Unselected choices stay '' so the schema answers with its own message.
    category: values.category as CreateChallengeInput['category'],
    difficulty: values.difficulty as CreateChallengeInput['difficulty'],
    ...toPrizeInput(values.prizes),
    duration: values.duration as CreateChallengeInput['duration'],
    startDate: values.startDate,
    technologies: splitCommaList(values.technologies),
    requirements: values.requirements,
    judgingCriteria: splitLines(values.judgingCriteria),
    submissionGuidelines: values.submissionGuidelines,
    sponsorName: values.sponsorName,
    sponsorContact: values.sponsorContact,
  };
}

/** A saved challenge as the edit form shows it. */
export const toChallengeFormValues = (challenge: ChallengeDetail): ChallengeFormValues => ({
  title: challenge.title,
  description: challenge.description,
  category: challenge.category,
  difficulty: challenge.difficulty,
  prizes: challenge.prizes.map((amount) => ({ amount: String(amount) })),
  duration: challenge.duration,
  startDate: challenge.startDate,
  technologies: toCommaText(challenge.technologies),
  requirements: challenge.requirements,
  judgingCriteria: toLinesText(challenge.judgingCriteria),
  submissionGuidelines: challenge.submissionGuidelines,
  sponsorName: challenge.sponsorName,
  sponsorContact: challenge.sponsorContact ?? '',
});

// The same schemas as the server, so the messages are spec §5's.
export const createChallengeResolver = textFormResolver(
  (schemas) => schemas.CreateChallengeBody,
  toChallengeInput,
  CHALLENGE_FORM_FIELDS,
);
export const updateChallengeResolver = textFormResolver(
  (schemas) => schemas.UpdateChallengeBody,
  toChallengeInput,
  CHALLENGE_FORM_FIELDS,
);

/** A participant's entry form: the repository is required, the demo and notes are not. */
export type SubmissionFormValues = { repositoryUrl: string; demoUrl: string; notes: string };
export const SUBMISSION_FORM_FIELDS = ['repositoryUrl', 'demoUrl', 'notes'] as const;

const toSubmitInput = (values: SubmissionFormValues): SubmitInput => ({
  repositoryUrl: values.repositoryUrl,
  demoUrl: values.demoUrl.trim(),
  notes: values.notes,
});

export const submissionResolver = textFormResolver(
  (schemas) => schemas.SubmitBody,
  toSubmitInput,
  SUBMISSION_FORM_FIELDS,
);
